import { useQuery } from '@tanstack/react-query';
import { serverTimeReply } from '#shared/schemas/timers.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

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
    queryKey: queryKeys.sop.serverTime,
    queryFn: measureClockOffset,
    staleTime: CLOCK_REFRESH_MS,
    refetchInterval: CLOCK_REFRESH_MS,
    initialData: rememberedOffset,
    // The kept offset is a fallback, not a measurement: a new one is taken at once.
    initialDataUpdatedAt: 0,
  });
}
