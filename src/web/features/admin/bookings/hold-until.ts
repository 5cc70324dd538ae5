import { useCallback } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatKeralaStamp } from '#shared/domain/kerala-time.ts';

/** A hold's end as the owner reads it: the hour and minute on Kerala's clock, labelled IST. */
export function useHoldUntil(): (iso: string) => string {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  return useCallback(
    // 'YYYY-MM-DD HH:MM' on Kerala's clock: a hold lasts minutes, so the hour and minute say enough.
    (iso: string) => t('keralaTime', { time: formatKeralaStamp(iso).slice(-5) }),
    [t],
  );
}
