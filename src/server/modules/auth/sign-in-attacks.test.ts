import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '#server/test/test-app.ts';
import { TEST_DIALECT } from '#server/test/test-database.ts';
import { HASHES_AT_ONCE, HASHES_WAITING } from './password.ts';

/** How many sign-ins the server hashes or holds in line at once. */
const QUEUE = HASHES_AT_ONCE + HASHES_WAITING;

/** Attacks on sign-in through the real route; one database is enough (the limits live in memory). */
describe.skipIf(TEST_DIALECT !== 'sqlite')('sign-in under attack', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { username, password } });

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

  it('does not let a flood of bad sign-ins from one address delay a good one from another by a second', async () => {
    await t.signIn('staff', 'cook-flood');
    const started = performance.now();
    expect((await signIn('cook-flood', TEST_PASSWORD, '192.0.2.70')).statusCode).toBe(200);
    const alone = performance.now() - started;

    let flooding = true;
    const flood = Array.from({ length: 40 }, async (_, i) => {
      const statuses: number[] = [];
      while (flooding) statuses.push((await signIn(`nobody${i}`, 'wrong password', '203.0.113.70')).statusCode);
      return statuses;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const underFlood = performance.now();
    const good = await signIn('cook-flood', TEST_PASSWORD, '192.0.2.71');
    const delayed = performance.now() - underFlood;
    flooding = false;
    const statuses = (await Promise.all(flood)).flat();

    expect(good.statusCode).toBe(200);
    // At worst it waits for one hash of the flood ahead of it, then its own (a second of slack for a busy
    // machine). Without the per-address bound the flood fills the hashing queue and the good sign-in is
    // refused or waits behind all of it.
    expect(delayed).toBeLessThan(2 * alone + 1000);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(statuses.length / 2);
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
      code: 'passwords-busy',
    });
  });
});
