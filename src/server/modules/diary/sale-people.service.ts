import type { DbOrTx } from '#server/db/database.ts';
import { readBusinessSettings } from '#server/modules/settings/settings.service.ts';

/**
 * THE rule for the people (plates) a sales event's bookings feed: items of bookings not cancelled ×
 * the business's people per order. The diary's booked people and the purchase list both count so.
 * `orders` is the diary's SaleOrders (given by the app).
 */
export async function salePeople(
  db: DbOrTx,
  salesEventId: number,
  orders: { bookedQuantity(db: DbOrTx, eventId: number): Promise<number> },
): Promise<number> {
  const [quantity, settings] = await Promise.all([orders.bookedQuantity(db, salesEventId), readBusinessSettings(db)]);
  return quantity * settings.peoplePerOrder;
}
