import type { DbOrTx } from '#server/db/database.ts';
import { readBusinessSettings } from '#server/modules/settings/settings.service.ts';

/**
 * THE rule for the people (plates) orders feed: items ordered × the business's people per order. The
 * diary's booked people, the purchase list and the owner's margin all count so.
 */
export async function peopleForOrders(db: DbOrTx, orders: number): Promise<number> {
  return orders * (await readBusinessSettings(db)).peoplePerOrder;
}

/**
 * The people a sales event's bookings (not cancelled) feed. `orders` is the diary's SaleOrders (given
 * by the app).
 */
export async function salePeople(
  db: DbOrTx,
  salesEventId: number,
  orders: { bookedQuantity(db: DbOrTx, eventId: number): Promise<number> },
): Promise<number> {
  return peopleForOrders(db, await orders.bookedQuantity(db, salesEventId));
}
