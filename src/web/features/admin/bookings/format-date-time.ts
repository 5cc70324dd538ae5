import { useCallback } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatKeralaDateTime } from '#shared/domain/kerala-time.ts';

/** Dates and times as the owner reads them: Kerala time, labelled so, in the screen's language. */
export function useFormatDateTime(): (iso: string) => string {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  const language = i18n.language;
  return useCallback(
    (iso: string) => {
      const time = formatKeralaDateTime(iso, language);
      return time === iso ? iso : t('keralaTime', { time });
    },
    [t, language],
  );
}
