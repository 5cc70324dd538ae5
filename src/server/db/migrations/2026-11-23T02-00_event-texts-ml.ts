import type { Kysely } from 'kysely';

/** An event's badge and button text may also be given in Malayalam ('' = use the English). Frozen once landed. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('badge_ml', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('button_text_ml', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
