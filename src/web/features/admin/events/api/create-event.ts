import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ValidEventInput } from '../model/event-form.ts';
import { invalidateEvents } from '#web/features/admin/api/get-admin-events.ts';

export async function createEvent(input: ValidEventInput): Promise<PublicEvent> {
  return (await apiRequest<{ event: PublicEvent }>('/api/events', { method: 'POST', body: input })).event;
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEvent, onSuccess: () => invalidateEvents(queryClient) });
}
