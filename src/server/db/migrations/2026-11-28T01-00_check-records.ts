import type { Kysely } from 'kysely';

/**
 * What a cook did about a reading or a cutlet value outside its limit (their own words and their name),
 * and why a check was done before its time: kept on the reading, the task and the cutlet check. Null on
 * every record made before. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('temperature_readings').addColumn('action_taken', 'text').execute();
  await db.schema.alterTable('temperature_readings').addColumn('action_by', 'text').execute();
  await db.schema.alterTable('diary_tasks').addColumn('early_reason', 'text').execute();
  await db.schema.alterTable('cutlet_checks').addColumn('action_taken', 'text').execute();
  await db.schema.alterTable('cutlet_checks').addColumn('early_reason', 'text').execute();
}
