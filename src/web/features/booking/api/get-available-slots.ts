import { useQuery } from '@tanstack/react-query';
import { availableSlotsReply } from '#shared/schemas/events.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getAvailableSlots(eventId: number): Promise<number> {
  const reply = await apiRequest(`/api/available-slots?eventId=${eventId}`, { reply: availableSlotsReply });
  return Math.max(0, Math.floor(reply.availableSlots));
}

/** How many more units this event can take, reloaded each time the dialog opens. */
export function useAvailableSlots(eventId: number) {
  return useQuery({
    queryKey: queryKeys.booking.availableSlots(eventId),
    queryFn: () => getAvailableSlots(eventId),
    staleTime: 0,
  });
}
