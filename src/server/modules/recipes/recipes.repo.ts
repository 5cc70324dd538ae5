import type { DbOrTx } from '#server/db/database.ts';
import type { RecipeCollectionRow, RecipeCollectionsTable, RecipeRow, RecipesTable } from '#server/db/schema.ts';
import type { Insertable } from 'kysely';

/** Collections newest day first; drafts only when asked for. */
export function listCollections(db: DbOrTx, withDrafts: boolean): Promise<RecipeCollectionRow[]> {
  let query = db.selectFrom('recipe_collections').selectAll();
  if (!withDrafts) query = query.where('status', '=', 'published');
  return query.orderBy('date', 'desc').orderBy('id', 'desc').execute();
}

export function findCollection(db: DbOrTx, id: number): Promise<RecipeCollectionRow | undefined> {
  return db.selectFrom('recipe_collections').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCollectionByDate(db: DbOrTx, date: string): Promise<RecipeCollectionRow | undefined> {
  return db.selectFrom('recipe_collections').selectAll().where('date', '=', date).executeTakeFirst();
}

export function insertCollection(db: DbOrTx, row: Insertable<RecipeCollectionsTable>): Promise<{ id: number }> {
  return db.insertInto('recipe_collections').values(row).returning('id').executeTakeFirstOrThrow();
}

export async function publishCollection(db: DbOrTx, id: number, now: string): Promise<void> {
  await db
    .updateTable('recipe_collections')
    .set({ status: 'published', published_at: now })
    .where('id', '=', id)
    .execute();
}

/** The collection and its recipes. */
export async function deleteCollection(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom('recipes').where('collection_id', '=', id).execute();
  await db.deleteFrom('recipe_collections').where('id', '=', id).execute();
}

export function listRecipes(db: DbOrTx, collectionId: number): Promise<RecipeRow[]> {
  return db.selectFrom('recipes').selectAll().where('collection_id', '=', collectionId).execute();
}

/** A new collection's recipes, each at version 1. */
export async function insertRecipes(db: DbOrTx, rows: Insertable<RecipesTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('recipes').values(rows).execute();
}

export function findRecipe(db: DbOrTx, collectionId: number, key: string): Promise<RecipeRow | undefined> {
  return db
    .selectFrom('recipes')
    .selectAll()
    .where('collection_id', '=', collectionId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/**
 * Writes the recipe whole and bumps its version, only while it is still at `version`; false when it
 * was not (someone else's save came first).
 */
export async function saveRecipe(
  db: DbOrTx,
  collectionId: number,
  key: string,
  version: number,
  body: string,
): Promise<boolean> {
  const result = await db
    .updateTable('recipes')
    .set({ body, version: version + 1 })
    .where('collection_id', '=', collectionId)
    .where('key', '=', key)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
