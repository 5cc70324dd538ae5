import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskReply } from '#shared/schemas/diary.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invalidateEvent } from './get-tasks.ts';

export interface CompleteTask {
  eventId: number;
  taskId: string;
  name: string;
  temperatureValue?: number;
}

export async function completeTask({ eventId, taskId, name, temperatureValue }: CompleteTask) {
  return apiRequest(`/api/todos/${eventId}/${encodeURIComponent(taskId)}/complete`, {
    method: 'POST',
    body: { name, temperatureValue },
    reply: taskReply,
  });
}

export function useCompleteTask(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeTask, onSettled: () => invalidateEvent(queryClient, eventId) });
}
