import { useQuery } from '@tanstack/react-query';
import { waitingListReply, type WaitingEntryView } from '#shared/schemas/waiting-list.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Offers are made by the server's minute round too, which no one announces: look again this often. */
const CHECK_MS = 30_000;

export async function getWaitingList(eventId: number): Promise<WaitingEntryView[]> {
  return (await apiRequest(`/api/events/${eventId}/waiting-list`, { reply: waitingListReply })).data;
}

/** The event's waiting list, first come first; refetched with every booking change (under `lists`). */
export function useWaitingList(eventId: number) {
  return useQuery({
    queryKey: queryKeys.bookings.waitingList(eventId),
    queryFn: () => getWaitingList(eventId),
    refetchInterval: CHECK_MS,
  });
}
