import { couponMatches } from '#shared/domain/pricing.ts';

/**
 * What Pay does with the coupon box: 'ready' when it is empty or holds the applied coupon, 'apply' when
 * it holds a valid coupon not yet applied (apply it and let the customer see the new total before
 * paying), 'invalid' when it holds anything else (the customer fixes or clears it: never ignored).
 */
export function typedCouponOnPay(
  typed: string,
  discountOn: boolean,
  validCoupon: string,
): 'ready' | 'apply' | 'invalid' {
  if (typed.trim() === '' || discountOn) return 'ready';
  return couponMatches(typed, validCoupon) ? 'apply' : 'invalid';
}
