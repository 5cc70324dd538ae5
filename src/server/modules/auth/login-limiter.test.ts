import { describe, expect, it } from 'vitest';
import { createLoginLimiter } from './login-limiter.ts';

describe('login limiter', () => {
  const limits = { perUsername: 3, perAddress: 5, windowMs: 60_000 };

  it('refuses a name after its limit until the oldest failure leaves the window', () => {
    let now = 1_000_000;
    const limiter = createLoginLimiter(limits, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterMs('cook', `10.0.0.${i}`)).toBe(0);
      limiter.recordFailure('cook', `10.0.0.${i}`);
      now += 1000;
    }
    expect(limiter.retryAfterMs('cook', '10.0.0.9')).toBe(57_000);
    now += 57_000;
    expect(limiter.retryAfterMs('cook', '10.0.0.9')).toBe(0);
  });

  it('forgets a name’s failures after a successful sign-in', () => {
    const limiter = createLoginLimiter(limits, () => 0);
    for (let i = 0; i < 2; i++) limiter.recordFailure('cook', `10.0.0.${i}`);
    limiter.recordSuccess('cook');
    limiter.recordFailure('cook', '10.0.0.7');
    expect(limiter.retryAfterMs('cook', '10.0.0.8')).toBe(0);
  });

  it('refuses an address that fails across many names', () => {
    const limiter = createLoginLimiter(limits, () => 0);
    for (let i = 0; i < 5; i++) limiter.recordFailure(`user${i}`, '10.1.1.1');
    expect(limiter.retryAfterMs('someone-else', '10.1.1.1')).toBe(60_000);
    expect(limiter.retryAfterMs('someone-else', '10.1.1.2')).toBe(0);
  });
});
