import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '#server/db/database.ts';

/**
 * The kitchen's recipe book: dated collections (draft or published) and their recipes, one row per
 * collection and recipe key, the recipe kept whole as JSON text (checked against the shared recipe
 * schema on every write and read). Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  const serial = postgres ? 'serial' : 'integer';
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('recipe_collections')
    .addColumn('id', serial, generatedId)
    .addColumn('date', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ml', 'text', (c) => c.notNull())
    .addColumn('badge_en', 'text', (c) => c.notNull())
    .addColumn('badge_ml', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .execute();

  await db.schema
    .createTable('recipes')
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('recipe_collections.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recipes_pk', ['collection_id', 'key'])
    .execute();
}
