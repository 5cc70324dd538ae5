import { useMemo } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';

/** Dates and times as the owner reads them: Kerala time, in the screen's language. */
export function useFormatDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language === 'ml' ? 'ml-IN' : 'en-IN', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [language]);
}
