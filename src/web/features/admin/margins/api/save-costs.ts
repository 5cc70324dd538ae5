import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventMarginReply, type EventCostsInput, type EventMargin } from '#shared/schemas/margins.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function saveEventCosts(eventId: number, costs: EventCostsInput): Promise<EventMargin> {
  const path = `/api/events/${eventId}/costs`;
  return (await apiRequest(path, { method: 'PUT', body: costs, reply: eventMarginReply })).data;
}

/** Saves the event's other costs (the defaults of the next event too); every margin is read again. */
export function useSaveEventCosts(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (costs: EventCostsInput) => saveEventCosts(eventId, costs),
    onSuccess: (margin) => queryClient.setQueryData(queryKeys.margins.event(eventId), margin),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.margins.all }),
  });
}
