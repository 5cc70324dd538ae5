import type { Insertable, Selectable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { EventUsageTable } from '#server/db/schema.ts';

export type UsageRow = Selectable<EventUsageTable>;

/** The diary events' recorded usage, by event then item. */
export function listUsage(db: DbOrTx, diaryEventIds: readonly number[]): Promise<UsageRow[]> {
  if (!diaryEventIds.length) return Promise.resolve([]);
  return db
    .selectFrom('event_usage')
    .selectAll()
    .where('diary_event_id', 'in', diaryEventIds)
    .orderBy('diary_event_id')
    .orderBy('item_id')
    .execute();
}

export async function hasUsage(db: DbOrTx, diaryEventId: number): Promise<boolean> {
  const row = await db
    .selectFrom('event_usage')
    .select('item_id')
    .where('diary_event_id', '=', diaryEventId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The diary event's record's version: 0 before its first save. */
export async function usageVersion(db: DbOrTx, diaryEventId: number): Promise<number> {
  const row = await db
    .selectFrom('event_usage_versions')
    .select('version')
    .where('diary_event_id', '=', diaryEventId)
    .executeTakeFirst();
  return row ? Number(row.version) : 0;
}

/** The diary event's record's version becomes `version` (its first save adds the row). */
export async function setUsageVersion(db: DbOrTx, diaryEventId: number, version: number): Promise<void> {
  await db
    .insertInto('event_usage_versions')
    .values({ diary_event_id: diaryEventId, version })
    .onConflict((conflict) => conflict.column('diary_event_id').doUpdateSet({ version }))
    .execute();
}

export async function deleteUsage(db: DbOrTx, diaryEventId: number): Promise<void> {
  await db.deleteFrom('event_usage').where('diary_event_id', '=', diaryEventId).execute();
}

export async function insertUsage(db: DbOrTx, rows: Insertable<EventUsageTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('event_usage').values(rows).execute();
}

/** The item's stock becomes `quantity`; its version and last update move. */
export async function setStock(db: DbOrTx, id: number, quantity: number, at: string): Promise<void> {
  await db
    .updateTable('inventory_items')
    .set((eb) => ({ quantity, last_updated: at, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}
