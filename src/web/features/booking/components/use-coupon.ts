import { useRef, useState } from 'react';
import type { CouponRefusal } from '#shared/schemas/coupons.ts';
import { checkCoupon } from '../api/check-coupon.ts';

/**
 * What the line under the coupon box says: `refused` is a real code the server will not apply now
 * (past its last day, or all its uses taken), `problem` the failure that kept the server from saying.
 */
export type CouponStatus =
  | { kind: 'checking' }
  | { kind: 'applied'; percent: number }
  | { kind: 'invalid' }
  | { kind: 'refused'; reason: Exclude<CouponRefusal, 'unknown'> }
  | { kind: 'problem'; failure: unknown }
  | null;

/** 'failed': the server could not say (or the box changed meanwhile): nothing is applied. */
export type CouponOutcome = 'applied' | 'invalid' | 'failed';

/**
 * The coupon box: what is typed, and the code the server said applies with its percentage. Only the
 * server compares codes (POST /api/coupons/check); a changed box is not applied any more, and an
 * answer to a box that has changed since is dropped.
 */
export function useCoupon(eventId: number, typed: string) {
  const [input, setInput] = useState(typed);
  const [applied, setApplied] = useState<{ code: string; percent: number } | null>(null);
  const [status, setStatus] = useState<CouponStatus>(null);
  const asked = useRef(0);

  function change(value: string) {
    asked.current++;
    setInput(value);
    setApplied(null);
    setStatus(null);
  }

  async function apply(): Promise<CouponOutcome> {
    const ask = ++asked.current;
    const code = input.trim();
    setApplied(null);
    if (code === '') {
      setStatus({ kind: 'invalid' });
      return 'invalid';
    }
    setStatus({ kind: 'checking' });
    try {
      const verdict = await checkCoupon(eventId, code);
      if (ask !== asked.current) return 'failed';
      if (!verdict.applied) {
        const reason = verdict.reason;
        setStatus(reason && reason !== 'unknown' ? { kind: 'refused', reason } : { kind: 'invalid' });
        return 'invalid';
      }
      setApplied({ code, percent: verdict.discountPercent });
      setStatus({ kind: 'applied', percent: verdict.discountPercent });
      return 'applied';
    } catch (failure) {
      if (ask === asked.current) setStatus({ kind: 'problem', failure });
      return 'failed';
    }
  }

  /** The field's own error takes over from the status line; a refusal saying why (expired, used up) stays. */
  const clearStatus = () => setStatus((current) => (current?.kind === 'refused' ? current : null));

  return { input, applied, status, change, apply, clearStatus };
}
