import { sql, type Kysely } from 'kysely';

/**
 * The version of each diary event's usage record (what the kitchen used), bumped by every save, so a
 * record saved from an older copy (a second tablet, a change that waited offline) is refused instead of
 * silently replacing a newer one. Events recorded before start at version 1. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_usage_versions')
    .addColumn('diary_event_id', 'integer', (c) => c.primaryKey().references('diary_events.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('event_usage_versions')
    .columns(['diary_event_id', 'version'])
    .expression(
      db
        .selectFrom('event_usage')
        .select(['diary_event_id', sql<number>`1`.as('version')])
        .distinct(),
    )
    .execute();
}
