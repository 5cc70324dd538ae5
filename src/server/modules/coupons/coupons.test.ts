import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createOrder, createTestEvent, orderBody } from '#server/test/booking-helpers.ts';
import { COUPON_CHECKS_PER_MINUTE } from './coupon-guesses.ts';

/** The owner's own code: nothing a customer's browser receives may contain it. */
const SECRET_CODE = 'KOTTAYAM-Q7X2';

describe('the coupon code is the server’s secret', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
    staff = await t.signIn('staff');
    const saved = await callAs(t.app, admin, 'POST', '/api/coupons', { code: SECRET_CODE, discountPercent: 15 });
    expect(saved.statusCode, saved.body).toBe(201);
    eventId = await createTestEvent(t.database.db, { maxOrders: 50, prices: { 'chicken-mandi': 30000 } });
  });
  afterAll(() => t.close());

  /** A distinct client address per caller, so that one test's checks do not spend another's limit. */
  let addresses = 0;
  const nextAddress = () => `203.0.113.${++addresses}`;
  const check = (body: unknown, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/coupons/check', payload: body as object, remoteAddress });

  it('is in no storefront answer, whoever asks', async () => {
    const publicReads = [
      `/api/menu?eventId=${eventId}`,
      '/api/menu?event=Weekend%20Mandi%20Sale',
      '/api/settings',
      '/api/settings/admin',
      '/api/events',
      '/api/events/availability',
      '/api/client-config',
      `/api/available-slots?eventId=${eventId}`,
      '/api/menu-items',
    ];
    for (const cookie of [undefined, staff, 'mandi_session=forged', admin]) {
      for (const url of publicReads) {
        const answer = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        if (url === '/api/settings/admin' && cookie !== admin) continue;
        expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
        expect(answer.body.toUpperCase(), url).not.toContain(SECRET_CODE);
      }
    }
    const menu = (await t.app.inject({ method: 'GET', url: `/api/menu?eventId=${eventId}` })).json();
    expect(menu.data).toMatchObject({ VALID_COUPON: '', DISCOUNT_PERCENTAGE: 0 });
    const settings = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(settings.data).not.toHaveProperty('couponCode');
  });

  it('is listed to the admin alone, through GET /api/coupons (never cached)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/coupons' })).statusCode).toBe(401);
    const asStaff = await callAs(t.app, staff, 'GET', '/api/coupons');
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.body.toUpperCase()).not.toContain(SECRET_CODE);
    const read = await callAs(t.app, admin, 'GET', '/api/coupons');
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json().data.map((coupon: { code: string }) => coupon.code)).toContain(SECRET_CODE);
  });

  it('answers whether a code applies to the event, and its percentage', async () => {
    const valid = await check({ eventId, code: `  ${SECRET_CODE.toLowerCase()} ` });
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json()).toEqual({ success: true, applied: true, discountPercent: 15 });

    for (const code of ['FMANDI2', 'KOTTAYAM', `${SECRET_CODE}X`, 'K%']) {
      const wrong = await check({ eventId, code });
      expect(wrong.statusCode, code).toBe(200);
      expect(wrong.json(), code).toEqual({ success: true, applied: false, discountPercent: 0, reason: 'unknown' });
    }
  });

  it('refuses bad input with a worded 4xx, never a 500', async () => {
    const cases: [unknown, number, string][] = [
      [{ eventId, code: '   ' }, 400, 'booking.validation.couponRequired'],
      [{ eventId, code: 'A'.repeat(41) }, 400, 'booking.validation.couponTooLong'],
      [{ eventId: 'one', code: SECRET_CODE }, 400, 'validation.invalidType'],
      [{ code: SECRET_CODE }, 400, 'validation.required'],
      [{ eventId, code: ['FMANDI20'] }, 400, 'validation.invalidType'],
      [{ eventId: 999_999, code: SECRET_CODE }, 404, 'booking.couponCheck.noEvent'],
    ];
    for (const [body, status, code] of cases) {
      const refused = await check(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(status);
      expect(refused.json(), JSON.stringify(body)).toMatchObject({ success: false, code });
      expect(refused.body.toUpperCase()).not.toContain(SECRET_CODE);
    }
  });

  it('lets one network check only a few codes a minute (an IPv6 network counts as its /64)', async () => {
    const address = (n: number) => `2001:db8:77:1::${n.toString(16)}`;
    for (let n = 0; n < COUPON_CHECKS_PER_MINUTE; n++) {
      expect((await check({ eventId, code: `GUESS${n}` }, address(n + 1))).statusCode).toBe(200);
    }
    const flooded = await check({ eventId, code: SECRET_CODE }, address(999));
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json()).toMatchObject({ success: false, code: 'booking.couponCheck.tooMany' });
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
    expect(flooded.body.toUpperCase()).not.toContain(SECRET_CODE);
    // Another network is not held up by it.
    const elsewhere = await check({ eventId, code: SECRET_CODE }, '2001:db8:77:2::1');
    expect(elsewhere.json()).toMatchObject({ applied: true });
  });

  it('still refuses an order with a wrong code, and prices the right one on the server', async () => {
    const wrong = await createOrder(t.app, orderBody(eventId, { 'chicken-mandi': 1 }, 30000, { coupon: 'FMANDI2' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'Invalid coupon code', code: 'booking.couponRefusal.unknown' });
    // The full price with a code that gives a discount is a price the server did not make.
    const unpriced = await createOrder(
      t.app,
      orderBody(eventId, { 'chicken-mandi': 1 }, 30000, { coupon: SECRET_CODE }),
      nextAddress(),
    );
    expect(unpriced.statusCode).toBe(409);
    expect(unpriced.json().code).toBe('refusals.orders.priceChanged');
    const right = await createOrder(
      t.app,
      orderBody(eventId, { 'chicken-mandi': 1 }, 25500, { coupon: SECRET_CODE.toLowerCase() }),
      nextAddress(),
    );
    expect(right.statusCode, right.body).toBe(200);
    expect(right.body.toUpperCase()).not.toContain(SECRET_CODE);
  });
});
