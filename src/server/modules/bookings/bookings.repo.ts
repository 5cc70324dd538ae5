import type { Insertable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { BookingRow, BookingsTable, HoldStatus, PaymentHold, PaymentHoldsTable } from '#server/db/schema.ts';

export function findHoldByReceipt(db: DbOrTx, receipt: string): Promise<PaymentHold | undefined> {
  return db.selectFrom('payment_holds').selectAll().where('receipt', '=', receipt).executeTakeFirst();
}

export function findHoldByOrderId(db: DbOrTx, orderId: string): Promise<PaymentHold | undefined> {
  return db.selectFrom('payment_holds').selectAll().where('gateway_order_id', '=', orderId).executeTakeFirst();
}

export function insertHold(db: DbOrTx, hold: Insertable<PaymentHoldsTable>): Promise<PaymentHold> {
  return db.insertInto('payment_holds').values(hold).returningAll().executeTakeFirstOrThrow();
}

export async function setHoldStatus(db: DbOrTx, holdId: number, status: HoldStatus): Promise<void> {
  await db.updateTable('payment_holds').set({ status }).where('id', '=', holdId).execute();
}

/** Stops a hold counting, unless a payment has booked it meanwhile. */
export async function releaseHold(db: DbOrTx, holdId: number): Promise<void> {
  await db
    .updateTable('payment_holds')
    .set({ status: 'released' })
    .where('id', '=', holdId)
    .where('status', '=', 'held')
    .execute();
}

/** Holds past their expiry that no payment has turned into a booking yet. */
export function listExpiredHolds(db: DbOrTx, now: string, limit: number): Promise<PaymentHold[]> {
  return db
    .selectFrom('payment_holds')
    .selectAll()
    .where('status', '=', 'held')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

export function findBookingByOrderId(db: DbOrTx, orderId: string): Promise<BookingRow | undefined> {
  return db.selectFrom('bookings').selectAll().where('gateway_order_id', '=', orderId).executeTakeFirst();
}

export async function referenceExists(db: DbOrTx, reference: string): Promise<boolean> {
  const row = await db.selectFrom('bookings').select('id').where('reference', '=', reference).executeTakeFirst();
  return row !== undefined;
}

export function insertBooking(db: DbOrTx, booking: Insertable<BookingsTable>): Promise<BookingRow> {
  return db.insertInto('bookings').values(booking).returningAll().executeTakeFirstOrThrow();
}

export function findHoldById(db: DbOrTx, holdId: number): Promise<PaymentHold | undefined> {
  return db.selectFrom('payment_holds').selectAll().where('id', '=', holdId).executeTakeFirst();
}

/** Gives a hold its gateway order, unless a retry of the same order gave it one first. */
export function attachGatewayOrder(db: DbOrTx, holdId: number, orderId: string): Promise<PaymentHold | undefined> {
  return db
    .updateTable('payment_holds')
    .set({ gateway_order_id: orderId })
    .where('id', '=', holdId)
    .where('gateway_order_id', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Units held and not yet paid for by one client address, across every event. */
export async function unpaidUnitsOfAddress(db: DbOrTx, clientAddress: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('payment_holds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_quantity'), eb.lit(0)).as('units'))
    .where('client_address', '=', clientAddress)
    .where('status', '=', 'held')
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.units);
}

/** The holds a phone number still has open for an event (normally none or one). */
export function findOpenHoldsOfPhone(db: DbOrTx, eventId: number, phone: string): Promise<PaymentHold[]> {
  return db
    .selectFrom('payment_holds')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('phone', '=', phone)
    .where('status', '=', 'held')
    .execute();
}
