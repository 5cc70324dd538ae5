import type { DbOrTx } from '#server/db/database.ts';
import type { Insertable, Updateable } from 'kysely';
import type { EventRow, EventsTable, MenuItemsTable } from '#server/db/schema.ts';

export interface EventMenuLink {
  event_id: number;
  item_key: string;
  enabled: number;
  price_paise: number | null;
}

export function listEventRows(db: DbOrTx, options: { includeInactive: boolean }): Promise<EventRow[]> {
  let query = db.selectFrom('events').selectAll();
  if (!options.includeInactive) query = query.where('is_active', '=', 1);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function findEventById(db: DbOrTx, id: number): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findEventsByIds(db: DbOrTx, ids: number[]): Promise<EventRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('events').selectAll().where('id', 'in', ids).execute();
}

/** The original storefront names events by title: the newest active one with that title (and date, when given). */
export async function findActiveEventByTitle(db: DbOrTx, title: string, date?: string): Promise<EventRow | undefined> {
  const candidates = await db
    .selectFrom('events')
    .selectAll()
    .where('title', '=', title)
    .where('is_active', '=', 1)
    .orderBy('created_at', 'desc')
    .execute();
  return candidates.find((event) => date === undefined || event.date === date) ?? candidates[0];
}

export function listMenuLinks(db: DbOrTx, eventIds: number[]): Promise<EventMenuLink[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('event_menu_items').selectAll().where('event_id', 'in', eventIds).execute();
}

/** The items an event sells, with the price it sells them at (its own, else the catalogue's). */
export function listSellableItems(db: DbOrTx, eventId: number) {
  return db
    .selectFrom('event_menu_items')
    .innerJoin('menu_items', 'menu_items.key', 'event_menu_items.item_key')
    .select([
      'menu_items.key',
      'menu_items.name',
      'menu_items.description',
      'menu_items.name_ml',
      'menu_items.description_ml',
      'menu_items.price_paise as catalogue_price_paise',
      'event_menu_items.price_paise',
    ])
    .where('event_menu_items.event_id', '=', eventId)
    .where('event_menu_items.enabled', '=', 1)
    .orderBy('menu_items.sort_order')
    .execute();
}

export async function listCatalogueKeys(db: DbOrTx): Promise<string[]> {
  return (await listCatalogue(db)).map((item) => item.key);
}

/** The admin's menu catalogue, in its order. */
export function listCatalogue(db: DbOrTx) {
  return db.selectFrom('menu_items').selectAll().orderBy('sort_order').execute();
}

export function findCatalogueItem(db: DbOrTx, key: string) {
  return db.selectFrom('menu_items').selectAll().where('key', '=', key).executeTakeFirst();
}

/** Renames a catalogue item (English and Malayalam); its key and price stay. False when there is no such item. */
export async function updateCatalogueItemTexts(
  db: DbOrTx,
  key: string,
  texts: Pick<Updateable<MenuItemsTable>, 'name' | 'description' | 'name_ml' | 'description_ml'>,
): Promise<boolean> {
  const result = await db.updateTable('menu_items').set(texts).where('key', '=', key).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function insertEvent(db: DbOrTx, event: Insertable<EventsTable>): Promise<{ id: number }> {
  return db.insertInto('events').values(event).returning('id').executeTakeFirstOrThrow();
}

export async function updateEventRow(db: DbOrTx, id: number, changes: Updateable<EventsTable>): Promise<void> {
  await db.updateTable('events').set(changes).where('id', '=', id).execute();
}

export async function deleteEventRow(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom('events').where('id', '=', id).execute();
}

/** Replaces an event's menu: one row per catalogue item. */
export async function replaceMenuLinks(db: DbOrTx, eventId: number, links: EventMenuLink[]): Promise<void> {
  await db.deleteFrom('event_menu_items').where('event_id', '=', eventId).execute();
  if (links.length) await db.insertInto('event_menu_items').values(links).execute();
}
