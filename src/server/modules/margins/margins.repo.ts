import type { Selectable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { EventCostsTable } from '#server/db/schema.ts';

export type EventCostsRow = Selectable<EventCostsTable>;

export function findEventCosts(db: DbOrTx, eventIds: readonly number[]): Promise<EventCostsRow[]> {
  if (!eventIds.length) return Promise.resolve([]);
  return db.selectFrom('event_costs').selectAll().where('event_id', 'in', eventIds).execute();
}

export async function saveEventCosts(db: DbOrTx, row: EventCostsRow): Promise<void> {
  await db
    .insertInto('event_costs')
    .values(row)
    .onConflict((oc) =>
      oc.column('event_id').doUpdateSet({ lines_json: row.lines_json, saved_at: row.saved_at, saved_by: row.saved_by }),
    )
    .execute();
}

export async function readSetting(db: DbOrTx, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('margin_settings').select('value_json').where('key', '=', key).executeTakeFirst();
  return row?.value_json;
}

export async function writeSetting(db: DbOrTx, key: string, valueJson: string, by: string): Promise<void> {
  const updated_at = new Date().toISOString();
  await db
    .insertInto('margin_settings')
    .values({ key, value_json: valueJson, updated_at, updated_by: by })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value_json: valueJson, updated_at, updated_by: by }))
    .execute();
}
