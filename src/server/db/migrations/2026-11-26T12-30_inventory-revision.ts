import type { Kysely } from 'kysely';

/**
 * One number raised by every inventory write, so a server can tell whether the list it built is
 * still the list (the list of a full inventory is megabytes: building it on every read held up the
 * storefront). Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('inventory_revision')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('inventory_revision').values({ id: 1, revision: 0 }).execute();
}
