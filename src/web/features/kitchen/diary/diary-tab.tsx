import { CalendarPlus, CalendarX, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useSearchParams } from 'react-router';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import { useLiveTopic } from '#web/lib/live-topics.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { useDeleteDiaryEvent } from '../api/delete-diary-event.ts';
import { useDiaryEvents } from '../api/get-diary-events.ts';
import { useSavePeople } from '../api/save-people.ts';
import { eventInput, useUpdateDiaryEvent } from '../api/update-diary-event.ts';
import { ErrorBanner, SuccessBanner, useFlash } from '#web/components/status-banners.tsx';
import { button } from '#web/components/buttons.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { useProblemText } from '../model/use-problem-text.ts';
import { TaskPanel } from '../tasks/task-panel.tsx';
import { DiaryCard } from './diary-card.tsx';
import { DiaryEventForm } from './event-form.tsx';

export const DIARY_FILTERS = ['all', 'assigned', 'created', 'completed'] as const;
export type DiaryFilter = (typeof DIARY_FILTERS)[number];

/** The diary filters; "Created By Me" is the signed-in account. */
export function filterEvents(events: DiaryEvent[], filter: DiaryFilter, username: string | null): DiaryEvent[] {
  switch (filter) {
    case 'all':
      return events;
    case 'assigned':
      return events.filter((event) => event.assignedTo.trim() !== '');
    case 'created':
      return events.filter((event) => username !== null && event.createdBy === username);
    case 'completed':
      return events.filter((event) => event.isCompleted);
  }
}

/** The Event Diary tab: create, filter, complete, delete, attendance, and the selected event's tasks. */
export function DiaryTab() {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.diary' });
  const { t: tc } = useTranslation('translation', { keyPrefix: 'kitchen.common' });
  const problemText = useProblemText();
  const events = useDiaryEvents();
  const user = useSessionUser();
  const update = useUpdateDiaryEvent();
  const remove = useDeleteDiaryEvent();
  const savePeople = useSavePeople();
  const flash = useFlash();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [filter, setFilter] = useState<DiaryFilter>('all');
  const [deleting, setDeleting] = useState<DiaryEvent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useLiveTopic('kitchen', [queryKeys.kitchen.diary]);

  const selectedId = Number(params.get('event')) || null;
  function select(eventId: number | null) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (eventId === null) next.delete('event');
      else next.set('event', String(eventId));
      return next;
    });
  }

  async function toggleComplete(event: DiaryEvent) {
    setFailure(null);
    try {
      await update.mutateAsync({ id: event.id, input: { ...eventInput(event), isCompleted: !event.isCompleted } });
      flash.show(t('success.updated'));
    } catch (error) {
      setFailure(problemText(error, t('errors.update')));
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    const event = deleting;
    setFailure(null);
    try {
      await remove.mutateAsync(event.id);
      if (selectedId === event.id) select(null);
      flash.show(t('success.deleted'));
    } catch (error) {
      setFailure(problemText(error, t('errors.delete')));
    } finally {
      setDeleting(null);
    }
  }

  async function saveAttendance(event: DiaryEvent, count: number): Promise<boolean> {
    setFailure(null);
    try {
      await savePeople.mutateAsync({ eventId: event.id, count });
      flash.show(t('success.attendance', { count }));
      return true;
    } catch (error) {
      setFailure(problemText(error, t('errors.attendance')));
      return false;
    }
  }

  const all = events.data ?? [];
  const shown = filterEvents(all, filter, user.data?.username ?? null);
  const selected = all.find((event) => event.id === selectedId) ?? null;

  let list;
  if (events.isPending) {
    list = (
      <p role="status" className="flex items-center gap-2 rounded-2xl bg-white p-6 text-lg text-stone-700">
        <LoaderCircle aria-hidden className="size-5 animate-spin" />
        {t('loading')}
      </p>
    );
  } else if (events.isError) {
    list = (
      <ErrorBanner
        failure={{ title: problemText(events.error, t('errors.load')) }}
        retry={{ label: tc('retry'), onRetry: () => void events.refetch() }}
      />
    );
  } else if (shown.length === 0) {
    list = (
      <p className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center text-lg text-stone-700 shadow-sm ring-1 ring-stone-200">
        <CalendarX aria-hidden className="size-8 text-amber-700" />
        {t('empty')}
      </p>
    );
  } else {
    list = (
      <ul aria-label={t('title')} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {shown.map((event) => (
          <li key={event.id} className="flex min-w-0">
            <DiaryCard
              event={event}
              selected={event.id === selectedId}
              busy={update.isPending || remove.isPending || savePeople.isPending}
              onToggleTasks={() => select(event.id === selectedId ? null : event.id)}
              onToggleComplete={() => void toggleComplete(event)}
              onDelete={() => setDeleting(event)}
              onSaveAttendance={(count) => saveAttendance(event, count)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-2xl font-bold text-stone-900">{t('title')}</h2>
          <p className="text-base text-stone-700">{t('subtitle')}</p>
        </div>
        <button
          type="button"
          aria-expanded={creating}
          onClick={() => setCreating((open) => !open)}
          className={button.primary}
        >
          <CalendarPlus aria-hidden className="size-5" />
          {creating ? t('hideForm') : t('createToggle')}
        </button>
      </div>
      <SuccessBanner message={flash.message} />
      {failure && (
        <ErrorBanner
          className="mb-3"
          failure={{ title: failure }}
          onDismiss={() => setFailure(null)}
          dismissLabel={tc('dismiss')}
        />
      )}
      {creating && (
        <DiaryEventForm
          onCancel={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            flash.show(t('success.created'));
          }}
        />
      )}
      {selected && <TaskPanel event={selected} onClose={() => select(null)} />}
      <div role="group" aria-label={t('filtersLabel')} className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {DIARY_FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={filter === name}
            onClick={() => setFilter(name)}
            className={filter === name ? button.primary : button.secondary}
          >
            {t(`filters.${name}`)}
          </button>
        ))}
      </div>
      {list}
      {deleting && (
        <ConfirmDialog
          title={t('deleteDialog.title')}
          body={t('deleteDialog.body')}
          confirmLabel={t('deleteDialog.confirm')}
          busy={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
