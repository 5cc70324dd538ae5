import { sql } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';

// The counts the operator's metrics read at every scrape: one small statement each, over the index
// where one serves.

const rows = sql<number | string | null>`count(*)`.as('n');
const read = async (query: { executeTakeFirst(): Promise<{ n: number | string | null } | undefined> }) =>
  Number((await query.executeTakeFirst())?.n ?? 0);

/** Bookings ever made (a cancelled one stays a row). */
export const countBookings = (db: DbOrTx): Promise<number> => read(db.selectFrom('bookings').select(rows));

/** Units held by holds not paid, released or lapsed at `now` (read from the capacity index alone). */
export const unitsHeld = (db: DbOrTx, now: string): Promise<number> =>
  read(
    db
      .selectFrom('payment_holds')
      .select(sql<number | string | null>`sum(total_quantity)`.as('n'))
      .where('status', '=', 'held')
      .where('expires_at', '>', now),
  );

/** Refunds ever asked for, whatever became of them. */
export const countRefunds = (db: DbOrTx): Promise<number> => read(db.selectFrom('refunds').select(rows));

/** Waiting-list entries ever offered slots (each entry is offered once at most). */
export const countOffers = (db: DbOrTx): Promise<number> =>
  read(db.selectFrom('waiting_list').select(rows).where('offered_at', 'is not', null));

/** Captured payments no booking holds that are not refunded yet. */
export const countOpenUnbooked = (db: DbOrTx): Promise<number> =>
  read(db.selectFrom('unbooked_payments').select(rows).where('refunded_at', 'is', null));
