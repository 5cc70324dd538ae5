import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_ADMIN, TEST_PASSWORD, type TestApp } from '#server/test/test-app.ts';
import { TEST_DIALECT } from '#server/test/test-database.ts';
import { HASHES_AT_ONCE, HASHES_WAITING } from '#server/lib/password.ts';
import { KNOWN_DEVICE_COOKIE } from './known-device.ts';

/** How many sign-ins the server hashes or holds in line at once. */
const QUEUE = HASHES_AT_ONCE + HASHES_WAITING;

/** Attacks on sign-in through the real route; one database is enough (the limits live in memory). */
describe.skipIf(TEST_DIALECT !== 'sqlite')('sign-in under attack', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (username: string, password: string, remoteAddress: string, cookies?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, cookies, payload: { username, password } });

  /** Signs `username` in once from `remoteAddress` and returns the known-device cookie it was given. */
  async function knownDevice(username: string, remoteAddress: string): Promise<Record<string, string>> {
    const answer = await signIn(username, TEST_PASSWORD, remoteAddress);
    expect(answer.statusCode).toBe(200);
    const cookie = answer.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE);
    expect(cookie).toBeDefined();
    return { [KNOWN_DEVICE_COOKIE]: cookie!.value };
  }

  /**
   * Keeps the hashing queue full as 30 addresses would, each guessing again the moment it is answered
   * (each time another unknown name, so no per-name limit slows it), until the returned stop is called.
   */
  async function flood(addresses: string[]): Promise<() => Promise<number[]>> {
    let flooding = true;
    let refusedBusy = 0;
    const loops = addresses.map(async (address, i) => {
      const statuses: number[] = [];
      for (let n = 0; flooding; n++) {
        const answer = await signIn(`stranger-${i}-${n}`, 'wrong password', address);
        if (answer.statusCode === 429 && answer.json().code === 'refusals.auth.passwordsBusy') refusedBusy++;
        statuses.push(answer.statusCode);
      }
      return statuses;
    });
    // Full once the server has started turning guesses away as busy.
    await vi.waitFor(() => expect(refusedBusy).toBeGreaterThan(0), { timeout: 30_000, interval: 5 });
    return async () => {
      flooding = false;
      return (await Promise.all(loops)).flat();
    };
  }

  it('lets 60 parallel wrong passwords for one name check no more than the limit’s worth', async () => {
    await t.signIn('staff', 'target');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn('target', `guess-number-${i}`, '198.51.100.60')),
    );
    const checked = answers.filter((answer) => answer.statusCode === 401);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.every((answer) => [401, 429].includes(answer.statusCode))).toBe(true);
    // The owner, elsewhere, is not locked out.
    expect((await signIn('target', TEST_PASSWORD, '192.0.2.60')).statusCode).toBe(200);
  });

  it('does not let a flood of bad sign-ins from one address keep a good one from another out of the hashing queue', async () => {
    await t.signIn('staff', 'cook-flood');
    let flooding = true;
    let answered = 0;
    const flood = Array.from({ length: 40 }, async (_, i) => {
      const statuses: number[] = [];
      while (flooding) {
        statuses.push((await signIn(`nobody${i}`, 'wrong password', '203.0.113.70')).statusCode);
        answered++;
      }
      return statuses;
    });
    // The flood is under way (its first answers are back) before the good sign-in is sent.
    await vi.waitFor(() => expect(answered).toBeGreaterThan(40), { timeout: 30_000, interval: 5 });
    const good = await signIn('cook-flood', TEST_PASSWORD, '192.0.2.71');
    flooding = false;
    const statuses = (await Promise.all(flood)).flat();

    // Let in at the first try: without the per-address bound the flood fills the hashing queue and the
    // good sign-in is refused as busy (429 passwords-busy).
    expect(good.statusCode).toBe(200);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(statuses.length / 2);
    // The one address's guesses that were hashed at all stay within its bound.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(20);
  });

  it('keeps an owner in when others fail on their name from many addresses', async () => {
    await t.signIn('admin', 'owner-under-attack');
    const attackers = Array.from({ length: 30 }, (_, i) => `203.0.113.${100 + i}`);
    const statuses: number[] = [];
    for (let i = 0; i < attackers.length; i += QUEUE) {
      const batch = attackers.slice(i, i + QUEUE).map((address) => signIn('owner-under-attack', 'letmein', address));
      statuses.push(...(await Promise.all(batch)).map((answer) => answer.statusCode));
    }
    expect(statuses).toEqual(attackers.map(() => 401));
    // Under attack: addresses that have failed on the name share one guess per 10 s.
    expect((await signIn('owner-under-attack', 'letmein-again', attackers[0]!)).statusCode).toBe(401);
    expect((await signIn('owner-under-attack', 'letmein-again', attackers[1]!)).statusCode).toBe(429);
    // The owner still gets in, from an address never seen before and from where they signed in before.
    expect((await signIn('owner-under-attack', TEST_PASSWORD, '192.0.2.80')).statusCode).toBe(200);
    expect((await signIn('owner-under-attack', TEST_PASSWORD, '127.0.0.1')).statusCode).toBe(200);
  }, 90_000); // some 35 real password hashes: slow on a busy machine

  it('counts every address of one IPv6 /64 as one address', async () => {
    // Guesses at a name from five addresses of one home's /64 use up that home's five.
    for (let i = 1; i <= 5; i++) {
      expect((await signIn('v6-target', `guess ${i}`, `2001:db8:64:1:${i}::1`)).statusCode).toBe(401);
    }
    const sameHome = await signIn('v6-target', 'guess 6', '2001:db8:64:1:ffff::9');
    expect(sameHome.statusCode).toBe(429);
    expect(sameHome.json().code).toBe('refusals.auth.signInLimited');
    expect((await signIn('v6-target', 'guess 6', '2001:db8:64:2::1')).statusCode).toBe(401);
  }, 90_000);

  it('lets an owner with a known-device cookie in at the first try while 30 addresses flood wrong guesses', async () => {
    await t.signIn('admin', 'owner-flooded');
    const ownDevice = await knownDevice('owner-flooded', '192.0.2.90');
    const stop = await flood(Array.from({ length: 30 }, (_, i) => `203.0.113.${150 + i}`));
    const withoutCookie = await signIn('owner-flooded', TEST_PASSWORD, '192.0.2.91');
    // The cookie counts only for the account it was given for (here the seeded admin, TEST_ADMIN).
    const asAnotherAccount = await signIn(TEST_ADMIN.username, TEST_ADMIN.password, '192.0.2.92', ownDevice);
    const withCookie = await signIn('owner-flooded', TEST_PASSWORD, '192.0.2.93', ownDevice);
    const statuses = await stop();

    // The flood is real: without the cookie the owner is told the server is busy, as before.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(statuses.length / 2);
    for (const refused of [withoutCookie, asAnotherAccount]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('refusals.auth.passwordsBusy');
    }
    // With it, the owner's attempt has a hashing place of its own.
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.json().user.username).toBe('owner-flooded');
  }, 90_000);

  it('gives the known-device cookie only for a good password, HTTP-only, for the sign-in path, for 90 days', async () => {
    await t.signIn('staff', 'cookie-shape');
    const failed = await signIn('cookie-shape', 'wrong password', '192.0.2.100');
    expect(failed.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE)).toBeUndefined();
    const good = await signIn('cookie-shape', TEST_PASSWORD, '192.0.2.100');
    const cookie = good.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Strict' });
    expect(cookie.secure).toBeFalsy(); // as the session cookie: Secure only when PUBLIC_URL is https://
    const days = (cookie.expires!.getTime() - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
  });

  it('answers sign-ins beyond the hashing queue at once, with 429 and when to try again', async () => {
    await t.signIn('staff', 'queued');
    const finished: number[] = [];
    const answers = await Promise.all(
      Array.from({ length: QUEUE + 2 }, (_, i) =>
        signIn('queued', TEST_PASSWORD, `198.51.100.${i + 1}`).then((answer) => {
          finished.push(answer.statusCode);
          return answer;
        }),
      ),
    );
    expect(finished).toEqual([429, 429, ...Array(QUEUE).fill(200)]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      success: false,
      error: 'The server is busy checking passwords. Please try again in a moment.',
      code: 'refusals.auth.passwordsBusy',
    });
  });
});
