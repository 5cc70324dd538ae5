import { sql } from 'kysely';
import { isPostgres, type DbOrTx } from '#server/db/database.ts';

export interface ValueRow {
  date: string;
  field: string;
  value: number;
}

export interface CheckRow {
  date: string;
  item_id: string;
  value: string | null;
  worker: string;
  checked_at: string;
  account: string;
  /** When the check reached the server (checked_at: when it was made); null for checks kept before. */
  arrived_at?: string | null;
  action_taken?: string | null;
  early_reason?: string | null;
}

export interface CompletionRow {
  date: string;
  task_id: string;
  worker: string;
  completed_at: string;
}

/** Makes the day's row when it has none (a second device making it at the same moment finds the first's). */
export async function ensureDay(db: DbOrTx, date: string, now: string, by: string): Promise<void> {
  await db
    .insertInto('cutlet_days')
    .values({ date, created_at: now, created_by: by })
    .onConflict((oc) => oc.column('date').doNothing())
    .execute();
}

/**
 * Locks the day's row until the transaction ends (PostgreSQL: FOR UPDATE; SQLite's BEGIN IMMEDIATE has
 * already serialised writers): every change of one day waits for the one before it.
 */
export async function lockDay(db: DbOrTx, date: string): Promise<void> {
  if (isPostgres(db)) await sql`select date from cutlet_days where date = ${date} for update`.execute(db);
}

/** The day's version; undefined for a day nothing was kept for (it reads as 1, the version its row starts at). */
export async function dayVersion(db: DbOrTx, date: string): Promise<number | undefined> {
  const row = await db.selectFrom('cutlet_days').select('version').where('date', '=', date).executeTakeFirst();
  return row === undefined ? undefined : Number(row.version);
}

/** Every change of the day moves its version on. */
export async function bumpVersion(db: DbOrTx, date: string): Promise<void> {
  await db
    .updateTable('cutlet_days')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('date', '=', date)
    .execute();
}

export function listValues(db: DbOrTx, date: string): Promise<ValueRow[]> {
  return db.selectFrom('cutlet_values').select(['date', 'field', 'value']).where('date', '=', date).execute();
}

export async function saveValue(
  db: DbOrTx,
  row: { date: string; field: string; value: number; updated_at: string; updated_by: string },
): Promise<void> {
  const { value, updated_at, updated_by } = row;
  await db
    .insertInto('cutlet_values')
    .values(row)
    .onConflict((oc) => oc.columns(['date', 'field']).doUpdateSet({ value, updated_at, updated_by }))
    .execute();
}

export function listChecks(db: DbOrTx, date: string): Promise<CheckRow[]> {
  return db.selectFrom('cutlet_checks').selectAll().where('date', '=', date).orderBy('checked_at').execute();
}

/** Checks an item unless it is checked already; true when this call checked it. */
export async function insertCheck(db: DbOrTx, row: CheckRow): Promise<boolean> {
  const result = await db
    .insertInto('cutlet_checks')
    .values(row)
    .onConflict((oc) => oc.columns(['date', 'item_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function findCheck(db: DbOrTx, date: string, itemId: string): Promise<CheckRow | undefined> {
  return db
    .selectFrom('cutlet_checks')
    .selectAll()
    .where('date', '=', date)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
}

/** Takes a check back (its undo keeps it in the day's corrections). */
export async function deleteCheck(db: DbOrTx, date: string, itemId: string): Promise<void> {
  await db.deleteFrom('cutlet_checks').where('date', '=', date).where('item_id', '=', itemId).execute();
}

export function listCompletions(db: DbOrTx, date: string): Promise<CompletionRow[]> {
  return db.selectFrom('cutlet_completions').selectAll().where('date', '=', date).orderBy('completed_at').execute();
}

export async function insertCompletion(db: DbOrTx, row: CompletionRow): Promise<void> {
  await db
    .insertInto('cutlet_completions')
    .values(row)
    .onConflict((oc) => oc.columns(['date', 'task_id']).doNothing())
    .execute();
}

/** A task is no longer completed once one of its checks is taken back. */
export async function deleteCompletion(db: DbOrTx, date: string, taskId: string): Promise<void> {
  await db.deleteFrom('cutlet_completions').where('date', '=', date).where('task_id', '=', taskId).execute();
}

/** The latest day kept before `date`; undefined when there is none. */
export async function previousDay(db: DbOrTx, date: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('cutlet_days')
    .select('date')
    .where('date', '<', date)
    .orderBy('date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.date;
}

/** Every day kept before `date`, with its frozen and produced counts where they were entered. */
export async function frozenHistory(
  db: DbOrTx,
  date: string,
): Promise<{ date: string; frozen: number | null; produced: number | null }[]> {
  const [days, values] = await Promise.all([
    db.selectFrom('cutlet_days').select('date').where('date', '<', date).orderBy('date').execute(),
    db
      .selectFrom('cutlet_values')
      .select(['date', 'field', 'value'])
      .where('date', '<', date)
      .where('field', 'in', ['frozenCutlets', 'producedCutlets'])
      .execute(),
  ]);
  const result = new Map<string, { date: string; frozen: number | null; produced: number | null }>(
    days.map((day) => [day.date, { date: day.date, frozen: null, produced: null }]),
  );
  for (const row of values) {
    const day = result.get(row.date);
    if (!day) continue;
    if (row.field === 'frozenCutlets') day.frozen = Number(row.value);
    else day.produced = Number(row.value);
  }
  return [...result.values()];
}

/** The latest `limit` days kept up to and including `until`, oldest first. */
export async function daysUpTo(db: DbOrTx, until: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('cutlet_days')
    .select('date')
    .where('date', '<=', until)
    .orderBy('date', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.date).reverse();
}

export function valuesOfDays(db: DbOrTx, dates: string[]): Promise<ValueRow[]> {
  if (dates.length === 0) return Promise.resolve([]);
  return db.selectFrom('cutlet_values').select(['date', 'field', 'value']).where('date', 'in', dates).execute();
}

export async function completionCounts(db: DbOrTx, dates: string[]): Promise<Map<string, number>> {
  if (dates.length === 0) return new Map();
  const rows = await db
    .selectFrom('cutlet_completions')
    .select((eb) => ['date', eb.fn.countAll<number | string>().as('count')])
    .where('date', 'in', dates)
    .groupBy('date')
    .execute();
  return new Map(rows.map((row) => [row.date, Number(row.count)]));
}
