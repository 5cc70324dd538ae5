import { useQuery } from '@tanstack/react-query';
import { availableSlotsReply, type AvailableSlotsReply } from '#shared/schemas/availability.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type EventSlots = Omit<AvailableSlotsReply, 'success'>;

export async function getAvailableSlots(eventId: number, receipt?: string): Promise<EventSlots> {
  const query = new URLSearchParams({ eventId: String(eventId) });
  if (receipt) query.set('receipt', receipt);
  const { success: _success, ...slots } = await apiRequest(`/api/available-slots?${query}`, {
    reply: availableSlotsReply,
  });
  return { ...slots, availableSlots: Math.max(0, Math.floor(slots.availableSlots)) };
}

/**
 * How many more units this event can take, reloaded each time the dialog opens. With the receipt of
 * the customer's own open order, that order's held units count as theirs.
 */
export function useAvailableSlots(eventId: number, receipt?: string) {
  return useQuery({
    queryKey: queryKeys.booking.availableSlots(eventId, receipt),
    queryFn: () => getAvailableSlots(eventId, receipt),
    staleTime: 0,
  });
}
