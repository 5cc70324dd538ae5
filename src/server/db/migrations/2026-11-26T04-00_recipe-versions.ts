import type { Kysely } from 'kysely';

/**
 * Recipes of a draft collection carry a version (decision 008, no lost edits): every save bumps it, and
 * a save made from an older one is refused. Recipes saved before start at 1. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('recipes')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
