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
  return now - (sent + received) / 2;
}

export function useClockOffset() {
  return useQuery({
    queryKey: queryKeys.sop.serverTime,
    queryFn: measureClockOffset,
    staleTime: CLOCK_REFRESH_MS,
    refetchInterval: CLOCK_REFRESH_MS,
  });
}
