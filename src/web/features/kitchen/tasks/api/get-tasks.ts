import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { taskListReply, type TaskList, type TemperatureReading } from '#shared/schemas/tasks.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useOfflineChanges } from '#web/lib/offline/offline-changes.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { withWaitingTaskChanges } from '../model/waiting-task-changes.ts';

export async function getTasks(eventId: number): Promise<TaskList> {
  return apiRequest(`/api/todos/${eventId}`, { reply: taskListReply });
}

/**
 * The event's task list as this device shows it: the server's, with the changes still waiting on the
 * device laid over it (`waitingIds`: the tasks that have one; `waitingReadings`: the readings they record).
 */
export function useTasks(eventId: number | null, eventDate: string | null = null) {
  const { waiting } = useOfflineChanges();
  const select = useCallback(
    (list: TaskList): TaskList & { waitingIds: ReadonlySet<string>; waitingReadings: TemperatureReading[] } => {
      const { tasks, waitingIds, readings } = withWaitingTaskChanges(list.data, waiting, eventId ?? 0, eventDate);
      return { ...list, data: waitingIds.size ? tasks : list.data, waitingIds, waitingReadings: readings };
    },
    [waiting, eventId, eventDate],
  );
  return useQuery({
    queryKey: queryKeys.kitchen.tasks(eventId ?? 0),
    queryFn: () => getTasks(eventId!),
    enabled: eventId !== null,
    select,
  });
}

/** After any change to one event's list: its tasks and its readings. */
export function invalidateEvent(queryClient: QueryClient, eventId: number) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.event(eventId) });
}
