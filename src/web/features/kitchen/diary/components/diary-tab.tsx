import { CalendarPlus, CalendarX, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useSearchParams } from 'react-router';
import { DIARY_FILTERS, type DiaryEvent } from '#shared/schemas/diary.ts';
import { useLiveTopic } from '#web/lib/live-topics.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { useDeleteDiaryEvent } from '../api/delete-diary-event.ts';
import { useDiaryEvent, useDiaryPages, type DiaryListing } from '../../../../lib/diary-events.ts';
import { useSetArchived } from '../api/update-diary-event.ts';
import { ErrorBanner, SuccessBanner, useFlash } from '#web/components/status-banners.tsx';
import { button } from '#web/components/buttons.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { useProblemText } from '#web/lib/problem-text.ts';
import { TaskPanel } from '../../tasks/components/task-panel.tsx';
import { DiaryCard } from './diary-card.tsx';
import { DiaryEventForm } from './event-form.tsx';

/** The diary's filters: the four of DIARY_FILTERS, applied by the server, and the archived events (admins only). */
const FILTERS = [...DIARY_FILTERS, 'archived'] as const;
type Filter = (typeof FILTERS)[number];

const listingOf = (filter: Filter): DiaryListing =>
  filter === 'archived' ? { filter: 'all', archived: 'only' } : { filter, archived: 'exclude' };

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

  const selectedId = Number(params.get('event')) || null;
  // The selected event is read by id: it may be on a page not loaded yet, or archived.
  const selectedEvent = useDiaryEvent(selectedId);
  function select(eventId: number | null) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (eventId === null) next.delete('event');
      else next.set('event', String(eventId));
      return next;
    });
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
  const total = pages.data?.pages.at(-1)?.total ?? 0;
  const selected = selectedEvent.data ?? shown.find((event) => event.id === selectedId) ?? null;

  let list;
  if (pages.isPending) {
    list = (
      <p role="status" className="flex items-center gap-2 rounded-2xl bg-white p-6 text-lg text-stone-700">
        <LoaderCircle aria-hidden className="size-5 animate-spin" />
        {t('loading')}
      </p>
    );
  } else if (pages.isError) {
    list = (
      <ErrorBanner
        failure={{ title: problemText(pages.error, t('errors.load')) }}
        retry={{ label: tc('retry'), onRetry: () => void pages.refetch() }}
      />
    );
  } else if (shown.length === 0) {
    list = (
      <p className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center text-lg text-stone-700 shadow-sm ring-1 ring-stone-200">
        <CalendarX aria-hidden className="size-8 text-amber-700" />
        {filter === 'all' ? t('empty') : t('emptyFiltered')}
      </p>
    );
  } else {
    list = (
      <>
        <ul aria-label={t('title')} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((event) => (
            <li key={event.id} className="flex min-w-0">
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
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-col items-center gap-2">
          <p className="text-base text-stone-700">{t('shown', { shown: shown.length, total })}</p>
          {pages.hasNextPage && (
            <button
              type="button"
              onClick={() => void pages.fetchNextPage()}
              disabled={pages.isFetchingNextPage}
              className={`${button.secondary} w-full sm:w-auto`}
            >
              {pages.isFetchingNextPage && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
              {pages.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
            </button>
          )}
        </div>
      </>
    );
  }

  const filters = FILTERS.filter((name) => name !== 'archived' || isAdmin);
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
