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
