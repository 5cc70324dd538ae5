import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '#shared/schemas/tasks.ts';
import { offlineChanges, type ChangeRequest } from '#web/lib/offline/offline-changes.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { invalidateEvent } from './get-tasks.ts';

/**
 * A cook's step on one task: start, complete (with the reading a temperature task needs), undo (with
 * the reason it stays on the record with), or a pit reading. Sent through the device's change queue, so it waits on the tablet when the Wi-Fi is down.
 * Refusals (409 'kitchenRules.tasks.alreadyStarted' {name, time} when someone started it first) are the
 * server's, online or later.
 */
export type TaskChange =
  | { kind: 'task.start'; name: string }
  | { kind: 'task.complete'; name: string; temperatureValue?: number; actionTaken?: string; earlyReason?: string }
  | { kind: 'task.undo-start'; name: string; reason: string }
  | { kind: 'task.undo-complete'; name: string; reason: string }
  | { kind: 'task.reading'; name: string; value: number };

export type TaskChangeKind = TaskChange['kind'];

const ACTION: Record<TaskChangeKind, string> = {
  'task.start': 'start',
  'task.complete': 'complete',
  'task.undo-start': 'undo-start',
  'task.undo-complete': 'undo-complete',
  'task.reading': 'temperatures',
};

/** The change as the queue keeps it: where it goes, what it changes and how the status bar names it. */
export function taskChangeRequest(eventId: number, task: Pick<Task, 'id' | 'task'>, change: TaskChange): ChangeRequest {
  const { kind, ...body } = change;
  return {
    kind,
    method: 'POST',
    path: `/api/todos/${eventId}/${encodeURIComponent(task.id)}/${ACTION[kind]}`,
    body,
    subject: { eventId, taskId: task.id },
    label: {
      key: `offline.changes.${kind}`,
      params: { task: task.task, ...('value' in body ? { value: body.value } : {}) },
    },
    refresh: [[...queryKeys.kitchen.event(eventId)]],
  };
}

export function useTaskChange(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ task, change }: { task: Pick<Task, 'id' | 'task'>; change: TaskChange }) =>
      offlineChanges.submit(taskChangeRequest(eventId, task, change)),
    onSettled: () => invalidateEvent(queryClient, eventId),
  });
}
