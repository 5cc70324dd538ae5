import type { DbOrTx } from '#server/db/database.ts';

export async function isDuplicateWebhook(db: DbOrTx, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('webhook_events')
    .select('event_id')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function rememberWebhook(db: DbOrTx, eventId: string): Promise<void> {
  await db
    .insertInto('webhook_events')
    .values({ event_id: eventId, received_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
}
