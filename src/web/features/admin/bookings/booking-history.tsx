import { useTranslation } from '#web/lib/i18n.ts';
import type { AdminBooking } from '#shared/schemas/bookings.ts';
import { useBookingStatusWords } from '#web/features/admin/components/status-badge.tsx';
import { useFormatDateTime } from './format-date-time.ts';

/** Every status change: from what to what, by whom and when. Nothing when the status never changed. */
export function BookingHistory({ history }: { history: AdminBooking['history'] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  const statusName = useBookingStatusWords();
  const formatDateTime = useFormatDateTime();
  if (history.length === 0) return null;
  return (
    <section className="mt-3 border-t border-stone-200 pt-2 text-sm">
      <h4 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{t('card.history')}</h4>
      <ol className="mt-1 space-y-1">
        {history.map((change, index) => (
          <li key={index} className="break-words">
            <span className="font-medium text-stone-900">
              {t('card.historyEntry', { from: statusName(change.from), to: statusName(change.to) })}
            </span>{' '}
            <span className="text-stone-600">
              {t('card.historyBy', { by: change.by, at: formatDateTime(change.at) })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
