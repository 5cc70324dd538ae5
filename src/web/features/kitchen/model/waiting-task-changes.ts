import { judgeReading } from '#shared/domain/kitchen/temperature-limits.ts';
import type { Task, TemperatureReading } from '#shared/schemas/diary.ts';
import type { QueuedChange } from '#web/lib/offline/change-queue.ts';
import type { TaskChangeKind } from '../api/task-changes.ts';

/** The name a change was made under, as the server would record it. */
const actor = (body: Record<string, unknown>) =>
  typeof body.name === 'string' && body.name.trim() ? body.name.trim() : 'User';

function applyTaskChange(task: Task, kind: TaskChangeKind, body: Record<string, unknown>, at: string): Task {
  switch (kind) {
    case 'task.start':
      // As on the server: a task already started or done keeps its starter.
      return task.startedAt !== null || task.completed ? task : { ...task, startedAt: at, startedBy: actor(body) };
    case 'task.complete': {
      if (task.completed) return task;
      const value = typeof body.temperatureValue === 'number' ? body.temperatureValue : task.temperatureValue;
      return {
        ...task,
        temperatureValue: value,
        startedAt: task.startedAt ?? at,
        startedBy: task.startedBy ?? actor(body),
        completed: true,
        completedAt: at,
        completedBy: actor(body),
      };
    }
    case 'task.undo-start':
      return task.completed ? task : { ...task, startedAt: null, startedBy: null };
    case 'task.undo-complete':
      return { ...task, completed: false, completedAt: null, completedBy: null };
    case 'task.reading':
      return typeof body.value === 'number' ? { ...task, temperatureValue: body.value } : task;
  }
}

const ofEvent = (eventId: number) => (change: QueuedChange) =>
  change.subject.eventId === eventId && change.kind.startsWith('task.');

/**
 * An event's tasks as this device shows them: the server's list as last read, with the changes still
 * waiting on the device laid over it in the order they were made, by the server's own rules; and which
 * tasks have a change waiting.
 */
export function withWaitingTaskChanges(
  tasks: readonly Task[],
  waiting: readonly QueuedChange[],
  eventId: number,
): { tasks: Task[]; waitingIds: Set<string> } {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const waitingIds = new Set<string>();
  for (const change of waiting.filter(ofEvent(eventId))) {
    const task = byId.get(String(change.subject.taskId));
    if (!task) continue;
    waitingIds.add(task.id);
    const at = new Date(change.madeAt).toISOString();
    byId.set(task.id, applyTaskChange(task, change.kind as TaskChangeKind, change.body as Record<string, unknown>, at));
  }
  return { tasks: tasks.map((task) => byId.get(task.id)!), waitingIds };
}

/**
 * The event's pit readings with the ones still waiting on the device (judged here by the same rule as
 * the server's; id below 0 until the server numbers them), newest last as the server lists them.
 */
export function withWaitingReadings(
  readings: readonly TemperatureReading[],
  tasks: readonly Task[],
  waiting: readonly QueuedChange[],
  eventId: number,
): TemperatureReading[] {
  const waitingReadings = waiting.filter(ofEvent(eventId)).flatMap((change, index): TemperatureReading[] => {
    const body = change.body as Record<string, unknown>;
    const value =
      change.kind === 'task.reading' ? body.value : change.kind === 'task.complete' ? body.temperatureValue : undefined;
    const task = tasks.find((candidate) => candidate.id === change.subject.taskId);
    if (typeof value !== 'number' || !task) return [];
    const check = task.temperatureCheck ?? 'general';
    return [
      {
        id: -(index + 1),
        eventId,
        taskId: task.id,
        valueC: value,
        takenAt: new Date(change.madeAt).toISOString(),
        takenBy: actor(body),
        check,
        ...judgeReading(check, value),
      },
    ];
  });
  return waitingReadings.length ? [...readings, ...waitingReadings] : [...readings];
}
