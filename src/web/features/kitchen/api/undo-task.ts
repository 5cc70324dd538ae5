import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskReply } from '#shared/schemas/diary.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invalidateEvent } from './get-tasks.ts';

/** Undo start clears the started fields; undo completion clears the completed ones. */
export async function undoTask({
  eventId,
  taskId,
  step,
}: {
  eventId: number;
  taskId: string;
  step: 'start' | 'complete';
}) {
  return apiRequest(`/api/todos/${eventId}/${encodeURIComponent(taskId)}/undo-${step}`, {
    method: 'POST',
    body: {},
    reply: taskReply,
  });
}

export function useUndoTask(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: undoTask, onSettled: () => invalidateEvent(queryClient, eventId) });
}
