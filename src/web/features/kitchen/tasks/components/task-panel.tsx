import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import {
  Calculator,
  CalendarClock,
  Eye,
  EyeOff,
  LoaderCircle,
  MessageSquareText,
  Plus,
  RotateCcw,
  Thermometer,
  Truck,
  X,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatEventDate } from '#shared/domain/event-date.ts';
import { isLate } from '#shared/domain/kitchen/task-lateness.ts';
import { TIME_EXCEEDED_CHECK_MS, taskDay } from '#shared/domain/kitchen/task-schedule.ts';
import { type DiaryEvent } from '#shared/schemas/diary.ts';
import {
  staleTaskListReply,
  type NewTaskRequest,
  type Task,
  type TaskList,
  type TemperatureReading,
} from '#shared/schemas/tasks.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { kitchenEventTopic } from '#shared/domain/live-topics.ts';
import { useLiveTopic } from '#web/lib/live-topics.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useAddTask } from '../api/add-task.ts';
import { useDeleteTask } from '../api/delete-task.ts';
import { useTasks } from '../api/get-tasks.ts';
import { useTemperatures } from '../api/get-temperatures.ts';
import { useResetTasks } from '../api/reset-tasks.ts';
import { useScheduleTasks } from '../api/schedule-tasks.ts';
import { ErrorBanner, SuccessBanner, useFlash } from '#web/components/status-banners.tsx';
import { button } from '#web/components/buttons.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { ProgressBar } from '#web/components/progress-bar.tsx';
import { groupByDueDate, progressOf } from '../model/task-state.ts';
import { useClockNow } from '#web/lib/server-clock.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { dueText } from '../model/due-label.ts';
import { EventCalculator } from './event-calculator.tsx';
import { PeopleBox } from './people-box.tsx';
import { ReviewsSection } from './reviews-section.tsx';
import { ScheduleForm } from './schedule-form.tsx';
import { CustomTaskForm, DeliveryTaskForm } from './task-forms.tsx';
import { TaskItem } from './task-item.tsx';

type Form = 'custom' | 'delivery' | 'schedule' | 'recipe' | 'reviews' | null;

/** The newest reading of each task. */
function latestReadings(readings: TemperatureReading[]): Map<string, TemperatureReading> {
  const latest = new Map<string, TemperatureReading>();
  for (const reading of readings) {
    const known = latest.get(reading.taskId);
    if (!known || reading.takenAt > known.takenAt || (reading.takenAt === known.takenAt && reading.id > known.id)) {
      latest.set(reading.taskId, reading);
    }
  }
  return latest;
}

/** The selected diary event's task list, kept live for every tablet in the kitchen. */
export function TaskPanel({ event, onClose }: { event: DiaryEvent; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const problemText = useProblemText();
  const queryClient = useQueryClient();
  const tasks = useTasks(event.id, event.date);
  const temperatures = useTemperatures(event.id);
  const addTask = useAddTask(event.id);
  const deleteTask = useDeleteTask(event.id);
  const reset = useResetTasks(event.id);
  const schedule = useScheduleTasks(event.id);
  const saving = useIsMutating() > 0;
  const now = new Date(useClockNow(TIME_EXCEEDED_CHECK_MS));
  const flash = useFlash();
  const [form, setForm] = useState<Form>(null);
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

  async function confirmDelete() {
    if (!deleting) return;
    const taskId = deleting.id;
    setFailure(null);
    try {
      await deleteTask.mutateAsync({ eventId: event.id, taskId });
    } catch (error) {
      fail(error);
    } finally {
      setDeleting(null);
    }
  }

  async function confirmReset() {
    setFailure(null);
    try {
      await reset.mutateAsync(event.id);
    } catch (error) {
      fail(error);
    } finally {
      setResetting(false);
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
      if (error instanceof ApiError && error.status === 400 && error.field === 'deliveryTime') throw error;
      if (error instanceof ApiError && error.status === 409) {
        // Someone changed the list meanwhile: the current one, sent with the refusal, replaces what is shown.
        const stale = staleTaskListReply.safeParse(error.body);
        const key = queryKeys.kitchen.tasks(event.id);
        if (stale.success) {
          const { data, version } = stale.data;
          queryClient.setQueryData<TaskList>(key, { success: true, data, version });
        } else {
          await queryClient.refetchQueries({ queryKey: key });
        }
        setFailure(t('kitchen.tasks.schedule.stale'));
      } else {
        fail(error, t('kitchen.tasks.errors.save'));
      }
      return false;
    }
  }

  const list = tasks.data?.data ?? [];
  const progress = progressOf(list);
  const readings = latestReadings(temperatures.data ?? []);
  const toggle = (next: Form) => setForm((current) => (current === next ? null : next));

  let body;
  if (tasks.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 p-4 text-lg text-stone-700">
        <LoaderCircle aria-hidden className="size-5 animate-spin" />
        {t('kitchen.tasks.loadingEvent')}
      </p>
    );
  } else if (tasks.isError) {
    body = (
      <ErrorBanner
        failure={{ title: problemText(tasks.error, t('kitchen.tasks.errors.load')) }}
        retry={{ label: t('kitchen.common.retry'), onRetry: () => void tasks.refetch() }}
      />
    );
  } else if (list.length === 0) {
    body = <p className="rounded-xl bg-stone-50 p-6 text-center text-lg text-stone-700">{t('kitchen.tasks.empty')}</p>;
  } else {
    body = (
      <div className="space-y-6">
        <ProgressBar
          label={t('kitchen.tasks.progressLabel')}
          text={t('kitchen.tasks.progress', { done: progress.done, total: progress.total })}
          percent={progress.percent}
        />
        {groupByDueDate(list).map((group) => (
          <section key={group.days} aria-labelledby={`due-${event.id}-${group.days}`}>
            <h4
              id={`due-${event.id}-${group.days}`}
              className="mb-2 rounded-xl bg-stone-800 px-4 py-2 text-lg font-bold text-white"
            >
              {t('kitchen.tasks.dayHeading', {
                due: dueText(group.days, t),
                date: formatEventDate(taskDay(event.date, group.dueDate), i18n.language),
              })}
            </h4>
            <ul className="grid gap-3 lg:grid-cols-2">
              {group.tasks.map((task) => (
                <li key={task.id}>
                  <TaskItem
                    task={task}
                    eventId={event.id}
                    eventDate={event.date}
                    now={now}
                    latestReading={readings.get(task.id) ?? null}
                    onDelete={setDeleting}
                    onEdited={() => flash.show(t('kitchen.tasks.edit.saved'))}
                    waiting={tasks.data?.waitingIds.has(task.id)}
                    late={isLate(task, event.date, now)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }

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
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3">
        <button
          type="button"
          aria-expanded={form === 'schedule'}
          onClick={() => toggle('schedule')}
          className={button.secondary}
        >
          <CalendarClock aria-hidden className="size-5" />
          {t('kitchen.tasks.actions.schedule')}
        </button>
        <button
          type="button"
          aria-expanded={form === 'recipe'}
          onClick={() => toggle('recipe')}
          className={button.secondary}
        >
          <Calculator aria-hidden className="size-5" />
          {t('kitchen.tasks.actions.recipe')}
        </button>
        <button
          type="button"
          aria-expanded={form === 'reviews'}
          onClick={() => toggle('reviews')}
          className={button.secondary}
        >
          <MessageSquareText aria-hidden className="size-5" />
          {t('kitchen.tasks.actions.reviews')}
        </button>
        <button
          type="button"
          disabled={addTask.isPending}
          onClick={() => void add({ kind: 'temperature' }).catch((error: unknown) => fail(error))}
          className={button.secondary}
        >
          <Thermometer aria-hidden className="size-5" />
          {t('kitchen.tasks.actions.addTemperature')}
        </button>
        <button
          type="button"
          aria-expanded={form === 'custom'}
          onClick={() => toggle('custom')}
          className={button.secondary}
        >
          <Plus aria-hidden className="size-5" />
          {t('kitchen.tasks.actions.addCustom')}
        </button>
        <button
          type="button"
          aria-expanded={form === 'delivery'}
          onClick={() => toggle('delivery')}
          className={button.secondary}
        >
          <Truck aria-hidden className="size-5" />
          {t('kitchen.tasks.actions.addDelivery')}
        </button>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-expanded={listShown}
          aria-controls={listId}
          onClick={() => setListShown((shown) => !shown)}
          className={button.secondary}
        >
          {listShown ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
          {listShown ? t('kitchen.tasks.actions.hideTasks') : t('kitchen.tasks.actions.showTasks')}
        </button>
        <button type="button" onClick={() => setResetting(true)} className={button.dangerOutline}>
          <RotateCcw aria-hidden className="size-5" />
          {t('kitchen.tasks.actions.reset')}
        </button>
      </div>
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
            <CustomTaskForm
              busy={addTask.isPending}
              onSubmit={add}
              onFailure={(error) => fail(error)}
              onCancel={() => setForm(null)}
            />
          )}
          {form === 'delivery' && (
            <DeliveryTaskForm
              busy={addTask.isPending}
              onSubmit={add}
              onFailure={(error) => fail(error)}
              onCancel={() => setForm(null)}
            />
          )}
          {form === 'schedule' && (
            <ScheduleForm
              tasks={list}
              busy={schedule.isPending}
              onApply={applySchedule}
              onCancel={() => setForm(null)}
            />
          )}
          {form === 'recipe' && <EventCalculator eventId={event.id} fallback={event.people} />}
          {form === 'reviews' && <ReviewsSection eventId={event.id} />}
        </div>
      )}
      <div id={listId} hidden={!listShown}>
        {body}
      </div>
      {deleting && (
        <ConfirmDialog
          title={t('kitchen.tasks.deleteDialog.title')}
          body={t('kitchen.tasks.deleteDialog.body')}
          confirmLabel={t('kitchen.tasks.deleteDialog.confirm')}
          busy={deleteTask.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
      {resetting && (
        <ConfirmDialog
          title={t('kitchen.tasks.resetDialog.title')}
          body={t('kitchen.tasks.resetDialog.body')}
          confirmLabel={t('kitchen.tasks.resetDialog.confirm')}
          busy={reset.isPending}
          onConfirm={() => void confirmReset()}
          onCancel={() => setResetting(false)}
        />
      )}
    </section>
  );
}
