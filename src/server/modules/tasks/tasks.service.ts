import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { blankTask, deliveryTaskTitle, defaultTasks, temperatureTask } from '#shared/content/default-tasks.ts';
import { DEFAULT_COOK_NAME, recordedName } from '#shared/domain/kitchen/cook-name.ts';
import { KITCHEN_LIMITS, limitParams } from '#shared/domain/kitchen/limits.ts';
import { judgeReading } from '#shared/domain/kitchen/temperature-limits.ts';
import * as steps from '#shared/domain/kitchen/task-changes.ts';
import { taskRemovalRefusal } from '#shared/domain/kitchen/task-removal.ts';
import { shiftSchedule } from '#shared/domain/kitchen/schedule-shift.ts';
import { applyTaskEdit } from '#shared/domain/kitchen/task-edit.ts';
import { dueDateLabel, sortTasks, taskStartsAt } from '#shared/domain/kitchen/task-schedule.ts';
import { validationParams } from '#shared/schemas/validation-params.ts';
import {
  taskChangesSchema,
  type SavedTask,
  type Task,
  type TemperatureReading,
  type completeTaskRequestSchema,
  type newTaskRequestSchema,
} from '#shared/schemas/tasks.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { fieldRefusal, staleRecord, textRefusal } from '#server/lib/http-error.ts';
import { keyOf } from '#shared/content/locales/text-keys.ts';
import {
  eventCorrections,
  recordCorrection,
  requireMayUndo,
  type Corrector,
} from '#server/modules/corrections/corrections.service.ts';
import { requireDiaryEvent } from '#server/modules/diary/diary.service.ts';
import { steerPitTimer } from '#server/modules/timers/timers.service.ts';
import { isReadingCorrected } from '#server/modules/corrections/corrections.service.ts';
import * as repo from './tasks.repo.ts';
import { toReading, toRow, toTask } from './task-rows.ts';

/**
 * An event's task list under one rule set (decision 008): the single-task calls, the whole-list save
 * (a diff applied through the same rules), the offline queue (which sends the single-task calls) and
 * the reset. Who started or completed a task, when, and its readings are set here from the call, never
 * taken from a body; undoing them leaves a correction.
 */

export interface TaskList {
  data: Task[];
  version: number;
}
export interface ChangedTask {
  task: Task;
  version: number;
}
/** A change that may have steered the pit timer (a done-check reading that says 'not done yet'). */
export type ChangedTaskSteering = ChangedTask & { timerChanged: boolean };

/** Who makes a change: the cook's typed name, the signed-in account and its role. */
export type Actor = Corrector;

const taskNotFound = () => textRefusal(404, 'kitchenRules.tasks.notFound');

type Tx = Transaction<Database>;

/**
 * Runs `work` on the event's list with the list locked: every change of one list waits for the one
 * before it, so a rule read inside (already started, stale version) holds when the change is written.
 */
function withTaskList<T>(db: Db, eventId: number, work: (tx: Tx, version: number) => Promise<T>): Promise<T> {
  return withTransaction(
    db,
    async (tx) => {
      await requireDiaryEvent(tx, eventId);
      let version = await repo.lockTaskList(tx, eventId);
      if (version === undefined) {
        // Only events whose list row was lost have none: their changes start a list at version 1.
        await repo.createTaskList(tx, eventId, 1);
        version = (await repo.lockTaskList(tx, eventId))!;
      }
      return work(tx, version);
    },
    // The list's row is locked first, so each statement after it sees what the changes before committed.
    { isolation: 'read committed' },
  );
}

/** The list in its order: the earliest day first, then by sortOrder. */
async function currentList(tx: DbOrTx, eventId: number, version: number): Promise<TaskList> {
  return { data: sortTasks((await repo.listTasks(tx, eventId)).map(toTask)), version };
}

/**
 * The list as it is; writes nothing (the default tasks are made with the event). The version is read
 * before the tasks: a change committed between the two reads makes a save from this copy stale, never lost.
 */
export async function readTaskList(db: DbOrTx, eventId: number): Promise<TaskList> {
  await requireDiaryEvent(db, eventId);
  const version = (await repo.readTaskListVersion(db, eventId)) ?? 0;
  return currentList(db, eventId, version);
}

/** Refuses an edit made from an older version of the task, answering the task as it is now. */
function requireVersion(task: Task, version: number | undefined): void {
  if (version !== undefined && version !== task.version) throw staleRecord(task);
}

/** One task changed by `change` (which may refuse), saved at its next version, with the list's version bumped. */
function changeTask(
  db: Db,
  eventId: number,
  taskId: string,
  change: (task: Task, tx: Tx) => Task | Promise<Task>,
): Promise<ChangedTask> {
  return withTaskList(db, eventId, async (tx, version) => {
    const row = await repo.findTask(tx, eventId, taskId);
    if (!row) throw taskNotFound();
    const current = toTask(row);
    const task = { ...(await change(current, tx)), version: current.version + 1 };
    await repo.updateTask(tx, eventId, taskId, toRow(task, eventId));
    await repo.setTaskListVersion(tx, eventId, version + 1);
    return { task, version: version + 1 };
  });
}

/** Who makes a step, as the shared task rules take it. */
const maker = (who: Actor): steps.TaskStepMaker => ({
  name: who.name,
  account: who.account,
  madeAt: who.times.madeAt,
  arrivedAt: who.times.arrivedAt,
});

/** The task a shared rule leaves, or its refusal thrown (an edit from an older version answers the task now). */
function applied(result: steps.TaskChangeResult, task: Task): Task {
  if (result.ok) return result.task;
  const { status, key, params } = result.refusal;
  if (key === steps.STALE_TASK_KEY) throw staleRecord(task);
  throw textRefusal(status, key, params);
}

export function startTask(db: Db, eventId: number, taskId: string, who: Actor): Promise<ChangedTask> {
  return changeTask(db, eventId, taskId, (task) => applied(steps.startTask(task, maker(who)), task));
}

/**
 * Records a reading judged against the task's check, with what the cook did about it when it is outside
 * its limit (`actionTaken`, written by the cook who records it). A done-check adds its rule's minutes to
 * the pit step's timer in the same transaction (timerChanged) unless `steer` is false.
 */
async function recordReading(
  tx: Tx,
  task: Task,
  value: number,
  who: Actor,
  { steer = true, actionTaken }: { steer?: boolean; actionTaken?: string | undefined } = {},
): Promise<{ reading: TemperatureReading; timerChanged: boolean }> {
  const check = task.temperatureCheck ?? 'general';
  const judgement = judgeReading(check, value);
  const action = judgement.inRange ? undefined : actionTaken;
  const reading = toReading(
    await repo.insertReading(tx, {
      event_id: task.eventId,
      task_id: task.id,
      value_c: value,
      taken_at: who.times.madeAt,
      arrived_at: who.times.arrivedAt,
      taken_by: recordedName(who.name),
      taken_account: who.account,
      check_kind: check,
      in_range: judgement.inRange ? 1 : 0,
      corrective_action: judgement.correctiveAction,
      action_taken: action ?? null,
      action_by: action === undefined ? null : recordedName(who.name),
    }),
  );
  const timerChanged = steer && (await steerPitTimer(tx, task.eventId, judgement.cookMore));
  return { reading, timerChanged };
}

/**
 * Completes a task by the shared rule (steps.completeTask), judged by when the task is due and its latest
 * reading. The reading sent with it is recorded; what the cook did about an earlier reading outside its
 * limit is written on that reading. Every refusal comes before anything is written.
 */
export function completeTask(
  db: Db,
  eventId: number,
  taskId: string,
  request: z.output<typeof completeTaskRequestSchema>,
  who: Actor,
): Promise<ChangedTaskSteering> {
  let timerChanged = false;
  return changeTask(db, eventId, taskId, async (task, tx) => {
    const { temperatureValue, actionTaken } = request;
    const event = await requireDiaryEvent(tx, eventId);
    const latest =
      task.isTemperature && temperatureValue === undefined ? await repo.latestReading(tx, eventId, taskId) : undefined;
    const completed = applied(
      steps.completeTask(task, request, maker(who), {
        dueAt: taskStartsAt(event.date, task),
        latestReading: latest ? { inRange: latest.in_range === 1, actionTaken: latest.action_taken } : null,
      }),
      task,
    );
    if (temperatureValue !== undefined) {
      ({ timerChanged } = await recordReading(tx, task, temperatureValue, who, { actionTaken }));
    } else if (latest && latest.in_range === 0 && latest.action_taken === null) {
      await repo.writeReadingAction(tx, latest.id, actionTaken!, recordedName(who.name));
    }
    return completed;
  }).then((changed) => ({ ...changed, timerChanged }));
}

/** Undoes a start (staff their own within 10 minutes, admins any time), leaving a correction. */
export function undoStart(db: Db, eventId: number, taskId: string, who: Actor, reason: string): Promise<ChangedTask> {
  return changeTask(db, eventId, taskId, async (task, tx) => {
    const undone = applied(steps.undoStart(task), task);
    requireMayUndo(
      { account: task.startedAccount, name: task.startedBy ?? DEFAULT_COOK_NAME, at: task.startedAt! },
      who,
    );
    const before = { startedBy: task.startedBy, startedAt: task.startedAt, startedAccount: task.startedAccount };
    await recordCorrection(
      tx,
      { scope: { eventId }, kind: 'task-start', recordId: taskId, action: 'undo', before, reason },
      who,
    );
    return undone;
  });
}

/** Undoes a completion (staff their own within 10 minutes, admins any time), leaving a correction. */
export function undoComplete(
  db: Db,
  eventId: number,
  taskId: string,
  who: Actor,
  reason: string,
): Promise<ChangedTask> {
  return changeTask(db, eventId, taskId, async (task, tx) => {
    const undone = applied(steps.undoComplete(task), task);
    requireMayUndo(
      { account: task.completedAccount, name: task.completedBy ?? DEFAULT_COOK_NAME, at: task.completedAt! },
      who,
    );
    const before = {
      completedBy: task.completedBy,
      completedAt: task.completedAt,
      completedAccount: task.completedAccount,
    };
    await recordCorrection(
      tx,
      { scope: { eventId }, kind: 'task-completion', recordId: taskId, action: 'undo', before, reason },
      who,
    );
    return undone;
  });
}

type TaskChanges = z.output<typeof taskChangesSchema>;

export function editTask(db: Db, eventId: number, taskId: string, changes: TaskChanges): Promise<ChangedTask> {
  const { version, ...fields } = changes;
  return changeTask(db, eventId, taskId, (task) => applied(steps.editTask(task, version, fields), task));
}

/**
 * Records a pit reading, judged against the task's check, and keeps it as the task's value. A reading
 * outside its limit is recorded as measured, with or without what was done; its task completes only
 * once that is written.
 */
export function recordTemperature(
  db: Db,
  eventId: number,
  taskId: string,
  { value, actionTaken }: { value: number; actionTaken?: string | undefined },
  who: Actor,
): Promise<ChangedTaskSteering & { reading: TemperatureReading }> {
  let recorded: Awaited<ReturnType<typeof recordReading>> | undefined;
  return changeTask(db, eventId, taskId, async (task, tx) => {
    recorded = await recordReading(tx, task, value, who, { actionTaken });
    return applied(steps.takeReading(task, value), task);
  }).then((changed) => ({ ...changed, ...recorded! }));
}

/**
 * Corrects a reading: the right value is recorded as a new reading and the first one stays, marked by a
 * correction with who, when and why (staff their own within 10 minutes, admins any time). The task's
 * value follows its newest reading. A correction does not steer the pit timer again.
 */
export function correctReading(
  db: Db,
  eventId: number,
  readingId: number,
  request: { value: number; reason: string },
  who: Actor,
): Promise<ChangedTask & { reading: TemperatureReading }> {
  return withTaskList(db, eventId, async (tx, version) => {
    const original = await repo.findReading(tx, eventId, readingId);
    if (!original) throw textRefusal(404, 'kitchenRules.tasks.readingNotFound');
    if (await isReadingCorrected(tx, eventId, readingId)) {
      throw textRefusal(409, 'kitchenRules.tasks.readingAlreadyCorrected');
    }
    requireMayUndo({ account: original.taken_account, name: original.taken_by, at: original.taken_at }, who);
    const row = await repo.findTask(tx, eventId, original.task_id);
    if (!row) throw taskNotFound();
    const task = toTask(row);
    const { reading } = await recordReading(tx, task, request.value, who, { steer: false });
    const before = {
      id: original.id,
      valueC: original.value_c,
      takenBy: original.taken_by,
      takenAt: original.taken_at,
    };
    const after = { id: reading.id, valueC: reading.valueC, takenBy: reading.takenBy, takenAt: reading.takenAt };
    await recordCorrection(
      tx,
      {
        scope: { eventId },
        kind: 'reading',
        recordId: String(readingId),
        action: 'correct',
        before,
        after,
        reason: request.reason,
      },
      who,
    );
    const changed = { ...applied(steps.takeReading(task, request.value), task), version: task.version + 1 };
    await repo.updateTask(tx, eventId, task.id, toRow(changed, eventId));
    await repo.setTaskListVersion(tx, eventId, version + 1);
    return { task: changed, version: version + 1, reading };
  });
}

/** The event's readings, oldest first, each with the reading that corrected it (if any). */
export async function listReadings(db: DbOrTx, eventId: number): Promise<TemperatureReading[]> {
  await requireDiaryEvent(db, eventId);
  const corrections = await eventCorrections(db, eventId);
  const correctedBy = new Map(
    corrections
      .filter((correction) => correction.recordKind === 'reading' && correction.after)
      .map((correction) => [correction.recordId, Number(correction.after!.id)]),
  );
  return (await repo.listReadings(db, eventId)).map((row) => ({
    ...toReading(row),
    correctedBy: correctedBy.get(String(row.id)) ?? null,
  }));
}

/** The removal rules (taskRemovalRefusal) as a refusal to throw, or null. */
async function removalRefusal(tx: DbOrTx, task: Task, who: Actor) {
  const hasReading = task.isTemperature && (await repo.latestReading(tx, task.eventId, task.id)) !== undefined;
  const refusal = taskRemovalRefusal(task, who.role, hasReading);
  return refusal && textRefusal(refusal.status, refusal.key);
}

/** Removes one task by the removal rules; `version`, when given, must be the task's. Answers the list. */
export function deleteTask(
  db: Db,
  eventId: number,
  taskId: string,
  who: Actor,
  taskVersion?: number,
): Promise<TaskList> {
  return withTaskList(db, eventId, async (tx, version) => {
    const row = await repo.findTask(tx, eventId, taskId);
    if (!row) throw taskNotFound();
    const task = toTask(row);
    requireVersion(task, taskVersion);
    const refusal = await removalRefusal(tx, task, who);
    if (refusal) throw refusal;
    await repo.deleteTask(tx, eventId, taskId);
    await repo.setTaskListVersion(tx, eventId, version + 1);
    return currentList(tx, eventId, version + 1);
  });
}

/**
 * Replaces the list with the default tasks, only while nothing on it is a record (no task started or
 * completed, no reading): a list with records is changed one task at a time.
 */
export function resetTaskList(db: Db, eventId: number): Promise<TaskList> {
  return withTaskList(db, eventId, async (tx, stored) => {
    const tasks = (await repo.listTasks(tx, eventId)).map(toTask);
    const hasRecords = tasks.some((task) => task.startedAt !== null || task.completed);
    if (hasRecords || (await repo.hasReadings(tx, eventId))) {
      throw textRefusal(409, 'kitchenRules.records.resetHasRecords');
    }
    await repo.replaceTasks(
      tx,
      eventId,
      defaultTasks(eventId).map((task) => toRow(task, eventId)),
    );
    await repo.setTaskListVersion(tx, eventId, stored + 1);
    return currentList(tx, eventId, stored + 1);
  });
}

const tooManyTasks = () =>
  textRefusal(409, KITCHEN_LIMITS.tasksPerEvent.key, limitParams(KITCHEN_LIMITS.tasksPerEvent.key));

function newTask(eventId: number, request: z.output<typeof newTaskRequestSchema>, tasks: Task[]): Task {
  const taken = new Set(tasks.map((task) => task.id));
  switch (request.kind) {
    case 'custom':
      return {
        ...blankTask(eventId),
        id: `custom-${randomUUID()}`,
        task: request.task,
        taskMl: request.taskMl,
        dueDate: typeof request.dueDate === 'number' ? dueDateLabel(request.dueDate) : request.dueDate,
        estimatedDuration: String(request.estimatedDuration),
        startTime: request.startTime,
        assignedTo: request.assignedTo,
        videoUrl: request.videoUrl,
        hasVideo: request.videoUrl !== '',
        description: request.description,
        descriptionMl: request.descriptionMl,
      };
    case 'delivery':
      return {
        ...blankTask(eventId),
        id: `delivery-${randomUUID()}`,
        ...deliveryTaskTitle(request.deliveryLocation, request.deliveryType),
        dueDate: dueDateLabel(0),
        estimatedDuration: String(request.estimatedDuration),
        startTime: request.startTime,
        isDelivery: true,
        deliveryType: request.deliveryType,
        deliveryLocation: request.deliveryLocation,
        deliveryNotes: request.deliveryNotes,
      };
    case 'temperature': {
      // Measurement N follows the highest one in the list.
      let n = 1;
      for (let k = 1; k <= tasks.length; k++) if (taken.has(temperatureTask(eventId, k).id)) n = k + 1;
      return temperatureTask(eventId, n);
    }
  }
}

/** Adds a custom, delivery or temperature task, last of its day; an event holds at most 300. */
export function addTask(db: Db, eventId: number, request: z.output<typeof newTaskRequestSchema>): Promise<ChangedTask> {
  return withTaskList(db, eventId, async (tx, version) => {
    const tasks = (await repo.listTasks(tx, eventId)).map(toTask);
    if (tasks.length >= KITCHEN_LIMITS.tasksPerEvent.max) throw tooManyTasks();
    const last = Math.max(0, ...tasks.map((task) => task.sortOrder));
    const task = { ...newTask(eventId, request, tasks), sortOrder: last + 10 };
    await repo.insertTask(tx, toRow(task, eventId));
    await repo.setTaskListVersion(tx, eventId, version + 1);
    return { task, version: version + 1 };
  });
}

/** What the server keeps of a task: sent back in a whole-list save, each must be as stored. */
const SERVER_KEPT = [
  'completed',
  'startedAt',
  'startedBy',
  'completedAt',
  'completedBy',
  'startedAccount',
  'completedAccount',
  'earlyReason',
  'temperatureValue',
  'isTemperature',
  'temperatureCheck',
  'isFinalTask',
  'isDelivery',
  'sopLink',
] as const satisfies readonly (keyof Task)[];
/** What a new task in a whole-list save may not carry: records are made by the calls that make them. */
const RECORD_FIELDS = [
  'completed',
  'startedAt',
  'startedBy',
  'completedAt',
  'completedBy',
  'temperatureValue',
  'isFinalTask',
] as const satisfies readonly (keyof Task)[];
const EDITABLE = [
  'task',
  'taskMl',
  'dueDate',
  'assignedTo',
  'estimatedDuration',
  'startTime',
  'description',
  'descriptionMl',
  'videoUrl',
  'deliveryLocation',
  'deliveryNotes',
] as const satisfies readonly (keyof Task)[];

const fieldLocked = (field: string) => fieldRefusal(403, 'kitchenRules.records.fieldLocked', field, { field });

/**
 * The edits of a saved task checked by the single-task edit's schema (only fields that differ from
 * `from`; a Malayalam text left out is kept as it is).
 */
function checkedEdits(saved: SavedTask, from: Task | null) {
  const edits: Record<string, unknown> = {};
  for (const field of EDITABLE) {
    if (saved[field] !== undefined && (!from || saved[field] !== from[field])) edits[field] = saved[field];
  }
  const parsed = taskChangesSchema.omit({ version: true }).safeParse(edits);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const params = validationParams(issue.message, issue);
    throw fieldRefusal(400, keyOf(issue.message), `tasks.${saved.id}.${String(issue.path[0])}`, params);
  }
  return parsed.data;
}

export type SaveListResult = { saved: true; list: TaskList } | { saved: false; current: TaskList };

/**
 * The whole-list save, applied as a diff through the single-task rules in one transaction or
 * refused whole: a task left out is removed by the removal rules, a new one is added blank of records,
 * a kept one may change only what a cook may edit. Read at an older list version: the list as it is now.
 */
export function saveTaskList(
  db: Db,
  eventId: number,
  saved: SavedTask[],
  version: number,
  who: Actor,
): Promise<SaveListResult> {
  const ids = new Set(saved.map((task) => task.id));
  if (ids.size !== saved.length) throw textRefusal(400, 'kitchenRules.tasks.duplicateId');
  return withTaskList(db, eventId, async (tx, stored) => {
    if (version !== stored) return { saved: false as const, current: await currentList(tx, eventId, stored) };
    const current = new Map((await repo.listTasks(tx, eventId)).map((row) => [row.id, toTask(row)]));
    const blank = blankTask(eventId);
    let changes = 0;
    for (const task of current.values()) {
      if (ids.has(task.id)) continue;
      const refusal = await removalRefusal(tx, task, who);
      if (refusal) throw refusal.code === 'kitchenRules.tasks.finalTaskLocked' ? finalTaskRequired() : refusal;
      await repo.deleteTask(tx, eventId, task.id);
      changes++;
    }
    for (const task of saved) {
      const before = current.get(task.id);
      if (before) {
        for (const field of SERVER_KEPT) {
          if (task[field] !== undefined && task[field] !== before[field]) throw fieldLocked(field);
        }
        const edits = checkedEdits(task, before);
        if (Object.keys(edits).length === 0 && task.sortOrder === before.sortOrder) continue;
        const next = { ...applyTaskEdit(before, edits), sortOrder: task.sortOrder, version: before.version + 1 };
        await repo.updateTask(tx, eventId, task.id, toRow(next, eventId));
      } else {
        for (const field of RECORD_FIELDS) if (task[field] !== blank[field]) throw fieldLocked(field);
        const fresh = applyTaskEdit(
          {
            ...blank,
            id: task.id,
            sortOrder: task.sortOrder,
            isTemperature: task.isTemperature,
            temperatureCheck: task.isTemperature ? (task.temperatureCheck ?? 'general') : null,
            isDelivery: task.isDelivery,
            deliveryType: task.isDelivery ? (task.deliveryType ?? 'standard') : null,
          },
          checkedEdits(task, null),
        );
        await repo.insertTask(tx, toRow(fresh, eventId));
      }
      changes++;
    }
    if ((await repo.countTasks(tx, eventId)) > KITCHEN_LIMITS.tasksPerEvent.max) throw tooManyTasks();
    if (changes === 0) return { saved: true as const, list: await currentList(tx, eventId, stored) };
    await repo.setTaskListVersion(tx, eventId, stored + 1);
    return { saved: true as const, list: await currentList(tx, eventId, stored + 1) };
  });
}

/**
 * Schedule Tasks: the whole list moved for `deliveryTime` by the one rule (shiftSchedule), in one
 * transaction, or refused whole with its reason (a task off its day, a fire under 12 hours). Read at
 * an older list version: the list as it is now.
 */
export function scheduleTaskList(
  db: Db,
  eventId: number,
  deliveryTime: string,
  version: number,
): Promise<SaveListResult> {
  return withTaskList(db, eventId, async (tx, stored) => {
    const list = await currentList(tx, eventId, stored);
    if (version !== stored) return { saved: false as const, current: list };
    const shift = shiftSchedule(list.data, deliveryTime);
    if (!shift.ok) throw fieldRefusal(400, shift.refusal.code, 'deliveryTime', shift.refusal.params);
    const moved = shift.tasks.filter((task, index) => task.startTime !== list.data[index]!.startTime);
    if (moved.length === 0) return { saved: true as const, list };
    for (const task of moved) {
      await repo.updateTask(tx, eventId, task.id, toRow({ ...task, version: task.version + 1 }, eventId));
    }
    await repo.setTaskListVersion(tx, eventId, stored + 1);
    return { saved: true as const, list: await currentList(tx, eventId, stored + 1) };
  });
}

const finalTaskRequired = () => textRefusal(409, 'kitchenRules.records.finalTaskRequired');
