import { sql, type Kysely } from 'kysely';

/**
 * Kept change answers are bounded per account (a count and a byte budget, the oldest going first):
 * each answer's size in bytes is kept beside it, and the account's answers are read newest first.
 * Answers kept before carry their length in characters (close enough: they are pruned within a week).
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('applied_changes')
    .addColumn('reply_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update applied_changes set reply_bytes = coalesce(length(reply), 0)`.execute(db);
  await db.schema
    .createIndex('applied_changes_user_created_at')
    .on('applied_changes')
    .columns(['user_id', 'created_at'])
    .execute();
}
