import { useCallback } from 'react';
import { formatEventDate, isEventDay } from '#shared/domain/event-date.ts';
import { formatKeralaClock } from '#shared/domain/kerala-time.ts';
import { ApiError, NETWORK_ERROR_STATUS } from './api-client.ts';
import { i18n, useTranslation, type TFunction } from './i18n.ts';

/** The one text for a call that never reached the server. */
export const UNABLE_TO_CONNECT = 'common.unableToConnect';

/** A failed call as a banner shows it: the action that failed and, where there is more to say, why. */
export interface Failure {
  title: string;
  /** The refusal's own words, when the server gave some worth reading. */
  detail?: string;
}

const isUnreachable = (error: unknown) => error instanceof ApiError && error.status === NETWORK_ERROR_STATUS;

/**
 * The refusal in the screen's language, when the server named it by a text key
 * ('kitchenRules.tasks.alreadyStarted'); undefined for any other failure.
 */
function refusalText(error: unknown, t: TFunction): string | undefined {
  if (!(error instanceof ApiError) || !error.code) return undefined;
  // A text in plural forms only ('…_one', '…_other') is found by its count.
  const params = shownParams(error.params);
  if (!i18n.exists(error.code, params)) return undefined;
  return t(error.code, params);
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T/;

/**
 * The server sends times as ISO instants, which people read as the clock on the wall (HH:MM), and days
 * as 'YYYY-MM-DD', which they read in the screen's language.
 */
function shownParams(params: Record<string, string | number>): Record<string, string | number> {
  const shown = (value: string | number) => {
    if (typeof value !== 'string') return value;
    if (INSTANT.test(value)) return formatKeralaClock(value);
    return isEventDay(value) ? formatEventDate(value, i18n.language) : value;
  };
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, shown(value)]));
}

/**
 * How the browser words a failed call: no connection; a refusal the server named by a text key, in
 * the screen's language; else the action's own `fallback`. `t` is the screen's (no key prefix).
 */
export function problemText(error: unknown, fallback: string, t: TFunction = i18n.t): string {
  if (isUnreachable(error)) return t(UNABLE_TO_CONNECT);
  return refusalText(error, t) ?? fallback;
}

/** problemText in the screen's language, renewed when the language changes. */
export function useProblemText(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation();
  return useCallback((error, fallback) => problemText(error, fallback, t), [t]);
}

/**
 * A failed call for a banner: no connection as the title; else the action's `title` with, beside it,
 * the refusal worded by its text key or, for the caller's faults (4xx), the server's own sentence.
 */
export function describeFailure(error: unknown, title: string, t: TFunction = i18n.t): Failure {
  if (isUnreachable(error)) return { title: t(UNABLE_TO_CONNECT) };
  const sentence =
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : undefined;
  const detail = refusalText(error, t) ?? sentence;
  return detail ? { title, detail } : { title };
}
