import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ValidEventInput } from '../model/event-form.ts';
import { invalidateEvents } from '#web/features/admin/api/get-admin-events.ts';

/** PUT replaces the whole event: the form always sends every field. */
export async function updateEvent({ id, input }: { id: number; input: ValidEventInput }): Promise<PublicEvent> {
  return (await apiRequest<{ event: PublicEvent }>(`/api/events/${id}`, { method: 'PUT', body: input })).event;
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEvent, onSuccess: () => invalidateEvents(queryClient) });
}
