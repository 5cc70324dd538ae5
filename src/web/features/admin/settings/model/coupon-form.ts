import type { DefaultValues } from 'react-hook-form';
import type { Coupon, CouponChange, NewCoupon } from '#shared/schemas/coupons.ts';

/**
 * A box that may stay empty: empty is null, "none". The form also hands it the values it starts with
 * (already null or a value), which pass as they are.
 */
const noneWhenEmpty =
  <T>(value: (text: string) => T) =>
  (typed: unknown) =>
    typeof typed !== 'string' ? typed : typed.trim() === '' ? null : value(typed.trim());

/** How each box of a coupon becomes the value its schema checks (the code is text as typed). */
export const COUPON_INPUTS = {
  code: {},
  discountPercent: { valueAsNumber: true },
  endsOn: { setValueAs: noneWhenEmpty(String) },
  useLimit: { setValueAs: noneWhenEmpty(Number) },
} as const;
export type CouponField = keyof typeof COUPON_INPUTS;

/** A new code starts empty: no percentage typed, no last day, no limit. */
export const NEW_COUPON: DefaultValues<NewCoupon> = { code: '', endsOn: null, useLimit: null };

/** A code's editable values as they are now (its code is never renamed). */
export function couponChange(coupon: Coupon): CouponChange {
  const { discountPercent, endsOn, useLimit, active } = coupon;
  return { discountPercent, endsOn, useLimit, active };
}
