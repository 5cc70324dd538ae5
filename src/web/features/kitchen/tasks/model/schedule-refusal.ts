import { ApiError } from '#web/lib/api-client.ts';

/**
 * What a refused schedule change means for the panel: `time`, a delivery time the server cannot read
 * (the form shows it beside the field); `stale`, the list changed meanwhile (the current one replaces
 * what is shown); `other`, any other failure (worded in the panel's banner).
 */
export type ScheduleRefusal = 'time' | 'stale' | 'other';

export function scheduleRefusalOf(error: unknown): ScheduleRefusal {
  if (!(error instanceof ApiError)) return 'other';
  if (error.status === 400 && error.field === 'deliveryTime') return 'time';
  return error.status === 409 ? 'stale' : 'other';
}
