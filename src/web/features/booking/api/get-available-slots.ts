import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const slotsQueryKey = (eventId: number) => ['booking', 'available-slots', eventId] as const;

export async function getAvailableSlots(eventId: number): Promise<number> {
  const reply = await apiRequest<{ availableSlots: number }>(`/api/available-slots?eventId=${eventId}`);
  return Math.max(0, Math.floor(reply.availableSlots));
}

/** How many more units this event can take, reloaded each time the dialog opens. */
export function useAvailableSlots(eventId: number) {
  return useQuery({ queryKey: slotsQueryKey(eventId), queryFn: () => getAvailableSlots(eventId), staleTime: 0 });
}
