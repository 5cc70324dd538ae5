import type { Kysely } from 'kysely';
import { isPostgres } from '#server/db/database.ts';

/**
 * When a step's timer was stopped (epoch milliseconds on the server's clock; bigint on PostgreSQL), so a
 * finished step still shows how long it took. Null while it runs and for a step never stopped; timers
 * stopped before this column existed keep null. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('timers')
    .addColumn('stop_time', isPostgres(db) ? 'bigint' : 'integer')
    .execute();
}
