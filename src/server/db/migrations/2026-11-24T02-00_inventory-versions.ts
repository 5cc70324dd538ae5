import { sql, type Kysely } from 'kysely';
import { isPostgres } from '#server/db/database.ts';

/**
 * Inventory edits: each item carries a version (an edit made from an older copy is refused), and each
 * price in its history names who set it (null for seeded and imported prices). On PostgreSQL the
 * quantities become double precision: `real` there is 4 bytes and loses the 0.01 steps above about
 * 100,000 (SQLite's REAL is 8 bytes already). Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('inventory_items')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('inventory_price_history').addColumn('changed_by', 'text').execute();
  if (isPostgres(db)) {
    // Through text, which PostgreSQL writes as the shortest exact form: 0.1 stays 0.1, not 0.100000001490116.
    await sql`alter table inventory_items
      alter column quantity type double precision using quantity::text::double precision,
      alter column min_quantity type double precision using min_quantity::text::double precision`.execute(db);
  }
}
