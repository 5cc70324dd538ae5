import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { blankTask, deliveryTaskTitle, defaultTasks, temperatureTask } from '#shared/content/default-tasks.ts';
import { judgeReading } from '#shared/domain/kitchen/temperature-limits.ts';
import { dueDateLabel, FINAL_TASK_NAME, sortTasks } from '#shared/domain/kitchen/task-schedule.ts';
import {
  type Task,
  type TemperatureReading,
  type completeTaskRequestSchema,
  type newTaskRequestSchema,
  type taskChangesSchema,
} from '#shared/schemas/diary.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { requireDiaryEvent } from '#server/modules/diary/diary.service.ts';
import { steerPitTimer } from '#server/modules/timers/timers.service.ts';
import * as repo from './tasks.repo.ts';
import { toReading, toRow, toTask } from './task-rows.ts';

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

/** Whoever leaves the name blank acts as 'User'. */
const DEFAULT_ACTOR = 'User';
const actor = (name: string) => name.trim() || DEFAULT_ACTOR;

const taskNotFound = () => textRefusal(404, 'kitchenRules.tasks.notFound');

type Tx = Transaction<Database>;

/**
 * Runs `work` on the event's list with the list locked: every change of one list waits for the one
 * before it, so a rule read inside (already started, stale version) holds when the change is written.
 * A list never created (or saved empty) is first made from the default tasks.
 */
function withTaskList<T>(db: Db, eventId: number, work: (tx: Tx, version: number) => Promise<T>): Promise<T> {
  return withTransaction(
    db,
    async (tx) => {
      await requireDiaryEvent(tx, eventId);
      return work(tx, await ensureTaskList(tx, eventId));
    },
    // The list's row is locked first, so each statement after it sees what the changes before committed.
    { isolation: 'read committed' },
  );
}

async function ensureTaskList(tx: Tx, eventId: number): Promise<number> {
  let version = await repo.lockTaskList(tx, eventId);
  if (version === undefined) {
    if (await repo.createTaskList(tx, eventId, 1)) {
      await repo.replaceTasks(
        tx,
        eventId,
        defaultTasks(eventId).map((task) => toRow(task, eventId)),
      );
      return 1;
    }
    // Another call created it meanwhile: wait for it, then carry on with its list.
    version = (await repo.lockTaskList(tx, eventId))!;
  }
  if ((await repo.listTasks(tx, eventId)).length === 0) {
    await repo.replaceTasks(
      tx,
      eventId,
      defaultTasks(eventId).map((task) => toRow(task, eventId)),
    );
    await repo.setTaskListVersion(tx, eventId, ++version);
  }
  return version;
}

/** The list in its order: the earliest day first, then by sortOrder. */
async function currentList(tx: DbOrTx, eventId: number, version: number): Promise<TaskList> {
  return { data: sortTasks((await repo.listTasks(tx, eventId)).map(toTask)), version };
}

export function readTaskList(db: Db, eventId: number): Promise<TaskList> {
  return withTaskList(db, eventId, (tx, version) => currentList(tx, eventId, version));
}

export type SaveListResult = { saved: true; list: TaskList } | { saved: false; current: TaskList };

/** Saves the whole list only when it was read at the stored version; else answers the list as it is now. */
export function saveTaskList(db: Db, eventId: number, tasks: Task[], version: number): Promise<SaveListResult> {
  const ids = new Set(tasks.map((task) => task.id));
  if (ids.size !== tasks.length) throw textRefusal(400, 'kitchenRules.tasks.duplicateId');
  return withTaskList(db, eventId, async (tx, stored) => {
    if (version !== stored) return { saved: false as const, current: await currentList(tx, eventId, stored) };
    await repo.replaceTasks(
      tx,
      eventId,
      tasks.map((task) => toRow({ ...task, eventId }, eventId)),
    );
    await repo.setTaskListVersion(tx, eventId, stored + 1);
    return { saved: true as const, list: await currentList(tx, eventId, stored + 1) };
  });
}

/** Replaces the list with the default tasks (temperature readings are records and stay). */
export function resetTaskList(db: Db, eventId: number): Promise<TaskList> {
  return withTaskList(db, eventId, async (tx, stored) => {
    await repo.replaceTasks(
      tx,
      eventId,
      defaultTasks(eventId).map((task) => toRow(task, eventId)),
    );
    await repo.setTaskListVersion(tx, eventId, stored + 1);
    return currentList(tx, eventId, stored + 1);
  });
}

/** One task changed by `change` (which may refuse), saved, with the list's version bumped. */
function changeTask(
  db: Db,
  eventId: number,
  taskId: string,
  change: (task: Task, tx: Tx) => Task | Promise<Task>,
): Promise<ChangedTask> {
  return withTaskList(db, eventId, async (tx, version) => {
    const row = await repo.findTask(tx, eventId, taskId);
    if (!row) throw taskNotFound();
    const task = await change(toTask(row), tx);
    await repo.updateTask(tx, eventId, taskId, toRow(task, eventId));
    await repo.setTaskListVersion(tx, eventId, version + 1);
    return { task, version: version + 1 };
  });
}

export function startTask(db: Db, eventId: number, taskId: string, name: string): Promise<ChangedTask> {
  return changeTask(db, eventId, taskId, (task) => {
    if (task.startedAt !== null || task.completed) {
      throw textRefusal(409, 'kitchenRules.tasks.alreadyStarted', {
        name: task.startedBy ?? task.completedBy ?? DEFAULT_ACTOR,
        time: task.startedAt ?? task.completedAt ?? '',
      });
    }
    return { ...task, startedAt: new Date().toISOString(), startedBy: actor(name) };
  });
}

/**
 * Records a reading judged against the task's check. A done-check that says 'not done yet' adds its
 * minutes to the pit step's timer in the same transaction (timerChanged).
 */
async function recordReading(
  tx: Tx,
  task: Task,
  value: number,
  name: string,
): Promise<{ reading: TemperatureReading; timerChanged: boolean }> {
  const check = task.temperatureCheck ?? 'general';
  const judgement = judgeReading(check, value);
  const reading = toReading(
    await repo.insertReading(tx, {
      event_id: task.eventId,
      task_id: task.id,
      value_c: value,
      taken_at: new Date().toISOString(),
      taken_by: actor(name),
      check_kind: check,
      in_range: judgement.inRange ? 1 : 0,
      corrective_action: judgement.correctiveAction,
    }),
  );
  const timerChanged = await steerPitTimer(tx, task.eventId, check, judgement.correctiveAction);
  return { reading, timerChanged };
}

/**
 * Completes a task (started now as well when it was not). A temperature task needs a reading: the one
 * sent with it (recorded as a reading) or one recorded before.
 */
export function completeTask(
  db: Db,
  eventId: number,
  taskId: string,
  request: z.output<typeof completeTaskRequestSchema>,
): Promise<ChangedTaskSteering> {
  let timerChanged = false;
  return changeTask(db, eventId, taskId, async (task, tx) => {
    if (task.completed) {
      throw textRefusal(409, 'kitchenRules.tasks.alreadyCompleted', {
        name: task.completedBy ?? DEFAULT_ACTOR,
        time: task.completedAt ?? '',
      });
    }
    const { temperatureValue } = request;
    if (task.isTemperature && temperatureValue === undefined && task.temperatureValue === null) {
      throw textRefusal(400, 'kitchenRules.tasks.temperatureRequired');
    }
    if (temperatureValue !== undefined) {
      ({ timerChanged } = await recordReading(tx, task, temperatureValue, request.name));
    }
    const now = new Date().toISOString();
    const name = actor(request.name);
    return {
      ...task,
      temperatureValue: temperatureValue ?? task.temperatureValue,
      startedAt: task.startedAt ?? now,
      startedBy: task.startedBy ?? name,
      completed: true,
      completedAt: now,
      completedBy: name,
    };
  }).then((changed) => ({ ...changed, timerChanged }));
}

export function undoStart(db: Db, eventId: number, taskId: string): Promise<ChangedTask> {
  return changeTask(db, eventId, taskId, (task) => {
    if (task.completed) throw textRefusal(409, 'kitchenRules.tasks.undoStartCompleted');
    return { ...task, startedAt: null, startedBy: null };
  });
}

export function undoComplete(db: Db, eventId: number, taskId: string): Promise<ChangedTask> {
  return changeTask(db, eventId, taskId, (task) => ({
    ...task,
    completed: false,
    completedAt: null,
    completedBy: null,
  }));
}

export function editTask(
  db: Db,
  eventId: number,
  taskId: string,
  changes: z.output<typeof taskChangesSchema>,
): Promise<ChangedTask> {
  return changeTask(db, eventId, taskId, (task) => {
    const next = { ...task, ...changes };
    return { ...next, hasVideo: next.videoUrl.trim() !== '' };
  });
}

/** Records a pit reading, judged against the task's check, and keeps it as the task's value. */
export function recordTemperature(
  db: Db,
  eventId: number,
  taskId: string,
  value: number,
  name: string,
): Promise<ChangedTaskSteering & { reading: TemperatureReading }> {
  let recorded: Awaited<ReturnType<typeof recordReading>> | undefined;
  return changeTask(db, eventId, taskId, async (task, tx) => {
    recorded = await recordReading(tx, task, value, name);
    return { ...task, temperatureValue: value };
  }).then((changed) => ({ ...changed, ...recorded! }));
}

export async function listReadings(db: DbOrTx, eventId: number): Promise<TemperatureReading[]> {
  await requireDiaryEvent(db, eventId);
  return (await repo.listReadings(db, eventId)).map(toReading);
}

/** The final task ('Rice and meat taken outside pit') stays; any other may go. Answers the list. */
export function deleteTask(db: Db, eventId: number, taskId: string): Promise<TaskList> {
  return withTaskList(db, eventId, async (tx, version) => {
    const row = await repo.findTask(tx, eventId, taskId);
    if (!row) throw taskNotFound();
    if (row.is_final_task === 1 || row.task === FINAL_TASK_NAME) {
      throw textRefusal(409, 'kitchenRules.tasks.finalTaskLocked');
    }
    await repo.deleteTask(tx, eventId, taskId);
    await repo.setTaskListVersion(tx, eventId, version + 1);
    return currentList(tx, eventId, version + 1);
  });
}

function newTask(eventId: number, request: z.output<typeof newTaskRequestSchema>, tasks: Task[]): Task {
  const taken = new Set(tasks.map((task) => task.id));
  switch (request.kind) {
    case 'custom':
      return {
        ...blankTask(eventId),
        id: `custom-${randomUUID()}`,
        task: request.task,
        dueDate: typeof request.dueDate === 'number' ? dueDateLabel(request.dueDate) : request.dueDate,
        estimatedDuration: String(request.estimatedDuration),
        startTime: request.startTime,
        assignedTo: request.assignedTo,
        videoUrl: request.videoUrl,
        hasVideo: request.videoUrl !== '',
        description: request.description,
      };
    case 'delivery':
      return {
        ...blankTask(eventId),
        id: `delivery-${randomUUID()}`,
        task: deliveryTaskTitle(request.deliveryLocation, request.deliveryType),
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

/** Adds a custom, delivery or temperature task, last of its day. */
export function addTask(db: Db, eventId: number, request: z.output<typeof newTaskRequestSchema>): Promise<ChangedTask> {
  return withTaskList(db, eventId, async (tx, version) => {
    const tasks = (await repo.listTasks(tx, eventId)).map(toTask);
    const last = Math.max(0, ...tasks.map((task) => task.sortOrder));
    const task = { ...newTask(eventId, request, tasks), sortOrder: last + 10 };
    await repo.insertTask(tx, toRow(task, eventId));
    await repo.setTaskListVersion(tx, eventId, version + 1);
    return { task, version: version + 1 };
  });
}
