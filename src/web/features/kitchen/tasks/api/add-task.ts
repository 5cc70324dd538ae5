import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskReply, type NewTaskRequest } from '#shared/schemas/tasks.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invalidateEvent } from './get-tasks.ts';

export async function addTask({ eventId, request }: { eventId: number; request: NewTaskRequest }) {
  return apiRequest(`/api/todos/${eventId}/tasks`, { method: 'POST', body: request, reply: taskReply });
}

export function useAddTask(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addTask, onSettled: () => invalidateEvent(queryClient, eventId) });
}
