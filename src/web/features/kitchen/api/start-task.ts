import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskReply } from '#shared/schemas/diary.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invalidateEvent } from './get-tasks.ts';

/** 409 'kitchenRules.tasks.alreadyStarted' {name, time} when someone started it first. */
export async function startTask({ eventId, taskId, name }: { eventId: number; taskId: string; name: string }) {
  return apiRequest(`/api/todos/${eventId}/${encodeURIComponent(taskId)}/start`, {
    method: 'POST',
    body: { name },
    reply: taskReply,
  });
}

export function useStartTask(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startTask, onSettled: () => invalidateEvent(queryClient, eventId) });
}
