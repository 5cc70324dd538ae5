import { recordedName } from '#shared/domain/kitchen/cook-name.ts';
import { judgeReading } from '#shared/domain/kitchen/temperature-limits.ts';
import { applyTaskEdit } from '#shared/domain/kitchen/task-edit.ts';
import { taskChangesSchema, type Task, type TemperatureReading } from '#shared/schemas/tasks.ts';
import type { QueuedChange } from '#web/lib/offline/change-queue.ts';
import type { TaskChangeKind } from '../api/task-changes.ts';

/** The name a change was made under, as the server would record it. */
const actor = (body: Record<string, unknown>) => recordedName(typeof body.name === 'string' ? body.name : '');

/** The queue's kind of a task edit (api/edit-task.ts). */
export const TASK_EDIT_KIND = 'task.edit';

/** A waiting edit, as the server would apply it: refused (nothing shown) when made from another version. */
function applyWaitingEdit(task: Task, body: unknown): Task {
  const edit = taskChangesSchema.safeParse(body);
  if (!edit.success || edit.data.version !== task.version) return task;
  const { version: _version, ...changes } = edit.data;
  return applyTaskEdit(task, changes);
}

function applyTaskChange(task: Task, kind: string, body: Record<string, unknown>, at: string): Task {
  if (kind === TASK_EDIT_KIND) return applyWaitingEdit(task, body);
  switch (kind as TaskChangeKind) {
    case 'task.start':
      // As on the server: a task already started or done keeps its starter.
      return task.startedAt !== null || task.completed ? task : { ...task, startedAt: at, startedBy: actor(body) };
    case 'task.complete': {
      if (task.completed) return task;
      // As on the server: a temperature task is completed only with a reading.
      if (task.isTemperature && typeof body.temperatureValue !== 'number' && task.temperatureValue === null) {
        return task;
      }
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
      return task.completed ? task : { ...task, startedAt: null, startedBy: null, startedAccount: null };
    case 'task.undo-complete':
      return { ...task, completed: false, completedAt: null, completedBy: null, completedAccount: null };
    case 'task.reading':
      return typeof body.value === 'number' ? { ...task, temperatureValue: body.value } : task;
    default:
      return task;
  }
}

const ofEvent = (eventId: number) => (change: QueuedChange) =>
  change.subject.eventId === eventId && change.kind.startsWith('task.');

/** The reading a change records, if the server would record one: judged by the server's own rule. */
function readingOf(change: QueuedChange, before: Task, after: Task, index: number): TemperatureReading | null {
  const body = change.body as Record<string, unknown>;
  // A completion records its reading only when it completes the task (else the server refuses it whole).
  const completes = change.kind === 'task.complete' && !before.completed && after.completed;
  const value = change.kind === 'task.reading' ? body.value : completes ? body.temperatureValue : undefined;
  if (typeof value !== 'number') return null;
  const check = before.temperatureCheck ?? 'general';
  const { inRange, correctiveAction } = judgeReading(check, value);
  return {
    id: -(index + 1),
    eventId: before.eventId,
    taskId: before.id,
    valueC: value,
    takenAt: new Date(change.madeAt).toISOString(),
    takenBy: actor(body),
    takenAccount: null,
    check,
    correctedBy: null,
    inRange,
    correctiveAction,
    actionTaken: typeof body.actionTaken === 'string' ? body.actionTaken : null,
    actionBy: typeof body.actionTaken === 'string' ? actor(body) : null,
  };
}

/**
 * An event's tasks as this device shows them: the server's list as last read, with the changes still
 * waiting on the device laid over it in the order they were made, by the server's own rules; which
 * tasks have a change waiting; and the readings those changes record (id below 0 until the server
 * numbers them).
 */
export function withWaitingTaskChanges(
  tasks: readonly Task[],
  waiting: readonly QueuedChange[],
  eventId: number,
): { tasks: Task[]; waitingIds: Set<string>; readings: TemperatureReading[] } {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const waitingIds = new Set<string>();
  const readings: TemperatureReading[] = [];
  for (const change of waiting.filter(ofEvent(eventId))) {
    const task = byId.get(String(change.subject.taskId));
    if (!task) continue;
    waitingIds.add(task.id);
    const at = new Date(change.madeAt).toISOString();
    const applied = applyTaskChange(task, change.kind, change.body as Record<string, unknown>, at);
    // Each change the server applies moves the task's version on: an edit made after it carries that one.
    const changed = applied === task ? task : { ...applied, version: task.version + 1 };
    const reading = readingOf(change, task, changed, readings.length);
    if (reading) readings.push(reading);
    byId.set(task.id, changed);
  }
  return { tasks: tasks.map((task) => byId.get(task.id)!), waitingIds, readings };
}

/** The event's pit readings (the server's, as last read) with the ones still waiting on the device after them. */
export function withWaitingReadings(
  readings: readonly TemperatureReading[],
  waitingReadings: readonly TemperatureReading[],
): TemperatureReading[] {
  return [...readings, ...waitingReadings];
}
