import type { Insertable } from 'kysely';
import { isPostgres, type DbOrTx } from '#server/db/database.ts';
import type { CouponRow, CouponsTable } from '#server/db/schema.ts';

/** Trimmed and upper-case: how a code is stored and looked up, whatever case the customer typed. */
export const canonicalCode = (typed: string) => typed.trim().toUpperCase();

export function listCouponRows(db: DbOrTx): Promise<CouponRow[]> {
  return db.selectFrom('coupons').selectAll().orderBy('created_at').orderBy('id').execute();
}

export function findCouponById(db: DbOrTx, id: number): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The code's row; with `lock`, held until the transaction ends (PostgreSQL's row lock: every order
 * counting this code's uses waits its turn; SQLite's writers are one at a time already).
 */
export function findCouponByCode(db: DbOrTx, code: string, lock = false): Promise<CouponRow | undefined> {
  const query = db.selectFrom('coupons').selectAll().where('code', '=', code);
  return (lock && isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
}

export function insertCoupon(db: DbOrTx, coupon: Insertable<CouponsTable>): Promise<CouponRow> {
  return db.insertInto('coupons').values(coupon).returningAll().executeTakeFirstOrThrow();
}

export function updateCoupon(
  db: DbOrTx,
  id: number,
  changes: Pick<CouponRow, 'discount_percent' | 'ends_on' | 'use_limit' | 'active'>,
): Promise<CouponRow | undefined> {
  return db.updateTable('coupons').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

/**
 * Uses of each code at `now`: bookings not cancelled and held holds not yet expired. A released or
 * expired hold, or a cancelled booking, gives its use back by no longer matching. `code` narrows it to one.
 */
export async function usesAt(db: DbOrTx, now: string, code?: string): Promise<Map<string, number>> {
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
