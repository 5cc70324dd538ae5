import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatEventDate } from '#shared/domain/event-date.ts';
import { type DiaryEvent } from '#shared/schemas/diary.ts';
import { staleTaskListReply, type NewTaskRequest, type Task, type TaskList } from '#shared/schemas/tasks.ts';
import { kitchenEventTopic } from '#shared/domain/live-topics.ts';
import { useLiveTopic } from '#web/lib/live-topics.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import type { ApiError } from '#web/lib/api-client.ts';
import { useAddTask } from '../api/add-task.ts';
import { useDeleteTask } from '../api/delete-task.ts';
import { useTasks } from '../api/get-tasks.ts';
import { useResetTasks } from '../api/reset-tasks.ts';
import { useScheduleTasks } from '../api/schedule-tasks.ts';
import { ErrorBanner, SuccessBanner, useFlash } from '#web/components/status-banners.tsx';
import { button } from '#web/components/buttons.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { useProblemText } from '#web/lib/problem-text.ts';
import { scheduleRefusalOf } from '../model/schedule-refusal.ts';
import { EventCalculator } from './event-calculator.tsx';
import { PeopleBox } from './people-box.tsx';
import { ReviewsSection } from './reviews-section.tsx';
import { ScheduleForm } from './schedule-form.tsx';
import { CustomTaskForm, DeliveryTaskForm } from './task-forms.tsx';
import { TaskListBody } from './task-list-body.tsx';
import { TaskListActions, TaskPanelActions, type PanelForm } from './task-panel-actions.tsx';

/** The selected diary event's task list, kept live for every tablet in the kitchen. */
export function TaskPanel({ event, onClose }: { event: DiaryEvent; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const problemText = useProblemText();
  const queryClient = useQueryClient();
  const tasks = useTasks(event.id, event.date);
  const addTask = useAddTask(event.id);
  const deleteTask = useDeleteTask(event.id);
  const reset = useResetTasks(event.id);
  const schedule = useScheduleTasks(event.id);
  const saving = useIsMutating() > 0;
  const flash = useFlash();
  const [form, setForm] = useState<PanelForm | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [resetting, setResetting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [listShown, setListShown] = useState(true);
  // The event's key holds its tasks, readings, people and reviews (queryKeys.kitchen.reviews starts with it).
  useLiveTopic(kitchenEventTopic(event.id), [queryKeys.kitchen.event(event.id)]);
  const panelRef = useRef<HTMLElement>(null);
  const listId = `task-list-${event.id}`;

  // The panel opens above the cards: bring it into view when a card lower down opens it.
  useEffect(() => {
    panelRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [event.id]);

  const fail = (error: unknown, fallback = t('kitchen.tasks.errors.action')) =>
    setFailure(problemText(error, fallback));

  /** Adds a task; rejects with the server's refusal (a form places one that names its field). */
  async function add(request: NewTaskRequest): Promise<void> {
    setFailure(null);
    await addTask.mutateAsync({ eventId: event.id, request });
    flash.show(request.kind === 'temperature' ? t('kitchen.tasks.temperature.added') : t('kitchen.tasks.added'));
  }

  /** Runs a confirmed change, showing its failure in the banner, then closes its dialog. */
  async function confirmed(change: () => Promise<unknown>, close: () => void) {
    setFailure(null);
    try {
      await change();
    } catch (error) {
      fail(error);
    } finally {
      close();
    }
  }

  /** Moves the list for a delivery time; a refusal naming the time goes back to the form to show beside it. */
  async function applySchedule(deliveryTime: string): Promise<boolean> {
    if (!tasks.data) return false;
    setFailure(null);
    try {
      await schedule.mutateAsync({ eventId: event.id, deliveryTime, version: tasks.data.version });
      return true;
    } catch (error) {
      const refusal = scheduleRefusalOf(error);
      if (refusal === 'time') throw error;
      if (refusal === 'stale') {
        await showCurrentList(error as ApiError);
        setFailure(t('kitchen.tasks.schedule.stale'));
      } else {
        fail(error, t('kitchen.tasks.errors.save'));
      }
      return false;
    }
  }

  /** Someone changed the list meanwhile: the current one, sent with the refusal, replaces what is shown. */
  async function showCurrentList(error: ApiError) {
    const stale = staleTaskListReply.safeParse(error.body);
    const key = queryKeys.kitchen.tasks(event.id);
    if (stale.success) {
      const { data, version } = stale.data;
      queryClient.setQueryData<TaskList>(key, { success: true, data, version });
    } else {
      await queryClient.refetchQueries({ queryKey: key });
    }
  }

  const closeForm = () => setForm(null);

  return (
    <section
      ref={panelRef}
      aria-labelledby={`tasks-heading-${event.id}`}
      className="mb-6 space-y-4 rounded-2xl bg-white p-4 shadow-md ring-2 ring-amber-500 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`tasks-heading-${event.id}`} className="break-words text-2xl font-bold text-stone-900">
            {t('kitchen.tasks.heading', { title: event.title })}
          </h3>
          <p className="text-lg text-stone-700">{formatEventDate(event.date, i18n.language)}</p>
        </div>
        <button type="button" onClick={onClose} className={button.secondary}>
          <X aria-hidden className="size-5" />
          {t('kitchen.diary.card.closeTasks')}
        </button>
      </div>
      <PeopleBox
        eventId={event.id}
        version={event.version}
        fallback={event.people}
        onSaved={(count) => flash.show(t('kitchen.diary.success.attendance', { count }))}
        onFailure={(error) => fail(error, t('kitchen.diary.errors.attendance'))}
      />
      <TaskPanelActions
        open={form}
        onToggle={(next) => setForm((current) => (current === next ? null : next))}
        onAddTemperature={() => void add({ kind: 'temperature' }).catch((error: unknown) => fail(error))}
        addingTemperature={addTask.isPending}
      />
      <TaskListActions
        listId={listId}
        listShown={listShown}
        onToggleList={() => setListShown((shown) => !shown)}
        onReset={() => setResetting(true)}
      />
      <div role="status" aria-live="polite" className="min-h-6 text-base font-semibold text-amber-900">
        {saving && t('kitchen.tasks.saving')}
      </div>
      <SuccessBanner message={flash.message} />
      {failure && (
        <ErrorBanner
          failure={{ title: failure }}
          onDismiss={() => setFailure(null)}
          dismissLabel={t('kitchen.common.dismiss')}
        />
      )}
      {form && (
        <div className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
          {form === 'custom' && (
            <CustomTaskForm busy={addTask.isPending} onSubmit={add} onFailure={fail} onCancel={closeForm} />
          )}
          {form === 'delivery' && (
            <DeliveryTaskForm busy={addTask.isPending} onSubmit={add} onFailure={fail} onCancel={closeForm} />
          )}
          {form === 'schedule' && (
            <ScheduleForm
              tasks={tasks.data?.data ?? []}
              busy={schedule.isPending}
              onApply={applySchedule}
              onCancel={closeForm}
            />
          )}
          {form === 'recipe' && <EventCalculator eventId={event.id} fallback={event.people} />}
          {form === 'reviews' && <ReviewsSection eventId={event.id} />}
        </div>
      )}
      <div id={listId} hidden={!listShown}>
        <TaskListBody
          event={event}
          tasks={tasks}
          onDelete={setDeleting}
          onEdited={() => flash.show(t('kitchen.tasks.edit.saved'))}
        />
      </div>
      {deleting && (
        <ConfirmDialog
          title={t('kitchen.tasks.deleteDialog.title')}
          body={t('kitchen.tasks.deleteDialog.body')}
          confirmLabel={t('kitchen.tasks.deleteDialog.confirm')}
          busy={deleteTask.isPending}
          onConfirm={() =>
            void confirmed(
              () => deleteTask.mutateAsync({ eventId: event.id, taskId: deleting.id }),
              () => setDeleting(null),
            )
          }
          onCancel={() => setDeleting(null)}
        />
      )}
      {resetting && (
        <ConfirmDialog
          title={t('kitchen.tasks.resetDialog.title')}
          body={t('kitchen.tasks.resetDialog.body')}
          confirmLabel={t('kitchen.tasks.resetDialog.confirm')}
          busy={reset.isPending}
          onConfirm={() =>
            void confirmed(
              () => reset.mutateAsync(event.id),
              () => setResetting(false),
            )
          }
          onCancel={() => setResetting(false)}
        />
      )}
    </section>
  );
}
