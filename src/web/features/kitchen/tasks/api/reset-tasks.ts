import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okReply } from '#shared/schemas/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invalidateEvent } from './get-tasks.ts';

/** Replaces the list with the default tasks. */
export async function resetTasks(eventId: number) {
  await apiRequest(`/api/todos/${eventId}/reset`, { method: 'POST', body: {}, reply: okReply });
}

export function useResetTasks(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetTasks, onSettled: () => invalidateEvent(queryClient, eventId) });
}
