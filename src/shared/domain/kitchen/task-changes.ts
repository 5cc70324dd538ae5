import type { Task } from '../../schemas/tasks.ts';
import { ACTION_REQUIRED_KEY, EARLY_REASON_KEY, EARLY_TOLERANCE_MINUTES, isTooEarly } from './check-rules.ts';
import { DEFAULT_COOK_NAME, recordedName } from './cook-name.ts';
import { applyTaskEdit, type TaskEdit } from './task-edit.ts';
import { judgeReading } from './temperature-limits.ts';
import type { TextKey } from '#shared/content/locales/text-keys.ts';

/**
 * A cook's step on one task (start, complete, undo, reading, edit): the one rule for the server's
 * calls and for a screen showing a step still waiting on the device. Each answers the task as the step
 * leaves it, or why the step is refused (its status and text key); who may undo is undoRefusal's.
 */

export interface TaskRefusal {
  status: 400 | 409;
  key: TextKey;
  params?: Record<string, string | number>;
}

export type TaskChangeResult = { ok: true; task: Task } | { ok: false; refusal: TaskRefusal };

/** Who makes a step and when: the typed name, the signed-in account (null on the device) and ISO times. */
export interface TaskStepMaker {
  name: string;
  account: string | null;
  madeAt: string;
  /** When the step reached the server; the device does not know it yet. */
  arrivedAt?: string;
}

/** Refused an edit made from an older version of the task: answered with the task as it is now. */
export const STALE_TASK_KEY = 'kitchenRules.records.stale';

const done = (task: Task): TaskChangeResult => ({ ok: true, task });
const refused = (status: TaskRefusal['status'], key: TextKey, params?: TaskRefusal['params']): TaskChangeResult => ({
  ok: false,
  refusal: params ? { status, key, params } : { status, key },
});

/** A task already started or completed keeps its starter. */
export function startTask(task: Task, by: TaskStepMaker): TaskChangeResult {
  if (task.startedAt !== null || task.completed) {
    return refused(409, 'kitchenRules.tasks.alreadyStarted', {
      name: task.startedBy ?? task.completedBy ?? DEFAULT_COOK_NAME,
      time: task.startedAt ?? task.completedAt ?? '',
    });
  }
  return done({
    ...task,
    startedAt: by.madeAt,
    startedArrivedAt: by.arrivedAt,
    startedBy: recordedName(by.name),
    startedAccount: by.account,
  });
}

export interface CompleteRequest {
  temperatureValue?: number | undefined;
  actionTaken?: string | undefined;
  earlyReason?: string | undefined;
}

/** What a completion is judged by besides the task: when the task is due, and its latest reading. */
export interface CompleteFacts {
  /** Epoch ms the task is due at (taskStartsAt); null when it has no time. */
  dueAt: number | null;
  /** The task's latest reading, if it has one: whether it was in its limit and what was done if not. */
  latestReading: { inRange: boolean; actionTaken: string | null } | null;
}

/**
 * Completes a task (started now as well when it was not). A temperature task is completed only with a
 * reading: the one sent with it or one recorded before; a reading outside its limit only with what the
 * cook did about it (sent now, or written on the reading before). A temperature check due at a time is
 * completed more than EARLY_TOLERANCE_MINUTES before it only with a reason, kept on it.
 */
export function completeTask(
  task: Task,
  request: CompleteRequest,
  by: TaskStepMaker,
  facts: CompleteFacts,
): TaskChangeResult {
  if (task.completed) {
    return refused(409, 'kitchenRules.tasks.alreadyCompleted', {
      name: task.completedBy ?? DEFAULT_COOK_NAME,
      time: task.completedAt ?? '',
    });
  }
  const early = task.isTemperature && isTooEarly(facts.dueAt, Date.parse(by.madeAt));
  if (early && request.earlyReason === undefined) {
    return refused(400, EARLY_REASON_KEY, { time: task.startTime, minutes: EARLY_TOLERANCE_MINUTES });
  }
  const { temperatureValue: value, actionTaken } = request;
  if (value !== undefined) {
    const { inRange } = judgeReading(task.temperatureCheck ?? 'general', value);
    if (task.isTemperature && !inRange && actionTaken === undefined) return refused(400, ACTION_REQUIRED_KEY);
  } else if (task.isTemperature) {
    const latest = facts.latestReading;
    if (latest === null) return refused(400, 'kitchenRules.tasks.temperatureRequired');
    if (!latest.inRange && latest.actionTaken === null && actionTaken === undefined) {
      return refused(400, ACTION_REQUIRED_KEY);
    }
  }
  const name = recordedName(by.name);
  const started = task.startedAt !== null;
  return done({
    ...task,
    temperatureValue: value ?? task.temperatureValue,
    startedAt: started ? task.startedAt : by.madeAt,
    startedArrivedAt: started ? task.startedArrivedAt : by.arrivedAt,
    startedBy: task.startedBy ?? name,
    startedAccount: started ? task.startedAccount : by.account,
    completed: true,
    completedAt: by.madeAt,
    completedArrivedAt: by.arrivedAt,
    completedBy: name,
    completedAccount: by.account,
    earlyReason: early ? request.earlyReason! : null,
  });
}

/** Takes a start back: only of a task started and not completed. */
export function undoStart(task: Task): TaskChangeResult {
  if (task.completed) return refused(409, 'kitchenRules.tasks.undoStartCompleted');
  if (task.startedAt === null) return refused(409, 'kitchenRules.tasks.notStarted');
  return done({ ...task, startedAt: null, startedArrivedAt: null, startedBy: null, startedAccount: null });
}

/** Takes a completion back: only of a completed task. */
export function undoComplete(task: Task): TaskChangeResult {
  if (!task.completed || task.completedAt === null) return refused(409, 'kitchenRules.tasks.notCompleted');
  return done({
    ...task,
    completed: false,
    completedAt: null,
    completedArrivedAt: null,
    completedBy: null,
    completedAccount: null,
  });
}

/** A pit reading is kept as the task's value. */
export function takeReading(task: Task, value: number): TaskChangeResult {
  return done({ ...task, temperatureValue: value });
}

/** An edit, refused when made from another version of the task than its own (when it names one). */
export function editTask(task: Task, version: number | undefined, changes: TaskEdit): TaskChangeResult {
  if (version !== undefined && version !== task.version) return refused(409, STALE_TASK_KEY);
  return done(applyTaskEdit(task, changes));
}
