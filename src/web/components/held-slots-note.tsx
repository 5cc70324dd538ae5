import { Clock } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { minutesUntil } from '#shared/domain/minutes-until.ts';

/** "N slots are held by customers paying now. Check again in M minutes.": held is not sold. */
export function HeldSlotsNote({
  heldSlots,
  nextReleaseAt,
  className = '',
}: {
  heldSlots: number;
  nextReleaseAt: string | null;
  className?: string;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking.held' });
  if (heldSlots <= 0) return null;
  return (
    <p className={`flex items-start gap-2 ${className}`} data-testid="held-slots">
      <Clock aria-hidden className="mt-0.5 size-5 shrink-0" />
      <span>
        {t('slots', { count: heldSlots })}
        {nextReleaseAt && <> {t('checkAgain', { count: minutesUntil(nextReleaseAt) })}</>}
      </span>
    </p>
  );
}
