import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventReply, type PublicEvent, type ValidEventInput } from '#shared/schemas/events.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invalidateEvents } from '#web/features/admin/api/get-admin-events.ts';

/** PUT replaces the whole event: the form always sends every field. */
export async function updateEvent({ id, input }: { id: number; input: ValidEventInput }): Promise<PublicEvent> {
  return (await apiRequest(`/api/events/${id}`, { method: 'PUT', body: input, reply: eventReply })).event;
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEvent, onSuccess: () => invalidateEvents(queryClient) });
}
