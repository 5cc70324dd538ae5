import { useQuery, type QueryClient } from '@tanstack/react-query';
import { taskListReply, type TaskList } from '#shared/schemas/diary.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getTasks(eventId: number): Promise<TaskList> {
  return apiRequest(`/api/todos/${eventId}`, { reply: taskListReply });
}

export function useTasks(eventId: number | null) {
  return useQuery({
    queryKey: queryKeys.kitchen.tasks(eventId ?? 0),
    queryFn: () => getTasks(eventId!),
    enabled: eventId !== null,
  });
}

/** After any change to one event's list: its tasks and its readings. */
export function invalidateEvent(queryClient: QueryClient, eventId: number) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.event(eventId) });
}
