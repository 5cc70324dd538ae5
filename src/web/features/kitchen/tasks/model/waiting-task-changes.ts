import { recordedName } from '#shared/domain/kitchen/cook-name.ts';
import { judgeReading } from '#shared/domain/kitchen/temperature-limits.ts';
import * as steps from '#shared/domain/kitchen/task-changes.ts';
import { taskStartsAt } from '#shared/domain/kitchen/task-schedule.ts';
import { taskChangesSchema, type Task, type TemperatureReading } from '#shared/schemas/tasks.ts';
import type { QueuedChange } from '#web/lib/offline/change-queue.ts';
import type { TaskChangeKind } from '../api/task-changes.ts';

/** The name a change was made under, as recorded (recordedName). */
const actor = (body: Record<string, unknown>) => recordedName(typeof body.name === 'string' ? body.name : '');

/** The queue's kind of a task edit (api/edit-task.ts). */
export const TASK_EDIT_KIND = 'task.edit';

const numberOr = (value: unknown) => (typeof value === 'number' ? value : undefined);
const textOr = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * What the device knows to judge a completion by: when the task is due on the event's day (unknown
 * without the day), and its latest reading: one is known when the task has a value (whether its action
 * was written is on the server; the form asks for one before a completion is queued).
 */
const deviceFacts = (task: Task, eventDate: string | null): steps.CompleteFacts => ({
  dueAt: eventDate === null ? null : taskStartsAt(eventDate, task),
  latestReading: task.temperatureValue === null ? null : { inRange: true, actionTaken: null },
});

/** A waiting change by the shared task rules (task-changes.ts): a refused one shows nothing. */
function applyTaskChange(
  task: Task,
  kind: string,
  body: Record<string, unknown>,
  at: string,
  eventDate: string | null,
): Task {
  const by: steps.TaskStepMaker = { name: textOr(body.name) ?? '', account: null, madeAt: at };
  const result = stepOf(task, kind, body, by, eventDate);
  return result?.ok ? result.task : task;
}

function stepOf(
  task: Task,
  kind: string,
  body: Record<string, unknown>,
  by: steps.TaskStepMaker,
  eventDate: string | null,
) {
  if (kind === TASK_EDIT_KIND) {
    const edit = taskChangesSchema.safeParse(body);
    if (!edit.success) return null;
    const { version, ...changes } = edit.data;
    return steps.editTask(task, version, changes);
  }
  switch (kind as TaskChangeKind) {
    case 'task.start':
      return steps.startTask(task, by);
    case 'task.complete':
      return steps.completeTask(
        task,
        {
          temperatureValue: numberOr(body.temperatureValue),
          actionTaken: textOr(body.actionTaken),
          earlyReason: textOr(body.earlyReason),
        },
        by,
        deviceFacts(task, eventDate),
      );
    case 'task.undo-start':
      return steps.undoStart(task);
    case 'task.undo-complete':
      return steps.undoComplete(task);
    case 'task.reading': {
      const value = numberOr(body.value);
      return value === undefined ? null : steps.takeReading(task, value);
    }
    default:
      return null;
  }
}

const ofEvent = (eventId: number) => (change: QueuedChange) =>
  change.subject.eventId === eventId && change.kind.startsWith('task.');

/** The reading a change records, if the server would record one, judged by the shared rule (judgeReading). */
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
 * waiting on the device laid over it in the order they were made, by the shared task rules (on the event's day
 * `eventDate`, when known); which
 * tasks have a change waiting; and the readings those changes record (id below 0 until the server
 * numbers them).
 */
export function withWaitingTaskChanges(
  tasks: readonly Task[],
  waiting: readonly QueuedChange[],
  eventId: number,
  eventDate: string | null = null,
): { tasks: Task[]; waitingIds: Set<string>; readings: TemperatureReading[] } {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const waitingIds = new Set<string>();
  const readings: TemperatureReading[] = [];
  for (const change of waiting.filter(ofEvent(eventId))) {
    const task = byId.get(String(change.subject.taskId));
    if (!task) continue;
    waitingIds.add(task.id);
    const at = new Date(change.madeAt).toISOString();
    const applied = applyTaskChange(task, change.kind, change.body as Record<string, unknown>, at, eventDate);
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
