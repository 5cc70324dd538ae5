import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okReply } from '#shared/schemas/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invalidateEvent } from './get-tasks.ts';

/** The final task is refused with 409 'kitchenRules.tasks.finalTaskLocked'. */
export async function deleteTask({ eventId, taskId }: { eventId: number; taskId: string }) {
  await apiRequest(`/api/todos/${eventId}/${encodeURIComponent(taskId)}`, { method: 'DELETE', reply: okReply });
}

export function useDeleteTask(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTask, onSettled: () => invalidateEvent(queryClient, eventId) });
}
