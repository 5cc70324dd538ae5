import type { DbOrTx } from '#server/db/database.ts';

// A check across the capacity counter and the rows it sums (events, bookings, holds), for the tests, the
// flash-sale bench and the restore drill: it reads several modules' tables, so it lives with the test
// helpers, outside the modules (docs/decisions/013-table-owners.md).

/** What an event's counter says and what its rows say, when they differ. */
export interface CapacityMismatch {
  eventId: number;
  counter: { booked: number; held: number; maxOrders: number };
  rows: { booked: number; held: number; maxOrders: number };
}

/**
 * Recounts every event's booked and held units from the bookings and holds (the slow sums the
 * counter replaces) and returns the events whose counter differs. Empty when all is well; the tests
 * assert it after races and flows. An event with rows but no counter is a mismatch too.
 */
export async function capacityMismatches(db: DbOrTx): Promise<CapacityMismatch[]> {
  const rows = await db
    .selectFrom('events as e')
    .leftJoin('event_capacity as c', 'c.event_id', 'e.id')
    .select((eb) => [
      'e.id as eventId',
      'e.max_orders',
      'c.max_orders as counterMaxOrders',
      'c.booked_units',
      'c.held_units',
      eb
        .selectFrom('bookings as b')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('b.total_quantity'), inner.lit(0)).as('units'))
        .whereRef('b.event_id', '=', 'e.id')
        .where('b.status', '!=', 'cancelled')
        .as('rowsBooked'),
      eb
        .selectFrom('payment_holds as h')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('h.total_quantity'), inner.lit(0)).as('units'))
        .whereRef('h.event_id', '=', 'e.id')
        .where('h.status', '=', 'held')
        .where((w) => w('h.expires_at', '>', w.fn.coalesce('c.expired_through', w.val(''))))
        .as('rowsHeld'),
    ])
    .orderBy('e.id')
    .execute();
  return rows
    .map((row) => ({
      eventId: row.eventId,
      counter: {
        booked: Number(row.booked_units ?? 0),
        held: Number(row.held_units ?? 0),
        // An event with no counter yet has its capacity only on its row.
        maxOrders: Number(row.counterMaxOrders ?? row.max_orders),
      },
      rows: { booked: Number(row.rowsBooked ?? 0), held: Number(row.rowsHeld ?? 0), maxOrders: row.max_orders },
    }))
    .filter(
      (row) =>
        row.counter.booked !== row.rows.booked ||
        row.counter.held !== row.rows.held ||
        row.counter.maxOrders !== row.rows.maxOrders,
    );
}
