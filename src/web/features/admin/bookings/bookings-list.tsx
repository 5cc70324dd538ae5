import { ChevronLeft, ChevronRight, CircleAlert, Download, Inbox, RefreshCw, Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useSearchParams } from 'react-router';
import { BOOKING_STATUSES } from '#shared/schemas/bookings.ts';
import { useBookingsLiveUpdates } from '#web/features/admin/api/bookings-live-updates.ts';
import { useAdminEvents } from '#web/features/admin/api/get-admin-events.ts';
import { bookingsExportUrl, useBookings, type BookingFilter } from './api/get-bookings.ts';
import { BookingCard } from './booking-card.tsx';
import { LiveBadge } from '#web/features/admin/components/live-badge.tsx';
import { useBookingStatusWords } from '#web/features/admin/components/status-badge.tsx';
import { StatusMessageToast, useStatusMessage, type StatusMessage } from './status-message.tsx';
import { useEventDateText } from '#web/components/event-date.tsx';
import { compactButton } from '#web/components/buttons.ts';

/** The filters live in the address beside the tab, so a reload or the back button keeps them. */
const PARAM = { status: 'status', event: 'event', q: 'q', page: 'page' } as const;
const SEARCH_DELAY_MS = 300;

interface BookingsListProps {
  /** The screen's title, shown beside the live-updates badge. */
  header: ReactNode;
  /** The event-bookings view: the list narrowed to this event, with no event filter of its own. */
  eventId?: number;
  /** Shown under the title, above the filters (e.g. who is paying now); says its outcomes in the list's message. */
  beforeList?: (onStatusMessage: (message: StatusMessage) => void) => ReactNode;
}

/** Filters, Refresh, CSV export, the booking cards a page at a time, and every state in between. */
export function BookingsList({ header, eventId, beforeList }: BookingsListProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  const statusWords = useBookingStatusWords();
  const [params, setParams] = useSearchParams();
  const { live } = useBookingsLiveUpdates();
  const { message, show, dismiss } = useStatusMessage();
  const listTop = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const eventSelectId = useId();

  const status = BOOKING_STATUSES.find((name) => name === params.get(PARAM.status));
  const q = params.get(PARAM.q)?.trim() || undefined;
  const pickedEvent = Number(params.get(PARAM.event)) || undefined;
  const page = Math.max(1, Math.floor(Number(params.get(PARAM.page))) || 1);
  const filter: BookingFilter = { status, q, eventId: eventId ?? pickedEvent };
  const filtered = Boolean(status || q || (!eventId && pickedEvent));

  const bookings = useBookings(filter, page);
  const events = useAdminEvents();

  const changeParams = (changes: Partial<Record<keyof typeof PARAM, string | undefined>>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete(PARAM.page);
        return next;
      },
      { replace },
    );

  // The search box answers as the owner types, without a request per keystroke.
  const [draft, setDraft] = useState(q ?? '');
  const [seenQ, setSeenQ] = useState(q);
  if (seenQ !== q) {
    setSeenQ(q);
    if (draft.trim() !== (q ?? '')) setDraft(q ?? '');
  }
  const commitSearch = useEffectEvent((text: string) => changeParams({ q: text || undefined }, true));
  useEffect(() => {
    const text = draft.trim();
    if (text === (q ?? '')) return;
    const timer = setTimeout(() => commitSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, q]);

  // A page that emptied (bookings moved out of the filter) gives way to the last page that has some.
  const data = bookings.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const showPage = useEffectEvent((target: number) =>
    changeParams({ page: target > 1 ? String(target) : undefined }, true),
  );
  useEffect(() => {
    if (data && !bookings.isPlaceholderData && page > pages) showPage(pages);
  }, [data, bookings.isPlaceholderData, page, pages]);

  const goToPage = (target: number) => {
    changeParams({ page: target > 1 ? String(target) : undefined });
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const clearFilters = () => {
    setDraft('');
    changeParams({ status: undefined, q: undefined, event: undefined });
  };

  let body;
  if (bookings.isPending || (bookings.isError && bookings.isFetching && !data)) {
    body = <ListLoading />;
  } else if (!data) {
    body = (
      <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-red-200">
        <CircleAlert aria-hidden className="mx-auto size-8 text-red-600" />
        <p className="mt-2 font-semibold text-red-800">{t('loadFailed')}</p>
        <button type="button" onClick={() => void bookings.refetch()} className={`${compactButton.secondary} mt-4`}>
          <RefreshCw aria-hidden className="size-4" />
          {t('retry')}
        </button>
      </div>
    );
  } else if (data.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center text-stone-700 shadow-sm ring-1 ring-stone-200">
        <Inbox aria-hidden className="size-8 text-amber-700" />
        <p>{t(filtered ? 'list.emptyFiltered' : 'list.empty')}</p>
        {filtered && (
          <button type="button" onClick={clearFilters} className={compactButton.secondary}>
            {t('list.clearFilters')}
          </button>
        )}
      </div>
    );
  } else {
    const from = (data.page - 1) * data.pageSize + 1;
    body = (
      <>
        <p className="mb-2 text-sm text-stone-600" aria-live="polite">
          {t('list.showing', { from, to: from + data.data.length - 1, total: data.total })}
        </p>
        {bookings.isError && (
          <p
            role="alert"
            className="mb-3 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
          >
            {t('loadFailed')}
          </p>
        )}
        <ul
          aria-busy={bookings.isPlaceholderData}
          className={`grid gap-3 lg:grid-cols-2 ${bookings.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {data.data.map((booking) => (
            <li key={booking.id} className="min-w-0">
              <BookingCard booking={booking} onStatusMessage={show} />
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <nav aria-label={t('list.pages')} className="mt-4 flex items-center justify-between gap-2">
            <button
              type="button"
              disabled={page <= 1}
              onClick={() => goToPage(page - 1)}
              className={compactButton.secondary}
            >
              <ChevronLeft aria-hidden className="size-4" />
              {t('list.previous')}
            </button>
            <span className="text-center text-sm text-stone-600">{t('list.page', { page, pages })}</span>
            <button
              type="button"
              disabled={page >= pages}
              onClick={() => goToPage(page + 1)}
              className={compactButton.secondary}
            >
              {t('list.next')}
              <ChevronRight aria-hidden className="size-4" />
            </button>
          </nav>
        )}
      </>
    );
  }

  const eventOptions = events.data ?? [];
  const eventDateText = useEventDateText();
  const pickedIsKnown = !pickedEvent || eventOptions.some((event) => event.id === pickedEvent);

  return (
    <div className="space-y-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">{header}</div>
        <div className="max-w-[55%] shrink-0 pt-0.5">
          <LiveBadge live={live} />
        </div>
      </div>
      {beforeList?.(show)}
      <div
        role="search"
        aria-label={t('list.filters')}
        className="space-y-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:p-4"
      >
        <div className={`grid gap-3 ${eventId ? '' : 'sm:grid-cols-2'}`}>
          <div className="min-w-0">
            <label htmlFor={searchId} className="block text-sm font-medium text-stone-800">
              {t('list.search')}
            </label>
            <div className="relative mt-1">
              <Search
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
              />
              <input
                id={searchId}
                type="search"
                value={draft}
                maxLength={100}
                placeholder={t('list.searchPlaceholder')}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') changeParams({ q: draft.trim() || undefined }, true);
                }}
                className="min-h-11 w-full rounded-lg border border-stone-300 py-2 pr-3 pl-9 text-base focus:border-amber-600 focus:ring-2 focus:ring-amber-200 focus:outline-none"
              />
            </div>
          </div>
          {!eventId && (
            <div className="min-w-0">
              <label htmlFor={eventSelectId} className="block text-sm font-medium text-stone-800">
                {t('list.eventFilter')}
              </label>
              <select
                id={eventSelectId}
                value={pickedEvent ?? ''}
                onChange={(event) => changeParams({ event: event.target.value || undefined })}
                className="mt-1 min-h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base focus:border-amber-600 focus:ring-2 focus:ring-amber-200 focus:outline-none"
              >
                <option value="">{t('list.allEvents')}</option>
                {!pickedIsKnown && <option value={pickedEvent}>#{pickedEvent}</option>}
                {eventOptions.map((event) => (
                  <option key={event.id} value={event.id}>
                    {event.isActive ? event.title : t('list.inactiveEvent', { title: event.title })}
                    {event.date ? ` · ${eventDateText(event.date)}` : ''}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>

        <div role="group" aria-label={t('list.statusFilter')} className="flex flex-wrap gap-1.5">
          {[undefined, ...BOOKING_STATUSES].map((name) => {
            const pressed = status === name;
            return (
              <button
                key={name ?? 'all'}
                type="button"
                aria-pressed={pressed}
                onClick={() => changeParams({ status: name })}
                className={`min-h-11 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 transition ${
                  pressed
                    ? 'bg-amber-700 text-white ring-amber-700'
                    : 'bg-white text-stone-700 ring-stone-300 hover:bg-amber-50'
                }`}
              >
                {name ? statusWords(name) : t('list.all')}
              </button>
            );
          })}
        </div>

        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-stone-100 pt-3">
          <button
            type="button"
            onClick={() => void bookings.refetch()}
            disabled={bookings.isFetching}
            className={compactButton.secondary}
          >
            <RefreshCw aria-hidden className={`size-4 ${bookings.isFetching ? 'animate-spin' : ''}`} />
            {t('list.refresh')}
          </button>
          <a href={bookingsExportUrl(filter)} download title={t('list.exportHint')} className={compactButton.dark}>
            <Download aria-hidden className="size-4" />
            {t('list.exportCsv')}
          </a>
        </div>
      </div>

      <div ref={listTop} className="scroll-mt-4">
        {body}
      </div>
      <StatusMessageToast message={message} onDismiss={dismiss} />
    </div>
  );
}

function ListLoading() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden className="grid gap-3 lg:grid-cols-2">
        {[0, 1].map((index) => (
          <div key={index} className="animate-pulse space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
            <div className="h-5 w-1/3 rounded bg-stone-200" />
            <div className="h-4 w-2/3 rounded bg-stone-200" />
            <div className="h-4 w-full rounded bg-stone-200" />
            <div className="h-16 w-full rounded-xl bg-stone-100" />
          </div>
        ))}
      </div>
    </div>
  );
}
