import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { useBookingsLiveUpdates } from '#web/features/admin/api/bookings-live-updates.ts';
import { LiveBadge } from '#web/features/admin/components/live-badge.tsx';
import { bookingsExportUrl, useBookings } from './api/get-bookings.ts';
import { BookingsFilterBar } from './bookings-filter-bar.tsx';
import { BookingsListBody } from './bookings-list-body.tsx';
import { StatusMessageToast, useStatusMessage, type StatusMessage } from './status-message.tsx';
import { useListAddress, useSearchDraft } from './use-list-address.ts';
import { CLEAR_FILTERS, pageChange } from './model/list-address.ts';
import { listView, pageToShowInstead } from './model/list-view.ts';

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
  const address = useListAddress(eventId);
  const { change, page } = address;
  const bookings = useBookings(address.filter, page);
  const { live } = useBookingsLiveUpdates();
  const { message, show, dismiss } = useStatusMessage();
  const listTop = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useSearchDraft(address.q, (text) => change({ q: text || undefined }, true));

  const showInstead = pageToShowInstead(page, bookings.data, bookings.isPlaceholderData);
  const correctPage = useEffectEvent((target: number) => change(pageChange(target), true));
  useEffect(() => {
    if (showInstead !== null) correctPage(showInstead);
  }, [showInstead]);

  const goToPage = (target: number) => {
    change(pageChange(target));
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const clearFilters = () => {
    setDraft('');
    change(CLEAR_FILTERS);
  };

  return (
    <div className="space-y-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">{header}</div>
        <div className="max-w-[55%] shrink-0 pt-0.5">
          <LiveBadge live={live} />
        </div>
      </div>
      {beforeList?.(show)}
      <BookingsFilterBar
        eventId={eventId}
        status={address.status}
        pickedEvent={address.pickedEvent}
        search={{
          draft,
          onType: setDraft,
          onEnter: () => change({ q: draft.trim() || undefined }, true),
        }}
        onChange={change}
        refreshing={bookings.isFetching}
        onRefresh={() => void bookings.refetch()}
        exportUrl={bookingsExportUrl(address.filter)}
      />
      <div ref={listTop} className="scroll-mt-4">
        <BookingsListBody
          view={listView(bookings)}
          page={page}
          stale={bookings.isPlaceholderData}
          filtered={address.filtered}
          onRetry={() => void bookings.refetch()}
          onClearFilters={clearFilters}
          onGoToPage={goToPage}
          onStatusMessage={show}
        />
      </div>
      <StatusMessageToast message={message} onDismiss={dismiss} />
    </div>
  );
}
