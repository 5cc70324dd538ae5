import type { TFunction } from 'i18next';
import { ApiError, NETWORK_ERROR_STATUS } from '#web/lib/api-client.ts';

/**
 * How a kitchen screen words a failed call: no connection; the server's text key (a rule refusal such
 * as 'kitchenRules.tasks.alreadyStarted') in the screen's language; else the action's own message.
 */
export function problemText(error: unknown, fallback: string, t: TFunction, exists: (key: string) => boolean): string {
  if (error instanceof ApiError && error.status === NETWORK_ERROR_STATUS) return t('kitchen.common.unableToConnect');
  if (error instanceof ApiError && error.code && exists(error.code)) return t(error.code, error.params);
  return fallback;
}
