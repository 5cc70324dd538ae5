import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventReply, type PublicEvent, type ValidEventInput } from '#shared/schemas/events.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invalidateEvents } from '#web/features/admin/api/get-admin-events.ts';

export async function createEvent(input: ValidEventInput): Promise<PublicEvent> {
  return (await apiRequest('/api/events', { method: 'POST', body: input, reply: eventReply })).event;
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEvent, onSuccess: () => invalidateEvents(queryClient) });
}
