import type { DbOrTx } from '#server/db/database.ts';
import type { RecipeCollectionRow, RecipeCollectionsTable, RecipeRow } from '#server/db/schema.ts';
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

export async function insertRecipes(db: DbOrTx, rows: RecipeRow[]): Promise<void> {
  if (rows.length) await db.insertInto('recipes').values(rows).execute();
}

/** Writes the recipe whole, creating it when the collection has none under the key. */
export async function saveRecipe(db: DbOrTx, collectionId: number, key: string, body: string): Promise<void> {
  await db
    .insertInto('recipes')
    .values({ collection_id: collectionId, key, body })
    .onConflict((oc) => oc.columns(['collection_id', 'key']).doUpdateSet({ body }))
    .execute();
}

export interface PricedItem {
  id: number;
  unit: string;
  current_price_paise: number;
}

/** The inventory items' units and current prices, by id. */
export async function pricedItems(db: DbOrTx, ids: number[]): Promise<Map<number, PricedItem>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('inventory_items')
    .select(['id', 'unit', 'current_price_paise'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}
