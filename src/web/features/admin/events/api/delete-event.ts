import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okReply } from '#shared/schemas/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invalidateEvents } from '#web/features/admin/api/get-admin-events.ts';

/** The server answers 409 when the event has bookings or payments in progress. */
export async function deleteEvent(id: number): Promise<void> {
  await apiRequest(`/api/events/${id}`, { method: 'DELETE', reply: okReply });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEvent, onSuccess: () => invalidateEvents(queryClient) });
}
