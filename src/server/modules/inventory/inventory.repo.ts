import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { IngredientLinksTable, InventoryItemsTable, InventoryPriceHistoryTable } from '#server/db/schema.ts';

export type ItemRow = Selectable<InventoryItemsTable>;
export type HistoryRow = Selectable<InventoryPriceHistoryTable>;
export type NewItemRow = Insertable<InventoryItemsTable>;
export type NewHistoryRow = Insertable<InventoryPriceHistoryTable>;
export type ItemChanges = Updateable<InventoryItemsTable>;
export type LinkRow = Selectable<IngredientLinksTable>;

/** Rows per multi-row statement: well under both databases' limits on bound values. */
const CHUNK = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) result.push(rows.slice(start, start + CHUNK));
  return result;
}

export function listItems(db: DbOrTx): Promise<ItemRow[]> {
  return db.selectFrom('inventory_items').selectAll().execute();
}

export function findItem(db: DbOrTx, id: number): Promise<ItemRow | undefined> {
  return db.selectFrom('inventory_items').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The ids already taken between `from` and `to`, inclusive. */
export async function idsBetween(db: DbOrTx, from: number, to: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('inventory_items')
    .select('id')
    .where('id', '>=', from)
    .where('id', '<=', to)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Price histories, each oldest first (by date, then by the order they were written); one item's when `itemId` is given. */
/** The inventory's revision: raised by every write (`markChanged`), in the writer's transaction. */
export async function readRevision(db: DbOrTx): Promise<number> {
  const row = await db.selectFrom('inventory_revision').select('revision').where('id', '=', 1).executeTakeFirst();
  return Number(row?.revision ?? 0);
}

export async function markChanged(db: DbOrTx): Promise<void> {
  await db
    .updateTable('inventory_revision')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

export function listHistory(db: DbOrTx, itemId?: number): Promise<HistoryRow[]> {
  let query = db.selectFrom('inventory_price_history').selectAll();
  if (itemId !== undefined) query = query.where('item_id', '=', itemId);
  return query.orderBy('item_id').orderBy('date').orderBy('id').execute();
}

export async function insertItem(db: DbOrTx, row: NewItemRow): Promise<void> {
  await db.insertInto('inventory_items').values(row).execute();
}

/**
 * Writes the changes and raises the version, only when the stored version is still `version`;
 * false when it is not (or the item is gone).
 */
export async function updateItem(db: DbOrTx, id: number, version: number, changes: ItemChanges): Promise<boolean> {
  const result = await db
    .updateTable('inventory_items')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Inserts new items and overwrites existing ones (by id) whole, raising the version of each one
 * overwritten.
 */
export async function upsertItems(db: DbOrTx, rows: readonly NewItemRow[]): Promise<void> {
  for (const chunk of chunks(rows)) {
    await db
      .insertInto('inventory_items')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          name_ml: eb.ref('excluded.name_ml'),
          category: eb.ref('excluded.category'),
          quantity: eb.ref('excluded.quantity'),
          unit: eb.ref('excluded.unit'),
          current_price_paise: eb.ref('excluded.current_price_paise'),
          is_active: eb.ref('excluded.is_active'),
          min_quantity: eb.ref('excluded.min_quantity'),
          notes: eb.ref('excluded.notes'),
          last_updated: eb.ref('excluded.last_updated'),
          version: eb('inventory_items.version', '+', 1),
        })),
      )
      .execute();
  }
}

/** The item, its price history and the ingredients linked to it; false when there was no such item. */
export async function deleteItem(db: DbOrTx, id: number): Promise<boolean> {
  await db.deleteFrom('inventory_price_history').where('item_id', '=', id).execute();
  await db.deleteFrom('ingredient_links').where('item_id', '=', id).execute();
  const result = await db.deleteFrom('inventory_items').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteHistoryRows(db: DbOrTx, ids: readonly number[]): Promise<void> {
  for (const chunk of chunks(ids)) await db.deleteFrom('inventory_price_history').where('id', 'in', chunk).execute();
}

export async function insertHistory(db: DbOrTx, rows: readonly NewHistoryRow[]): Promise<void> {
  for (const chunk of chunks(rows)) await db.insertInto('inventory_price_history').values(chunk).execute();
}

export function listLinks(db: DbOrTx): Promise<LinkRow[]> {
  return db.selectFrom('ingredient_links').selectAll().orderBy('ingredient').execute();
}

/** Sets the ingredient's link, replacing the one it had. */
export async function upsertLink(db: DbOrTx, row: LinkRow): Promise<void> {
  await db
    .insertInto('ingredient_links')
    .values(row)
    .onConflict((oc) =>
      oc.column('ingredient').doUpdateSet((eb) => ({
        item_id: eb.ref('excluded.item_id'),
        grams_per_ml: eb.ref('excluded.grams_per_ml'),
        updated_at: eb.ref('excluded.updated_at'),
        updated_by: eb.ref('excluded.updated_by'),
      })),
    )
    .execute();
}

/** False when the ingredient had no link. */
export async function deleteLink(db: DbOrTx, ingredient: string): Promise<boolean> {
  const result = await db.deleteFrom('ingredient_links').where('ingredient', '=', ingredient).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
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
