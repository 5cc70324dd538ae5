import type { Kysely } from 'kysely';

/**
 * When an event's sale opened (issue 46, the sell-out forecast reads fill curves from it). Nothing
 * recorded it before: an event is made active or not, and `created_at` is when it was written. Events
 * active now opened, as best known, when they were written. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').addColumn('sale_opened_at', 'text').execute();
  await db
    .updateTable('events')
    .set((eb) => ({ sale_opened_at: eb.ref('created_at') }))
    .where('is_active', '=', 1)
    .execute();
}
