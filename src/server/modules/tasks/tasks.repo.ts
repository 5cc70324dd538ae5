import { sql, type Insertable, type Updateable } from 'kysely';
import { isPostgres, type DbOrTx } from '#server/db/database.ts';
import type {
  DiaryTaskRow,
  DiaryTasksTable,
  TemperatureReadingRow,
  TemperatureReadingsTable,
} from '#server/db/schema.ts';

/**
 * The list's version, locking its row until the transaction ends (PostgreSQL: FOR UPDATE; SQLite's
 * BEGIN IMMEDIATE has already serialised writers). Undefined when the list was never created.
 */
export async function lockTaskList(db: DbOrTx, eventId: number): Promise<number | undefined> {
  if (isPostgres(db)) {
    const { rows } = await sql<{
      version: number;
    }>`select version from diary_task_lists where event_id = ${eventId} for update`.execute(db);
    return rows[0]?.version;
  }
  return readTaskListVersion(db, eventId);
}

/** Creates the list's row at `version`; false when another transaction created it first. */
export async function createTaskList(db: DbOrTx, eventId: number, version: number): Promise<boolean> {
  const inserted = await db
    .insertInto('diary_task_lists')
    .values({ event_id: eventId, version })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function setTaskListVersion(db: DbOrTx, eventId: number, version: number): Promise<void> {
  await db.updateTable('diary_task_lists').set({ version }).where('event_id', '=', eventId).execute();
}

export function listTasks(db: DbOrTx, eventId: number): Promise<DiaryTaskRow[]> {
  return db
    .selectFrom('diary_tasks')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findTask(db: DbOrTx, eventId: number, taskId: string): Promise<DiaryTaskRow | undefined> {
  return db
    .selectFrom('diary_tasks')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('id', '=', taskId)
    .executeTakeFirst();
}

export async function replaceTasks(db: DbOrTx, eventId: number, tasks: Insertable<DiaryTasksTable>[]): Promise<void> {
  await db.deleteFrom('diary_tasks').where('event_id', '=', eventId).execute();
  // Batches keep each statement under SQLite's and PostgreSQL's bound-parameter limits.
  for (let start = 0; start < tasks.length; start += 200) {
    await db
      .insertInto('diary_tasks')
      .values(tasks.slice(start, start + 200))
      .execute();
  }
}

export async function insertTask(db: DbOrTx, task: Insertable<DiaryTasksTable>): Promise<void> {
  await db.insertInto('diary_tasks').values(task).execute();
}

export async function updateTask(
  db: DbOrTx,
  eventId: number,
  taskId: string,
  changes: Updateable<DiaryTasksTable>,
): Promise<void> {
  await db.updateTable('diary_tasks').set(changes).where('event_id', '=', eventId).where('id', '=', taskId).execute();
}

export async function deleteTask(db: DbOrTx, eventId: number, taskId: string): Promise<void> {
  await db.deleteFrom('diary_tasks').where('event_id', '=', eventId).where('id', '=', taskId).execute();
}

export function insertReading(
  db: DbOrTx,
  reading: Insertable<TemperatureReadingsTable>,
): Promise<TemperatureReadingRow> {
  return db.insertInto('temperature_readings').values(reading).returningAll().executeTakeFirstOrThrow();
}

/** The event's readings, oldest first. */
export function listReadings(db: DbOrTx, eventId: number): Promise<TemperatureReadingRow[]> {
  return db.selectFrom('temperature_readings').selectAll().where('event_id', '=', eventId).orderBy('id').execute();
}

/** The list's version without locking it; undefined when the list was never created. */
export async function readTaskListVersion(db: DbOrTx, eventId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('diary_task_lists')
    .select('version')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row?.version;
}

export async function countTasks(db: DbOrTx, eventId: number): Promise<number> {
  const { count } = await db
    .selectFrom('diary_tasks')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The task's newest reading, if it has one. */
export function latestReading(db: DbOrTx, eventId: number, taskId: string): Promise<TemperatureReadingRow | undefined> {
  return db
    .selectFrom('temperature_readings')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('task_id', '=', taskId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Writes what was done about a reading outside its limit, once: the measurement itself is never
 * rewritten, and an action already written stays.
 */
export async function writeReadingAction(db: DbOrTx, id: number, actionTaken: string, actionBy: string) {
  await db
    .updateTable('temperature_readings')
    .set({ action_taken: actionTaken, action_by: actionBy })
    .where('id', '=', id)
    .where('action_taken', 'is', null)
    .execute();
}

export function findReading(
  db: DbOrTx,
  eventId: number,
  readingId: number,
): Promise<TemperatureReadingRow | undefined> {
  return db
    .selectFrom('temperature_readings')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('id', '=', readingId)
    .executeTakeFirst();
}

export async function hasReadings(db: DbOrTx, eventId: number): Promise<boolean> {
  const row = await db
    .selectFrom('temperature_readings')
    .select('id')
    .where('event_id', '=', eventId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the event holds a pit reading, or a task started or completed: kitchen records, which are kept. */
export async function holdsTaskRecords(db: DbOrTx, eventId: number): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(eb.selectFrom('temperature_readings').select('id').where('event_id', '=', eventId)),
          eb.exists(
            eb
              .selectFrom('diary_tasks')
              .select('id')
              .where('event_id', '=', eventId)
              .where((task) =>
                task.or([
                  task('completed', '=', 1),
                  task('started_at', 'is not', null),
                  task('completed_at', 'is not', null),
                ]),
              ),
          ),
        ])
        .as('held'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(Number(row.held));
}

/** The event's readings, tasks and task list. Children go first: foreign keys may or may not cascade. */
export async function deleteTasksOfEvent(db: DbOrTx, eventId: number): Promise<void> {
  await db.deleteFrom('temperature_readings').where('event_id', '=', eventId).execute();
  await db.deleteFrom('diary_tasks').where('event_id', '=', eventId).execute();
  await db.deleteFrom('diary_task_lists').where('event_id', '=', eventId).execute();
}
