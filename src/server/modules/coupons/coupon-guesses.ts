import { textRefusal } from '#server/lib/http-error.ts';
import { createRateLimiter } from '#server/lib/rate-limit.ts';
import { clientGroup } from '#server/lib/client-group.ts';

/** Codes one network may try a minute: plenty for a customer fixing a typo, too few to guess codes. */
export const COUPON_CHECKS_PER_MINUTE = 10;

export const TOO_MANY_COUPON_CHECKS = 'booking.couponCheck.tooMany';

/**
 * The one count of typed codes per client group (an IPv4 address, an IPv6 /64), whichever call judges
 * them: the booking form's check and every order that names a code. It is taken before anything is
 * looked up, so that over the limit a right code and a wrong one get the same answer.
 */
export function createCouponGuesses(now?: () => number) {
  const perClient = createRateLimiter({ limit: COUPON_CHECKS_PER_MINUTE, windowMs: 60_000 }, now);
  return {
    /** Counts one code tried from `ip`; over the limit, 429 with Retry-After. */
    take(ip: string): void {
      const waitMs = perClient.take(clientGroup(ip));
      if (waitMs > 0) throw textRefusal(429, TOO_MANY_COUPON_CHECKS).retryAfter(waitMs / 1000);
    },
  };
}

export type CouponGuesses = ReturnType<typeof createCouponGuesses>;
