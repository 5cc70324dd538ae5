import { useId } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { bookingMoney } from '#shared/domain/booking-state.ts';
import { bookingMoneyTextKey } from '#shared/domain/booking-status-words.ts';
import type { AdminBooking } from '#shared/schemas/bookings.ts';
import { FlagBadge, StatusBadge } from '#web/features/admin/components/status-badge.tsx';
import { useFormatDateTime } from './format-date-time.ts';
import type { StatusMessage } from './status-message.tsx';
import { BookingFacts } from './booking-facts.tsx';
import { BookingHistory } from './booking-history.tsx';
import { BookingItems } from './booking-items.tsx';
import { BookingStatusPicker } from './booking-status-picker.tsx';
import { RefundsSection } from './refunds-section.tsx';
import { BookingDocumentLink } from './booking-document-link.tsx';

interface BookingCardProps {
  booking: AdminBooking;
  onStatusMessage: (message: StatusMessage) => void;
}

/**
 * One booking: who, where, what, how much, what the payment flow flagged, its status and money and who
 * changed it, and its refunds.
 */
export function BookingCard({ booking, onStatusMessage }: BookingCardProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  const titleId = useId();
  const flagged = booking.flags.length > 0;
  return (
    <article
      aria-labelledby={titleId}
      data-booking={booking.bookingId}
      className={`flex h-full flex-col rounded-2xl p-4 shadow-sm ${
        booking.status === 'cancelled' ? 'bg-stone-50' : 'bg-white'
      } ${flagged ? 'ring-2 ring-red-300' : 'ring-1 ring-stone-200'}`}
    >
      <BookingCardHeader booking={booking} titleId={titleId} />
      {flagged && (
        <ul aria-label={t('card.flagged')} className="mt-2 flex flex-wrap gap-1.5">
          {booking.flags.map((flag) => (
            <li key={flag} className="max-w-full">
              <FlagBadge flag={flag} />
            </li>
          ))}
        </ul>
      )}
      <BookingFacts booking={booking} />
      <BookingItems booking={booking} />
      <BookingStatusPicker booking={booking} onStatusMessage={onStatusMessage} />
      <BookingHistory history={booking.history} />
      <RefundsSection booking={booking} onStatusMessage={onStatusMessage} />
      <BookingDocumentLink booking={booking} />
      <p className="mt-auto pt-3 text-xs break-all text-stone-400">
        {t('card.paymentId')}: <span className="font-mono">{booking.paymentId}</span>
      </p>
    </article>
  );
}

/** The reference and when it was booked; the status, and the money when some went back. */
function BookingCardHeader({ booking, titleId }: { booking: AdminBooking; titleId: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  const { t: tAll } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const money = bookingMoney(booking.amountPaise, booking.refunds);
  return (
    <header className="flex items-start justify-between gap-2">
      <div className="min-w-0">
        <h3 id={titleId} className="font-mono text-lg font-bold text-stone-900">
          <span className="sr-only">{t('card.reference')}: </span>
          {booking.bookingId}
        </h3>
        <p className="text-xs text-stone-500">{t('card.bookedAt', { date: formatDateTime(booking.createdAt) })}</p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <StatusBadge status={booking.status} />
        {money.state !== 'paid' && (
          <span
            data-money={money.state}
            className="inline-flex shrink-0 items-center rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-900 ring-1 ring-violet-300"
          >
            <span className="sr-only">{t('card.money')}: </span>
            {tAll(bookingMoneyTextKey(money.state))}
          </span>
        )}
      </div>
    </header>
  );
}
