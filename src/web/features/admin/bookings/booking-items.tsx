import { useTranslation } from '#web/lib/i18n.ts';
import { formatRupees } from '#shared/domain/money.ts';
import type { AdminBooking } from '#shared/schemas/bookings.ts';

/** What was ordered, line by line, and the total paid (with the discount, if any). */
export function BookingItems({ booking }: { booking: AdminBooking }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  return (
    <div className="mt-3 rounded-xl bg-stone-50 p-3 text-sm ring-1 ring-stone-200">
      <h4 className="sr-only">{t('card.items')}</h4>
      <ul className="space-y-1">
        {booking.items.map((line) => (
          <li key={line.key} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">
              {line.quantity} × {line.name}
            </span>
            <span className="shrink-0 tabular-nums text-stone-600">{formatRupees(line.linePaise)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex flex-wrap items-baseline justify-between gap-x-3 border-t border-stone-200 pt-2">
        <span className="font-semibold text-stone-900">
          {t('card.total')}
          {booking.discountApplied > 0 && (
            <span className="ml-2 text-xs font-medium text-emerald-700">
              {t('card.discount', { percent: booking.discountApplied })}
            </span>
          )}
        </span>
        <span className="font-bold tabular-nums text-stone-900" data-testid="booking-amount">
          {formatRupees(booking.amountPaise)}
        </span>
      </p>
    </div>
  );
}
