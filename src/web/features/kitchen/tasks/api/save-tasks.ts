import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okReply } from '#shared/schemas/common.ts';
import type { Task } from '#shared/schemas/tasks.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invalidateEvent } from './get-tasks.ts';

/** The whole list with the version it was read at; a stale version is refused with 409. */
export async function saveTasks({ eventId, tasks, version }: { eventId: number; tasks: Task[]; version: number }) {
  await apiRequest(`/api/todos/${eventId}`, { method: 'POST', body: { tasks, version }, reply: okReply });
}

export function useSaveTasks(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTasks, onSettled: () => invalidateEvent(queryClient, eventId) });
}
