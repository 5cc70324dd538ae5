import type { DbOrTx } from '#server/db/database.ts';

// The counts the operator's metrics read at every scrape: one small statement each, over the index
// where one serves.

const asNumber = (row: { n: number | string | bigint | null } | undefined) => Number(row?.n ?? 0);

/** Bookings ever made (a cancelled one stays a row). */
export async function countBookings(db: DbOrTx): Promise<number> {
  return asNumber(
    await db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
  );
}

/** Units held by holds not paid, released or lapsed at `now` (read from the capacity index alone). */
export async function unitsHeld(db: DbOrTx, now: string): Promise<number> {
  return asNumber(
    await db
      .selectFrom('payment_holds')
      .select((eb) => eb.fn.sum<number | string | null>('total_quantity').as('n'))
      .where('status', '=', 'held')
      .where('expires_at', '>', now)
      .executeTakeFirst(),
  );
}

/** Refunds ever asked for, whatever became of them. */
export async function countRefunds(db: DbOrTx): Promise<number> {
  return asNumber(
    await db
      .selectFrom('refunds')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
  );
}

/** Waiting-list entries ever offered slots (each entry is offered once at most). */
export async function countOffers(db: DbOrTx): Promise<number> {
  return asNumber(
    await db
      .selectFrom('waiting_list')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('offered_at', 'is not', null)
      .executeTakeFirst(),
  );
}

/** Captured payments no booking holds that are not refunded yet. */
export async function countOpenUnbooked(db: DbOrTx): Promise<number> {
  return asNumber(
    await db
      .selectFrom('unbooked_payments')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('refunded_at', 'is', null)
      .executeTakeFirst(),
  );
}
