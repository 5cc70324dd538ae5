import type { DbOrTx } from '#server/db/database.ts';

/** Every booking of these events (each one a paid one): its amount and whether it was cancelled. */
export function paidBookingsOf(db: DbOrTx, eventIds: readonly number[]) {
  if (!eventIds.length) return Promise.resolve([]);
  return db
    .selectFrom('bookings')
    .select(['id', 'event_id', 'amount_paise', 'status'])
    .where('event_id', 'in', eventIds)
    .orderBy('id')
    .execute();
}

/** The refunds made (not failed) of these events' bookings. */
export function refundsMadeOf(db: DbOrTx, eventIds: readonly number[]) {
  if (!eventIds.length) return Promise.resolve([]);
  return db
    .selectFrom('refunds')
    .innerJoin('bookings', 'bookings.id', 'refunds.booking_id')
    .select(['bookings.event_id as eventId', 'refunds.amount_paise as amountPaise', 'refunds.status as status'])
    .where('bookings.event_id', 'in', eventIds)
    .where('refunds.status', '!=', 'failed')
    .orderBy('refunds.id')
    .execute();
}
