import { todayInKerala } from '#shared/domain/event-date.ts';
import type { Coupon, CouponChange, CouponRefusal, NewCoupon } from '#shared/schemas/coupons.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { CouponRow } from '#server/db/schema.ts';
import { fieldRefusal, HttpError, textRefusal } from '#server/lib/http-error.ts';
import { resolveActiveEvent } from '#server/modules/events/events.service.ts';
import * as repo from './coupons.repo.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';

// The count of typed codes per client, which the booking's order shares with the check.
export { createCouponGuesses, type CouponGuesses } from './coupon-guesses.ts';

/** What a typed code does to an order: its percentage and the code as stored, or why it does nothing. */
export type CouponVerdict =
  | { applied: true; discountPercent: number; code: string }
  | { applied: false; discountPercent: 0; reason: CouponRefusal };

const refused = (reason: CouponRefusal): CouponVerdict => ({ applied: false, discountPercent: 0, reason });

/**
 * How many orders use each code at `now` (`code` narrows it to one): bookings not cancelled and holds not
 * yet lapsed, read in the caller's transaction. Orders are the bookings module's, which builds on
 * coupons: it gives this (bookings/order-facts.service.ts), through the app or its own calls.
 */
export type CouponUses = (db: DbOrTx, now: string, code?: string) => Promise<Map<string, number>>;

/**
 * The one place a typed code is judged, for the booking form's check and for the order's price:
 * an unknown or deactivated code is 'unknown', one past its last Kerala day (inclusive) 'expired',
 * one whose uses reached its limit 'used-up'. With `lock`, the code's row is taken for the rest of
 * the transaction first, so that the uses counted stay true until the order's hold is written.
 */
export async function applyCoupon(
  db: DbOrTx,
  typed: string,
  usesAt: CouponUses,
  { now = new Date().toISOString(), lock = false }: { now?: string; lock?: boolean } = {},
): Promise<CouponVerdict> {
  const code = repo.canonicalCode(typed);
  const coupon = code === '' ? undefined : await repo.findCouponByCode(db, code, lock);
  if (!coupon || !coupon.active) return refused('unknown');
  if (coupon.ends_on !== null && todayInKerala(new Date(now)) > coupon.ends_on) return refused('expired');
  if (coupon.use_limit !== null) {
    const uses = (await usesAt(db, now, coupon.code)).get(coupon.code) ?? 0;
    if (uses >= coupon.use_limit) return refused('used-up');
  }
  return { applied: true, discountPercent: coupon.discount_percent, code: coupon.code };
}

/** An order's code that does not apply: "Invalid coupon code" (400) as before, or why it no longer does (409). */
export function couponRefusal(reason: CouponRefusal): HttpError {
  return textRefusal(reason === 'unknown' ? 400 : 409, `booking.couponRefusal.${reason}`);
}

/** The code an order is priced with, judged and used inside the order's transaction (its row locked). */
export async function claimCoupon(tx: DbOrTx, code: string | null, now: string, usesAt: CouponUses): Promise<void> {
  if (code === null) return;
  const verdict = await applyCoupon(tx, code, usesAt, { now, lock: true });
  if (!verdict.applied) throw couponRefusal(verdict.reason);
}

/** POST /api/coupons/check: the verdict for the event's orders (404 for an event not on the storefront). */
export async function checkCoupon(db: DbOrTx, eventId: number, code: string, usesAt: CouponUses) {
  await resolveActiveEvent(db, { eventId }).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404
      ? textRefusal(404, 'booking.couponCheck.noEvent')
      : error;
  });
  const verdict = await applyCoupon(db, code, usesAt);
  return verdict.applied
    ? { applied: true, discountPercent: verdict.discountPercent }
    : { applied: false, discountPercent: 0, reason: verdict.reason };
}

function toCoupon(row: CouponRow, uses: number): Coupon {
  return {
    id: row.id,
    code: row.code,
    discountPercent: row.discount_percent,
    endsOn: row.ends_on,
    useLimit: row.use_limit,
    active: row.active === 1,
    uses,
    createdAt: row.created_at,
  };
}

export async function listCoupons(db: DbOrTx, usesAt: CouponUses): Promise<Coupon[]> {
  const [rows, uses] = await Promise.all([repo.listCouponRows(db), usesAt(db, new Date().toISOString())]);
  return rows.map((row) => toCoupon(row, uses.get(row.code) ?? 0));
}

async function withUses(db: DbOrTx, row: CouponRow, usesAt: CouponUses): Promise<Coupon> {
  return toCoupon(row, (await usesAt(db, new Date().toISOString(), row.code)).get(row.code) ?? 0);
}

/** A new code (already trimmed and upper-cased by its schema); 409 when the code exists. */
export async function createCoupon(db: DbOrTx, coupon: NewCoupon): Promise<Coupon> {
  try {
    const row = await repo.insertCoupon(db, {
      code: repo.canonicalCode(coupon.code),
      discount_percent: coupon.discountPercent,
      ends_on: coupon.endsOn ?? null,
      use_limit: coupon.useLimit ?? null,
      active: 1,
      created_at: new Date().toISOString(),
    });
    return toCoupon(row, 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldRefusal(409, 'adminSettings.coupons.refusals.duplicate', 'code');
    throw error;
  }
}

/** Changes all but the code; a code is never deleted, only deactivated. 404 for an unknown id. */
export async function changeCoupon(db: DbOrTx, id: number, change: CouponChange, usesAt: CouponUses): Promise<Coupon> {
  const row = await repo.updateCoupon(db, id, {
    discount_percent: change.discountPercent,
    ends_on: change.endsOn,
    use_limit: change.useLimit,
    active: change.active ? 1 : 0,
  });
  if (!row) throw textRefusal(404, 'adminSettings.coupons.refusals.notFound');
  return withUses(db, row, usesAt);
}
