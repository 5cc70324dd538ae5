import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okReply } from '#shared/schemas/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invalidateEvent } from './get-tasks.ts';

/**
 * Moves the whole list for a delivery time, from the list's version; the server refuses a time that
 * puts a task off its day or cuts the fire short (naming `deliveryTime`), and a stale version with 409.
 */
export async function scheduleTasks({
  eventId,
  deliveryTime,
  version,
}: {
  eventId: number;
  deliveryTime: string;
  version: number;
}) {
  await apiRequest(`/api/todos/${eventId}/schedule`, {
    method: 'POST',
    body: { deliveryTime, version },
    reply: okReply,
  });
}

export function useScheduleTasks(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: scheduleTasks, onSettled: () => invalidateEvent(queryClient, eventId) });
}
