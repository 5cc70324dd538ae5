import type { TFunction } from '#web/lib/i18n.ts';
import { ApiError, NETWORK_ERROR_STATUS } from '#web/lib/api-client.ts';
import { hourMinute } from './clock.ts';

/**
 * How a kitchen screen words a failed call: no connection; the server's text key (a rule refusal such
 * as 'kitchenRules.tasks.alreadyStarted') in the screen's language; else the action's own message.
 */
export function problemText(error: unknown, fallback: string, t: TFunction, exists: (key: string) => boolean): string {
  if (error instanceof ApiError && error.status === NETWORK_ERROR_STATUS) return t('kitchen.common.unableToConnect');
  if (error instanceof ApiError && error.code && exists(error.code)) return t(error.code, shownParams(error.params));
  return fallback;
}

/** The server sends times as ISO instants; a cook reads them as the clock on the wall (HH:MM). */
function shownParams(params: Record<string, string | number>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? hourMinute(value) : value,
    ]),
  );
}
