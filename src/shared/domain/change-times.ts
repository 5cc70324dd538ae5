/**
 * When a change happened. A change made offline waits on the device and reaches the server later; it
 * carries the moment the cook made it (header `x-change-made-at`: epoch milliseconds on the server's
 * clock as the device knew it, its own clock corrected by the last offset it measured). The server
 * records that moment as the record's time and keeps when the change arrived beside it. A change
 * without the header was made as it arrived.
 */

import type { TextKey } from '#shared/content/locales/text-keys.ts';

/** The header naming when a change was made (epoch ms, whole). */
export const CHANGE_MADE_AT_HEADER = 'x-change-made-at';

/** A made-at time may lie this far ahead of the server's clock (clocks a few seconds apart, a slow measurement). */
export const MADE_AT_MAX_AHEAD_MS = 60 * 1000;
/**
 * A change older than this is refused: a device offline sends what waits as soon as the network returns
 * (and every 15 s after), so a change a day old is a device whose clock or queue is wrong, and a record
 * placed a day back on its word would mislead the food-safety log. The cook is told and records it again.
 */
export const MADE_AT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Made and arrived further apart than this, the report shows both. */
export const ARRIVED_LATE_MS = 60 * 1000;

export const MADE_AT_REFUSALS = {
  unreadable: 'offline.refusals.madeAtUnreadable',
  ahead: 'offline.refusals.madeAtAhead',
  tooOld: 'offline.refusals.madeAtTooOld',
} as const;

/** When a change was made and when it reached the server (ISO instants). */
export interface ChangeTimes {
  madeAt: string;
  arrivedAt: string;
}

export type MadeAtReading = { ok: true; times: ChangeTimes } | { ok: false; key: TextKey };

/** A change made as it arrived (sent online, without the header). */
export function madeAsArrived(arrivedMs: number): ChangeTimes {
  const at = new Date(arrivedMs).toISOString();
  return { madeAt: at, arrivedAt: at };
}

/**
 * The times of a change that arrived at `arrivedMs` with the header's value `header` (undefined: sent
 * as it was made). A time up to a minute ahead of the arrival counts as the arrival (the clocks differ
 * by that much); further ahead, older than a day, or not a whole number of milliseconds: refused with
 * the reason's text key.
 */
export function readMadeAt(header: string | undefined, arrivedMs: number): MadeAtReading {
  const arrivedAt = new Date(arrivedMs).toISOString();
  if (header === undefined) return { ok: true, times: madeAsArrived(arrivedMs) };
  const madeMs = /^\d{1,15}$/.test(header.trim()) ? Number(header.trim()) : NaN;
  if (!Number.isSafeInteger(madeMs)) return { ok: false, key: MADE_AT_REFUSALS.unreadable };
  if (madeMs > arrivedMs + MADE_AT_MAX_AHEAD_MS) return { ok: false, key: MADE_AT_REFUSALS.ahead };
  if (madeMs < arrivedMs - MADE_AT_MAX_AGE_MS) return { ok: false, key: MADE_AT_REFUSALS.tooOld };
  return { ok: true, times: { madeAt: new Date(Math.min(madeMs, arrivedMs)).toISOString(), arrivedAt } };
}

/**
 * When a record reached the server, to show beside its time: only when it arrived more than a minute
 * after it was made (else null, and for records kept before arrivals were).
 */
export function lateArrival(madeAt: string | null | undefined, arrivedAt: string | null | undefined): string | null {
  if (!madeAt || !arrivedAt) return null;
  const made = Date.parse(madeAt);
  const arrived = Date.parse(arrivedAt);
  if (!Number.isFinite(made) || !Number.isFinite(arrived)) return null;
  return arrived - made > ARRIVED_LATE_MS ? arrivedAt : null;
}
