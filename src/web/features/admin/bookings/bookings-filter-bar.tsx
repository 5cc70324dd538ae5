import { Download, RefreshCw, Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { BOOKING_STATUSES, type BookingStatus } from '#shared/schemas/bookings.ts';
import { useAdminEvents } from '#web/features/admin/api/get-admin-events.ts';
import { useBookingStatusWords } from '#web/features/admin/components/status-badge.tsx';
import { useEventDateText } from '#web/components/event-date.tsx';
import { compactButton } from '#web/components/buttons.ts';
import { SelectField } from '#web/components/fields.tsx';
import type { ListParamChanges } from './model/list-address.ts';
import { eventFilterOptions } from './model/event-choices.ts';

interface BookingsFilterBarProps {
  /** The event view's own event: the bar then has no event filter. */
  eventId?: number;
  status?: BookingStatus;
  pickedEvent?: number;
  search: { draft: string; onType: (text: string) => void; onEnter: () => void };
  onChange: (changes: ListParamChanges) => void;
  refreshing: boolean;
  onRefresh: () => void;
  exportUrl: string;
}

/** The search box, the event filter, the status chips, and Refresh and the CSV export. */
export function BookingsFilterBar({
  eventId,
  status,
  pickedEvent,
  search,
  onChange,
  ...actions
}: BookingsFilterBarProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  return (
    <div
      role="search"
      aria-label={t('list.filters')}
      className="space-y-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:p-4"
    >
      <div className={`grid gap-3 ${eventId ? '' : 'sm:grid-cols-2'}`}>
        <SearchBox {...search} />
        {!eventId && <EventFilter picked={pickedEvent} onPick={(event) => onChange({ event: event || undefined })} />}
      </div>
      <StatusChips status={status} onPick={(name) => onChange({ status: name })} />
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-stone-100 pt-3">
        <button
          type="button"
          onClick={actions.onRefresh}
          disabled={actions.refreshing}
          className={compactButton.secondary}
        >
          <RefreshCw aria-hidden className={`size-4 ${actions.refreshing ? 'animate-spin' : ''}`} />
          {t('list.refresh')}
        </button>
        <a href={actions.exportUrl} download title={t('list.exportHint')} className={compactButton.dark}>
          <Download aria-hidden className="size-4" />
          {t('list.exportCsv')}
        </a>
      </div>
    </div>
  );
}

function SearchBox({ draft, onType, onEnter }: BookingsFilterBarProps['search']) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {t('list.search')}
      </label>
      <div className="relative mt-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
        />
        <input
          id={id}
          type="search"
          value={draft}
          maxLength={100}
          placeholder={t('list.searchPlaceholder')}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onEnter();
          }}
          className="min-h-11 w-full rounded-lg border border-stone-300 py-2 pr-3 pl-9 text-base focus:border-amber-600 focus:ring-2 focus:ring-amber-200 focus:outline-none"
        />
      </div>
    </div>
  );
}

function EventFilter({ picked, onPick }: { picked?: number; onPick: (eventId: string) => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  const events = useAdminEvents();
  const eventDateText = useEventDateText();
  const options = eventFilterOptions(events.data ?? [], picked, {
    allEvents: t('list.allEvents'),
    event: (event) =>
      `${event.isActive ? event.title : t('list.inactiveEvent', { title: event.title })}${
        event.date ? ` · ${eventDateText(event.date)}` : ''
      }`,
  });
  return (
    <SelectField
      className="min-w-0"
      label={t('list.eventFilter')}
      value={picked ?? ''}
      onChange={(event) => onPick(event.target.value)}
      options={options}
    />
  );
}

function StatusChips({ status, onPick }: { status?: BookingStatus; onPick: (status?: BookingStatus) => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  const statusWords = useBookingStatusWords();
  return (
    <div role="group" aria-label={t('list.statusFilter')} className="flex flex-wrap gap-1.5">
      {[undefined, ...BOOKING_STATUSES].map((name) => {
        const pressed = status === name;
        return (
          <button
            key={name ?? 'all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onPick(name)}
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
  );
}
