import type { Kysely } from 'kysely';
import { isPostgres } from '#server/db/database.ts';

/**
 * Step timers of the SOP guide: one row per diary event and step (`<page>-<n>`), shared by every
 * screen. The start time is epoch milliseconds on the server's clock (bigint on PostgreSQL).
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const epochMs = isPostgres(db) ? 'bigint' : 'integer';
  await db.schema
    .createTable('timers')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('diary_events.id').onDelete('cascade'))
    .addColumn('step_id', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_time', epochMs)
    .addColumn('extra_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('extra_reason', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('timers_pk', ['event_id', 'step_id'])
    .execute();
}
