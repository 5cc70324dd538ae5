import type { DbOrTx } from '#server/db/database.ts';

/**
 * Uses of each code at `now`: bookings not cancelled and held holds not yet expired. A released or
 * expired hold, or a cancelled booking, gives its use back by no longer matching. `code` narrows it to one.
 */
export async function couponUsesAt(db: DbOrTx, now: string, code?: string): Promise<Map<string, number>> {
  let held = db
    .selectFrom('payment_holds')
    .select((eb) => ['coupon', eb.fn.countAll<number>().as('uses')])
    .where('status', '=', 'held')
    .where('expires_at', '>', now);
  let booked = db
    .selectFrom('bookings')
    .select((eb) => ['coupon', eb.fn.countAll<number>().as('uses')])
    .where('status', '!=', 'cancelled');
  if (code === undefined) {
    held = held.where('coupon', 'is not', null);
    booked = booked.where('coupon', 'is not', null);
  } else {
    held = held.where('coupon', '=', code);
    booked = booked.where('coupon', '=', code);
  }
  const rows = [...(await held.groupBy('coupon').execute()), ...(await booked.groupBy('coupon').execute())];
  const uses = new Map<string, number>();
  for (const row of rows) uses.set(row.coupon!, (uses.get(row.coupon!) ?? 0) + Number(row.uses));
  return uses;
}

/** Whether any booking or payment hold refers to the event. */
export async function eventHasOrders(db: DbOrTx, eventId: number): Promise<boolean> {
  const [booking, hold] = await Promise.all([
    db.selectFrom('bookings').select('id').where('event_id', '=', eventId).limit(1).executeTakeFirst(),
    db.selectFrom('payment_holds').select('id').where('event_id', '=', eventId).limit(1).executeTakeFirst(),
  ]);
  return Boolean(booking || hold);
}

/** Items booked for a sales event by bookings that are not cancelled (every booking is a paid one). */
export async function bookedQuantity(db: DbOrTx, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.sum<number | string | null>('total_quantity').as('quantity'))
    .where('event_id', '=', eventId)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst();
  return Number(row?.quantity ?? 0);
}

/** Whether the sales event has a booking (not cancelled) with this reference. */
export async function hasBookingWithReference(db: DbOrTx, eventId: number, reference: string): Promise<boolean> {
  const row = await db
    .selectFrom('bookings')
    .select('id')
    .where('event_id', '=', eventId)
    .where('reference', '=', reference)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst();
  return row !== undefined;
}
