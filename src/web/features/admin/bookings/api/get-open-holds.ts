import { useQuery } from '@tanstack/react-query';
import { openHoldsReply, type OpenHold } from '#shared/schemas/holds.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** New checkouts are not announced on the live topic: while holds are open, look again this often. */
const CHECK_MS = 30_000;

export async function getOpenHolds(eventId: number): Promise<OpenHold[]> {
  return (await apiRequest(`/api/events/${eventId}/holds`, { reply: openHoldsReply })).data;
}

/**
 * The event's customers paying now, the soonest hold to expire first. Refetched with every booking
 * change (its key is under the bookings lists), and again when the soonest hold runs out.
 */
export function useOpenHolds(eventId: number) {
  return useQuery({
    queryKey: queryKeys.bookings.holds(eventId),
    queryFn: () => getOpenHolds(eventId),
    refetchInterval: (query) => {
      const soonest = query.state.data?.[0];
      if (!soonest) return CHECK_MS;
      return Math.min(CHECK_MS, Math.max(1000, Date.parse(soonest.expiresAt) - Date.now() + 500));
    },
  });
}
