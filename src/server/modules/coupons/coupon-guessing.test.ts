import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createOrder, createTestEvent, orderBody, tableCounts, uniquePhone } from '#server/test/booking-helpers.ts';
import { COUPON_CHECKS_PER_MINUTE, TOO_MANY_COUPON_CHECKS } from './coupon-guesses.ts';

/** One chicken mandi at ₹300; the code gives 25 % off. */
const ITEM = { 'chicken-mandi': 1 };
const FULL = 30000;
const RIGHT = 'GUESSME25';
const DISCOUNTED = 22500;

/** Issue 44, finding 5: codes guessed through the order, which took a coupon with no limit. */
describe('guessing coupon codes through the order', () => {
  let t: TestApp;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.signIn('admin');
    const created = await callAs(t.app, admin, 'POST', '/api/coupons', { code: RIGHT, discountPercent: 25 });
    expect(created.statusCode, created.body).toBe(201);
    eventId = await createTestEvent(t.database.db, { maxOrders: 500, prices: { 'chicken-mandi': FULL } });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const order = (coupon: string | null, amount: number, remoteAddress: string) =>
    createOrder(t.app, orderBody(eventId, ITEM, amount, { coupon, phone: uniquePhone() }), remoteAddress);
  const check = (code: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/coupons/check', payload: { eventId, code }, remoteAddress });
  const isTooMany = (answer: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) =>
    answer.statusCode === 429 &&
    Number(answer.headers['retry-after']) > 0 &&
    (answer.json() as { code?: string }).code === TOO_MANY_COUPON_CHECKS;

  it('answers 200 guesses from one IPv6 /64 with the shared limit, then 429 with Retry-After, writing nothing', async () => {
    const before = await tableCounts(t.database.db);
    const address = (n: number) => `2001:db8:44:5::${(n + 1).toString(16)}`;
    const guesses = [];
    for (let n = 0; n < 200; n++) guesses.push(await order(`GUESS${n}`, DISCOUNTED, address(n)));

    const judged = guesses.slice(0, COUPON_CHECKS_PER_MINUTE);
    for (const answer of judged) expect(answer.json()).toMatchObject({ code: 'booking.couponRefusal.unknown' });
    const limited = guesses.slice(COUPON_CHECKS_PER_MINUTE);
    expect(limited.filter((answer) => !isTooMany(answer))).toEqual([]);
    expect(await tableCounts(t.database.db)).toEqual(before);

    // The right code now answers as every guess did, on the order and on the check.
    expect(isTooMany(await order(RIGHT, DISCOUNTED, address(500)))).toBe(true);
    expect(isTooMany(await check(RIGHT, address(501)))).toBe(true);
    // An order without a code tries none: it is not held up.
    const plain = await order(null, FULL, address(502));
    expect(plain.statusCode, plain.body).toBe(200);

    // Another client is not held up by it.
    const elsewhere = await order(RIGHT, DISCOUNTED, '2001:db8:44:6::1');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect((await check(RIGHT, '198.51.100.44')).json()).toMatchObject({ applied: true, discountPercent: 25 });
  });

  it('counts checks and orders in one limit, whichever comes first', async () => {
    const client = '203.0.113.50';
    const half = COUPON_CHECKS_PER_MINUTE / 2;
    for (let n = 0; n < half; n++) expect((await check(`WRONG${n}`, client)).statusCode).toBe(200);
    for (let n = 0; n < half; n++) {
      expect((await order(`WRONG${n}`, DISCOUNTED, client)).json()).toMatchObject({
        code: 'booking.couponRefusal.unknown',
      });
    }
    expect(isTooMany(await order(RIGHT, DISCOUNTED, client))).toBe(true);
    expect(isTooMany(await check(RIGHT, client))).toBe(true);

    const other = '203.0.113.51';
    for (let n = 0; n < COUPON_CHECKS_PER_MINUTE; n++) {
      expect((await order(`WRONG${n}`, DISCOUNTED, other)).statusCode).toBe(400);
    }
    expect(isTooMany(await check(RIGHT, other))).toBe(true);
  });

  it('over the limit, answers a right code, a wrong one and a right one at a stale price byte for byte alike', async () => {
    const client = '203.0.113.60';
    for (let n = 0; n < COUPON_CHECKS_PER_MINUTE; n++) await check(`WRONG${n}`, client);
    // One moment for every answer compared: Retry-After counts whole seconds from the clock.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const answers = [
      await order(RIGHT, DISCOUNTED, client),
      await order('WRONG25', DISCOUNTED, client),
      await order(RIGHT, FULL, client),
      await order(RIGHT.toLowerCase(), DISCOUNTED, client),
    ];
    const checks = [await check(RIGHT, client), await check('WRONG25', client)];
    const seen = (answer: (typeof answers)[number]) => ({
      status: answer.statusCode,
      headers: Object.fromEntries(
        ['content-type', 'content-length', 'retry-after', 'cache-control'].map((name) => [name, answer.headers[name]]),
      ),
      body: answer.body,
    });
    const [first, ...rest] = [...answers, ...checks].map(seen);
    expect(first!.status).toBe(429);
    for (const other of rest) expect(other).toEqual(first);
    expect(first!.body.toUpperCase()).not.toContain(RIGHT);
  });
});
