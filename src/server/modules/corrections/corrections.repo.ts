import type { Insertable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { KitchenCorrectionRow, KitchenCorrectionsTable } from '#server/db/schema.ts';

export async function insertCorrection(db: DbOrTx, row: Insertable<KitchenCorrectionsTable>): Promise<void> {
  await db.insertInto('kitchen_corrections').values(row).execute();
}

/** A diary event's corrections, oldest first. */
export function listEventCorrections(db: DbOrTx, eventId: number): Promise<KitchenCorrectionRow[]> {
  return db.selectFrom('kitchen_corrections').selectAll().where('event_id', '=', eventId).orderBy('id').execute();
}

/** A cutlet day's corrections, oldest first. */
export function listCutletCorrections(db: DbOrTx, date: string): Promise<KitchenCorrectionRow[]> {
  return db.selectFrom('kitchen_corrections').selectAll().where('cutlet_date', '=', date).orderBy('id').execute();
}

export async function isReadingCorrected(db: DbOrTx, eventId: number, readingId: number): Promise<boolean> {
  const row = await db
    .selectFrom('kitchen_corrections')
    .select('id')
    .where('event_id', '=', eventId)
    .where('record_kind', '=', 'reading')
    .where('record_id', '=', String(readingId))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasEventCorrections(db: DbOrTx, eventId: number): Promise<boolean> {
  const row = await db
    .selectFrom('kitchen_corrections')
    .select('id')
    .where('event_id', '=', eventId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
