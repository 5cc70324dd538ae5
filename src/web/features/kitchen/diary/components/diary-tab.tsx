import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useSearchParams } from 'react-router';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import { useLiveTopic } from '#web/lib/live-topics.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { useDeleteDiaryEvent } from '../api/delete-diary-event.ts';
import { useDiaryEvent, useDiaryPages } from '../../../../lib/diary-events.ts';
import { useSetArchived } from '../api/update-diary-event.ts';
import { ErrorBanner, SuccessBanner, useFlash } from '#web/components/status-banners.tsx';
import { button } from '#web/components/buttons.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { useProblemText } from '#web/lib/problem-text.ts';
import { TaskPanel } from '../../tasks/components/task-panel.tsx';
import { filtersFor, listingOf, selectedEventId, withSelectedEvent, type Filter } from '../model/diary-filters.ts';
import { DiaryCard } from './diary-card.tsx';
import { DiaryList } from './diary-list.tsx';
import { DiaryEventForm } from './event-form.tsx';

/** The Event Diary tab: create, filter, page, complete, delete or archive, attendance, and the selected event's tasks. */
export function DiaryTab() {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.diary' });
  const { t: tc } = useTranslation('translation', { keyPrefix: 'kitchen.common' });
  const problemText = useProblemText();
  const user = useSessionUser();
  const isAdmin = user.data?.role === 'admin';
  const [filter, setFilter] = useState<Filter>('all');
  const pages = useDiaryPages(listingOf(filter));
  const remove = useDeleteDiaryEvent();
  const archive = useSetArchived();
  const flash = useFlash();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<DiaryEvent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useLiveTopic('kitchen', [queryKeys.kitchen.diary]);

  const selectedId = selectedEventId(params);
  // The selected event is read by id: it may be on a page not loaded yet, or archived.
  const selectedEvent = useDiaryEvent(selectedId);
  function select(eventId: number | null) {
    setParams((current) => withSelectedEvent(current, eventId));
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

  async function toggleArchived(event: DiaryEvent) {
    setFailure(null);
    const archived = event.archivedAt === null;
    try {
      await archive.mutateAsync({ id: event.id, archived });
      flash.show(archived ? t('success.archived') : t('success.unarchived'));
    } catch (error) {
      setFailure(problemText(error, t('errors.archive')));
    }
  }

  const shown = pages.data?.pages.flatMap((page) => page.data) ?? [];
  const selected = selectedEvent.data ?? shown.find((event) => event.id === selectedId) ?? null;

  const filters = filtersFor(isAdmin);
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
      <div
        role="group"
        aria-label={t('filtersLabel')}
        className={`mb-4 grid grid-cols-2 gap-2 ${filters.length > 4 ? 'sm:grid-cols-5' : 'sm:grid-cols-4'}`}
      >
        {filters.map((name) => (
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
      <DiaryList
        pages={pages}
        unfiltered={filter === 'all'}
        card={(event) => (
          <DiaryCard
            event={event}
            selected={event.id === selectedId}
            isAdmin={isAdmin}
            busy={remove.isPending || archive.isPending}
            onToggleTasks={() => select(event.id === selectedId ? null : event.id)}
            onDelete={() => setDeleting(event)}
            onArchive={() => void toggleArchived(event)}
            onSaved={flash.show}
          />
        )}
      />
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
