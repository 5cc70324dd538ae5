import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Task, taskChangesSchema } from '#shared/schemas/tasks.ts';
import { offlineChanges, type ChangeRequest, type ChangeResult } from '#web/lib/offline/offline-changes.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { TASK_EDIT_KIND } from '../model/waiting-task-changes.ts';
import { invalidateEvent } from './get-tasks.ts';

export type TaskChanges = z.input<typeof taskChangesSchema>;

/** The edit as the device's queue keeps it: where it goes, what it changes and how the status bar names it. */
export function taskEditRequest(eventId: number, task: Pick<Task, 'id' | 'task'>, changes: TaskChanges): ChangeRequest {
  return {
    kind: TASK_EDIT_KIND,
    method: 'PUT',
    path: `/api/todos/${eventId}/${encodeURIComponent(task.id)}`,
    body: changes,
    subject: { eventId, taskId: task.id },
    label: { key: `offline.changes.${TASK_EDIT_KIND}`, params: { task: task.task } },
    refresh: [[...queryKeys.kitchen.event(eventId)]],
  };
}

/**
 * What a cook may change of one task (text, due date, times, assignee, description…), from the version
 * it was read at. Sent through the device's change queue like every kitchen change: with the Wi-Fi down
 * it waits on the tablet (the task shows it waiting) and is sent later; a refusal then (a stale version,
 * a rule) is listed with the other refused changes.
 */
export function editTask({
  eventId,
  task,
  changes,
}: {
  eventId: number;
  task: Pick<Task, 'id' | 'task'>;
  changes: TaskChanges;
}): Promise<ChangeResult<{ data: Task }>> {
  return offlineChanges.submit(taskEditRequest(eventId, task, changes));
}

export function useEditTask(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editTask, onSettled: () => invalidateEvent(queryClient, eventId) });
}
