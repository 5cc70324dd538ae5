import { Hourglass } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useLineSizes } from './api/get-line-sizes.ts';

/** The event's waiting list in a few words for the owner: "3 waiting · 7 slots", or nobody waiting. */
export function LineSize({ eventId }: { eventId: number }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings.waitingList' });
  const sizes = useLineSizes();
  if (sizes.isPending) {
    return (
      <span data-testid="line-size" className="inline-flex items-center gap-1 text-stone-500">
        <Hourglass aria-hidden className="size-4" />
        <span className="h-4 w-20 animate-pulse rounded bg-stone-200" aria-hidden />
        <span className="sr-only">{t('summaryLoading')}</span>
      </span>
    );
  }
  // Without the count the owner still has the list itself: nothing is said rather than a wrong zero.
  if (sizes.isError) return null;
  const size = sizes.data.find((candidate) => candidate.eventId === eventId);
  return (
    <span
      data-testid="line-size"
      className={`inline-flex items-center gap-1 ${size ? 'font-semibold text-amber-900' : 'text-stone-600'}`}
    >
      <Hourglass aria-hidden className="size-4" />
      {size ? `${t('waiting', { count: size.people })} · ${t('units', { count: size.units })}` : t('nobodyWaiting')}
    </span>
  );
}
