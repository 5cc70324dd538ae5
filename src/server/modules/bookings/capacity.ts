import { sql } from 'kysely';
import { isPostgres, type DbOrTx } from '#server/db/database.ts';

/**
 * availableSlots = maxOrders − units in bookings that are not cancelled − units held by unexpired holds.
 * A slot is one unit of a menu item.
 */
export async function usedSlots(db: DbOrTx, eventId: number, now: string): Promise<number> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('bookings')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('total_quantity'), inner.lit(0)).as('units'))
        .where('event_id', '=', eventId)
        .where('status', '!=', 'cancelled')
        .as('booked'),
      eb
        .selectFrom('payment_holds')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('total_quantity'), inner.lit(0)).as('units'))
        .where('event_id', '=', eventId)
        .where('status', '=', 'held')
        .where('expires_at', '>', now)
        .as('held'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.booked) + Number(row.held);
}

export function availableSlots(maxOrders: number, used: number): number {
  return Math.max(0, maxOrders - used);
}

/**
 * Makes every capacity change of one event wait for the others. On PostgreSQL this locks the
 * event's row until the transaction ends; SQLite's BEGIN IMMEDIATE has already serialised writers.
 */
export async function lockEventCapacity(tx: DbOrTx, eventId: number): Promise<void> {
  if (!isPostgres(tx)) return;
  await sql`select id from events where id = ${eventId} for update`.execute(tx);
}

/**
 * Makes the holds of one client address wait for each other, across events, so that two orders from
 * one address cannot both pass the unpaid-units check. SQLite's writers are serialised already.
 */
export async function lockClientAddress(tx: DbOrTx, clientAddress: string): Promise<void> {
  if (!isPostgres(tx)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${clientAddress}, 0))`.execute(tx);
}
