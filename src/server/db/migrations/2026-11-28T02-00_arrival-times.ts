import type { Kysely } from 'kysely';

/**
 * A record a cook makes keeps the time it was made (sent by a device that was offline, see
 * change-times.ts) in its time column, and here the time it reached the server: a task's start and
 * completion, a pit reading, an undo or a correction, a cutlet check. Null for records kept before.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('diary_tasks').addColumn('started_arrived_at', 'text').execute();
  await db.schema.alterTable('diary_tasks').addColumn('completed_arrived_at', 'text').execute();
  await db.schema.alterTable('temperature_readings').addColumn('arrived_at', 'text').execute();
  await db.schema.alterTable('kitchen_corrections').addColumn('arrived_at', 'text').execute();
  await db.schema.alterTable('cutlet_checks').addColumn('arrived_at', 'text').execute();
}
