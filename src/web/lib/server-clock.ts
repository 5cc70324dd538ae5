/*
 * The server's clock, as every kitchen screen counts with it: the guide's timers, the task panel's and
 * the wall board's late tasks. Two screens in one kitchen must agree, whatever their own clocks say.
 */
import { useQuery } from '@tanstack/react-query';
import { serverTimeReply } from '#shared/schemas/server-time.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useNow } from '#web/lib/use-now.ts';

/** The server's clock is read again this often: screen clocks drift. */
export const CLOCK_REFRESH_MS = 5 * 60_000;

/**
 * How far the server's clock is ahead of this screen's (ms): the server's `now` against the middle of
 * the round trip, so a slow answer does not count as clock difference.
 */
export async function measureClockOffset(): Promise<number> {
  const sent = Date.now();
  const { now } = await apiRequest('/api/time', { reply: serverTimeReply });
  const received = Date.now();
  const offset = now - (sent + received) / 2;
  rememberOffset(offset);
  return offset;
}

/** The last offset measured is kept on the device: a screen opened offline still counts on the server's clock. */
const OFFSET_STORAGE_KEY = 'mandi.clockOffset';

function rememberOffset(offset: number) {
  try {
    localStorage.setItem(OFFSET_STORAGE_KEY, String(Math.round(offset)));
  } catch {
    // Not kept: measured again on the next visit.
  }
}

function rememberedOffset(): number | undefined {
  try {
    const stored = localStorage.getItem(OFFSET_STORAGE_KEY);
    const offset = stored === null ? NaN : Number(stored);
    return Number.isFinite(offset) ? offset : undefined;
  } catch {
    return undefined;
  }
}

/** The offset, measured again every few minutes; the last one known (kept on the device) until then. */
export function useClockOffset() {
  return useQuery({
    queryKey: queryKeys.serverTime,
    queryFn: measureClockOffset,
    staleTime: CLOCK_REFRESH_MS,
    refetchInterval: CLOCK_REFRESH_MS,
    initialData: rememberedOffset,
    // The kept offset is a fallback, not a measurement: a new one is taken at once.
    initialDataUpdatedAt: 0,
  });
}

/**
 * The server's time as this screen best knows it (Date.now() + the measured offset), refreshed every
 * `everyMs`; null until the offset is known, so two screens never disagree about a timer.
 */
export function useServerNow(everyMs: number): number | null {
  const { data: offset } = useClockOffset();
  const now = useNow(everyMs);
  return offset === undefined ? null : now + offset;
}

/** The time to show on a clock: the server's once known, this screen's until then. */
export function useClockNow(everyMs: number): number {
  const { data: offset } = useClockOffset();
  return useNow(everyMs) + (offset ?? 0);
}

/** The server's time for an action taken now (a Start); this screen's clock until the offset is known. */
export function useServerTimeNow(): () => number {
  const { data: offset } = useClockOffset();
  return () => Date.now() + (offset ?? 0);
}
