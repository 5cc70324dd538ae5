import { sql, type Kysely } from 'kysely';
import { isPostgres } from '#server/db/database.ts';

/** Numbers for live changes, shared by every app instance on PostgreSQL. Frozen once landed. */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`create sequence if not exists live_changes_seq`.execute(db);
}
