import { keyOf } from '#shared/content/locales/text-keys.ts';
import { useMemo } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { ZodError } from 'zod';
import { ApiError } from '#web/lib/api-client.ts';
import { problemText } from '#web/lib/problem-text.ts';
import type { Language } from '#web/lib/i18n.ts';

/** A translate function over the `reports` texts ('summary.heading', 'time.minutes' with a count, …). */
export type Words = (key: string, params?: Record<string, string | number>) => string;

/**
 * The report's texts in the screen's language, and in English for the CSV (its columns and statuses
 * are English whatever the screen's language).
 */
export function useReportWords(): { words: Words; english: Words; language: Language } {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'reports' });
  const language: Language = i18n.language === 'ml' ? 'ml' : 'en';
  return useMemo(() => {
    const fixed = i18n.getFixedT('en', 'translation', 'reports');
    return {
      words: (key, params) => t(keyOf(key), params ?? {}),
      english: (key, params) => fixed(keyOf(key), params ?? {}),
      language,
    };
  }, [t, i18n, language]);
}

/**
 * Why a load failed, worded as every failed call is (problemText), else: a reply that is not what the
 * contract says (a failed check, or success missing on a 2xx) is 'Invalid data format received from
 * server'; any other the call's own 'Failed to fetch …: <status>'.
 */
export function loadProblem(error: unknown, words: Words, fetchKey: string): string {
  const refused = error instanceof ApiError && (error.status < 200 || error.status >= 300);
  return problemText(error, refused ? words(fetchKey, { status: error.status }) : words('errors.invalidFormat'));
}

/** A reply that came but does not hold what the contract says (success true and the data). */
export const isBadShape = (error: unknown): boolean =>
  error instanceof ZodError || (error instanceof ApiError && error.status >= 200 && error.status < 300);

const SHORT_DAY = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An event's day ('YYYY-MM-DD') as the dropdown shows it, '20/12/2026'; free text as it is. */
export function shortDay(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(time) ? SHORT_DAY.format(time) : date;
}
