import { useMutation, useQueryClient } from '@tanstack/react-query';
import { temperatureReply } from '#shared/schemas/tasks.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invalidateEvent } from './get-tasks.ts';

/**
 * Corrects a pit reading: the right value becomes a new reading and the first stays, marked, with who and
 * why. Needs the network (it is not queued on the device): a correction is made with the record in view.
 */
export async function correctReading({
  eventId,
  readingId,
  ...body
}: {
  eventId: number;
  readingId: number;
  value: number;
  name: string;
  reason: string;
}) {
  return apiRequest(`/api/todos/${eventId}/temperatures/${readingId}/correct`, {
    method: 'POST',
    body,
    reply: temperatureReply,
  });
}

export function useCorrectReading(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: correctReading, onSettled: () => invalidateEvent(queryClient, eventId) });
}
