import type { DbOrTx } from '#server/db/database.ts';

/** A stored setting's text, or undefined when it was never written. */
export async function readSetting(db: DbOrTx, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function writeSetting(db: DbOrTx, key: string, value: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}
