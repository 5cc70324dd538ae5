import type { DbOrTx } from '#server/db/database.ts';

export async function findCached(db: DbOrTx, key: string, fetchedAfter: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('geocode_cache')
    .select('result_json')
    .where('key', '=', key)
    .where('fetched_at', '>', fetchedAfter)
    .executeTakeFirst();
  return row?.result_json;
}

export async function saveAnswer(db: DbOrTx, key: string, resultJson: string, fetchedAt: string): Promise<void> {
  await db
    .insertInto('geocode_cache')
    .values({ key, result_json: resultJson, fetched_at: fetchedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ result_json: resultJson, fetched_at: fetchedAt }))
    .execute();
}

export async function deleteFetchedBefore(db: DbOrTx, cutoff: string): Promise<void> {
  await db.deleteFrom('geocode_cache').where('fetched_at', '<=', cutoff).execute();
}

/** Deletes all but the `count` most recently fetched answers. */
export async function keepNewest(db: DbOrTx, count: number): Promise<void> {
  const boundary = await db
    .selectFrom('geocode_cache')
    .select('fetched_at')
    .orderBy('fetched_at', 'desc')
    .offset(count)
    .limit(1)
    .executeTakeFirst();
  if (boundary) await db.deleteFrom('geocode_cache').where('fetched_at', '<=', boundary.fetched_at).execute();
}
