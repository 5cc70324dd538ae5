import { CircleAlert } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { wordBookingStatus } from '#shared/domain/booking-status-words.ts';
import type { BookingFlag, BookingStatus } from '#shared/schemas/bookings.ts';

const STATUS_STYLE: Record<BookingStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  confirmed: 'bg-sky-100 text-sky-900 ring-sky-300',
  delivered: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  cancelled: 'bg-stone-200 text-stone-700 ring-stone-300',
};

/**
 * A booking status in the screen's language. Every place the admin words a status (badge, filter,
 * dropdown, history, overview counts, messages) goes through this, and the CSV through the same map.
 */
export function useBookingStatusWords(): (status: string) => string {
  const { t } = useTranslation();
  return (status) => wordBookingStatus(status, t);
}

export function StatusBadge({ status }: { status: BookingStatus }) {
  const statusWords = useBookingStatusWords();
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLE[status]}`}
    >
      {statusWords(status)}
    </span>
  );
}

/** What the payment flow flagged, in plain words and in red, so the owner cannot miss it. */
export function FlagBadge({ flag }: { flag: BookingFlag }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  return (
    <span
      data-flag={flag}
      className="inline-flex max-w-full items-start gap-1 rounded-lg bg-red-50 px-2 py-1 text-xs font-semibold text-red-800 ring-1 ring-red-300"
    >
      <CircleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
      <span className="min-w-0 break-words">{t(`flags.${flag}`)}</span>
    </span>
  );
}
