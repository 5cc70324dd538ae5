/**
 * What Pay does with the coupon box: 'ready' when it is empty or holds the applied coupon, 'check' when
 * it holds a code not yet applied: the server is asked as Apply asks it, and a valid code is applied and
 * shown before paying, any other blocks Pay until fixed or cleared (never ignored). The browser never
 * compares codes itself: it does not know them.
 */
export function typedCouponOnPay(typed: string, applied: boolean): 'ready' | 'check' {
  return typed.trim() === '' || applied ? 'ready' : 'check';
}
