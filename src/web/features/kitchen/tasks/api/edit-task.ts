import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { taskReply, type taskChangesSchema } from '#shared/schemas/tasks.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invalidateEvent } from './get-tasks.ts';

export type TaskChanges = z.input<typeof taskChangesSchema>;

/** What a cook may change of one task (text, due date, times, assignee, description…). */
export async function editTask({
  eventId,
  taskId,
  changes,
}: {
  eventId: number;
  taskId: string;
  changes: TaskChanges;
}) {
  return apiRequest(`/api/todos/${eventId}/${encodeURIComponent(taskId)}`, {
    method: 'PUT',
    body: changes,
    reply: taskReply,
  });
}

export function useEditTask(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editTask, onSettled: () => invalidateEvent(queryClient, eventId) });
}
