import { addDays } from '#shared/domain/event-date.ts';
import type { Db } from '#server/db/database.ts';

/**
 * Every inventory item cost ₹100 a unit until ten days after `eventDay`, ₹1,000 since (its price today):
 * an event on `eventDay` is costed at ₹100 a unit, so a cost at today's price shows. Answers the items' ids.
 */
export async function priceItemsAroundEvent(db: Db, eventDay: string): Promise<number[]> {
  const items = await db.selectFrom('inventory_items').select('id').orderBy('id').execute();
  await db
    .insertInto('inventory_price_history')
    .values(
      items.flatMap(({ id }) => [
        { item_id: id, date: '2020-01-01T00:00:00.000Z', price_paise: 10_000, changed_by: null },
        { item_id: id, date: `${addDays(eventDay, 10)}T06:00:00.000Z`, price_paise: 100_000, changed_by: null },
      ]),
    )
    .execute();
  await db.updateTable('inventory_items').set({ current_price_paise: 100_000 }).execute();
  return items.map(({ id }) => id);
}
