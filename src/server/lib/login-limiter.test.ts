import { describe, expect, it } from 'vitest';
import { createLoginLimiter, type LoginLimits } from './login-limiter.ts';

const limits: LoginLimits = {
  perNameAndAddress: 3,
  perAddress: 5,
  perName: 6,
  slowedEveryMs: 10_000,
  concurrentPerAddress: 2,
  windowMs: 60_000,
};

/** One finished attempt: asked, checked, settled. */
function tryOnce(limiter: ReturnType<typeof createLoginLimiter>, name: string, address: string, succeeds = false) {
  const attempt = limiter.attempt(name, address);
  if (attempt.allowed) attempt.settle(succeeds ? 'succeeded' : 'failed');
  return attempt;
}

describe('login limiter', () => {
  it('counts an attempt the moment it is asked for, so parallel guesses cannot pass the limit', () => {
    const limiter = createLoginLimiter({ ...limits, concurrentPerAddress: 100 }, () => 0);
    const parallel = Array.from({ length: 60 }, () => limiter.attempt('cook', '10.0.0.1'));
    expect(parallel.filter((attempt) => attempt.allowed)).toHaveLength(3);
  });

  it('refuses one name from one address after its limit, until the oldest failure leaves the window', () => {
    let now = 1_000_000;
    const limiter = createLoginLimiter(limits, () => now);
    for (let i = 0; i < 3; i++) {
      expect(tryOnce(limiter, 'cook', '10.0.0.1').allowed).toBe(true);
      now += 1000;
    }
    expect(limiter.attempt('cook', '10.0.0.1')).toMatchObject({ allowed: false, retryAfterMs: 57_000 });
    // The same name from another address is not locked out.
    expect(tryOnce(limiter, 'cook', '10.0.0.2').allowed).toBe(true);
    now += 57_000;
    expect(tryOnce(limiter, 'cook', '10.0.0.1').allowed).toBe(true);
  });

  it('gives a successful attempt back', () => {
    const limiter = createLoginLimiter(limits, () => 0);
    tryOnce(limiter, 'cook', '10.0.0.1');
    tryOnce(limiter, 'cook', '10.0.0.1');
    tryOnce(limiter, 'cook', '10.0.0.1', true);
    for (let i = 0; i < 3; i++) expect(tryOnce(limiter, 'cook', '10.0.0.1').allowed).toBe(true);
  });

  it('gives back an attempt that was never checked', () => {
    const limiter = createLoginLimiter(limits, () => 0);
    for (let i = 0; i < 10; i++) {
      const attempt = limiter.attempt('cook', '10.0.0.1');
      expect(attempt.allowed).toBe(true);
      if (attempt.allowed) attempt.settle('unchecked');
    }
    for (let i = 0; i < 3; i++) expect(tryOnce(limiter, 'cook', '10.0.0.1').allowed).toBe(true);
    expect(limiter.attempt('cook', '10.0.0.1').allowed).toBe(false);
  });

  it('refuses an address that fails across many names', () => {
    const limiter = createLoginLimiter(limits, () => 0);
    for (let i = 0; i < 5; i++) tryOnce(limiter, `user${i}`, '10.1.1.1');
    expect(limiter.attempt('someone-else', '10.1.1.1')).toMatchObject({ allowed: false, reason: 'failures' });
    expect(limiter.attempt('someone-else', '10.1.1.2').allowed).toBe(true);
  });

  it('slows repeated guesses at a name under attack, but never its owner', () => {
    let now = 0;
    const limiter = createLoginLimiter(limits, () => now);
    tryOnce(limiter, 'owner', '192.168.1.5', true);
    tryOnce(limiter, 'owner', '192.168.1.5');
    for (let i = 0; i < 6; i++) tryOnce(limiter, 'owner', `203.0.113.${i}`);
    // Under attack: an address that has failed on the name shares one guess per 10 s with the others.
    expect(tryOnce(limiter, 'owner', '203.0.113.0').allowed).toBe(true);
    expect(limiter.attempt('owner', '203.0.113.1')).toMatchObject({ allowed: false, retryAfterMs: 10_000 });
    // Not slowed: an address with no failure of its own on the name, and one the owner signed in from.
    expect(tryOnce(limiter, 'owner', '198.51.100.9').allowed).toBe(true);
    expect(tryOnce(limiter, 'owner', '192.168.1.5').allowed).toBe(true);
    // Other names are not under attack.
    expect(tryOnce(limiter, 'cook', '203.0.113.2').allowed).toBe(true);
    now += 10_000;
    expect(tryOnce(limiter, 'owner', '203.0.113.1').allowed).toBe(true);
  });

  it('counts an IPv6 /64 as one address, and an IPv4 address however it is written', () => {
    const limiter = createLoginLimiter(limits, () => 0);
    for (let i = 1; i <= 3; i++) tryOnce(limiter, 'cook', `2001:db8:1:2::${i}`);
    expect(limiter.attempt('cook', '2001:db8:1:2:ffff::9')).toMatchObject({ allowed: false, reason: 'failures' });
    expect(limiter.attempt('cook', '2001:db8:1:3::1').allowed).toBe(true);
    for (let i = 1; i <= 3; i++) tryOnce(limiter, 'cook', '10.9.9.9');
    expect(limiter.attempt('cook', '::ffff:10.9.9.9')).toMatchObject({ allowed: false, reason: 'failures' });
  });

  it('checks at most a few attempts from one address at once', () => {
    const limiter = createLoginLimiter(limits, () => 0);
    const first = limiter.attempt('a', '10.2.2.2');
    limiter.attempt('b', '10.2.2.2');
    expect(limiter.attempt('c', '10.2.2.2')).toMatchObject({ allowed: false, reason: 'busy' });
    if (first.allowed) first.settle('failed');
    expect(limiter.attempt('c', '10.2.2.2').allowed).toBe(true);
  });
});
