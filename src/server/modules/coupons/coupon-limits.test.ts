import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { withGroupCommit } from '#server/db/group-commit.ts';
import { claimCoupon } from './coupons.service.ts';
import { insertHold } from '#server/modules/bookings/bookings.repo.ts';
import { couponUses } from '#server/modules/bookings/order-facts.service.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';
import {
  createOrder,
  createTestEvent,
  orderBody,
  paidProof,
  postBooking,
  releaseOrder,
  uniquePhone,
} from '#server/test/booking-helpers.ts';

/** One chicken mandi at ₹300, so that a percentage off is easy to read. */
const ITEM = { 'chicken-mandi': 1 };
const PRICE = 30000;
const discounted = (percent: number) => PRICE - Math.round((PRICE * percent) / 100);

describe('several coupon codes: percentages, last days and use limits on the server', () => {
  let t: TestApp;
  let admin: string;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
    eventId = await createTestEvent(t.database.db, { maxOrders: 200, prices: { 'chicken-mandi': PRICE } });
  });
  afterAll(() => t.close());

  const addCoupon = async (coupon: object) => {
    const created = await callAs(t.app, admin, 'POST', '/api/coupons', coupon);
    expect(created.statusCode, created.body).toBe(201);
    return created.json().coupon as { id: number; code: string };
  };
  /** Each order from its own address and phone: one customer each, no per-address limit in the way. */
  let customers = 0;
  const orderOf = (coupon: string | null, amount: number) =>
    orderBody(eventId, ITEM, amount, { coupon, phone: uniquePhone() });
  const send = (body: ReturnType<typeof orderOf>) => createOrder(t.app, body, `192.0.2.${(++customers % 250) + 1}`);
  const order = (coupon: string | null, amount: number) => send(orderOf(coupon, amount));
  let checks = 0;
  const check = (code: string) =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/coupons/check',
        payload: { eventId, code },
        remoteAddress: `2001:db8:${++checks}::1`,
      })
      .then((answer) => answer.json());
  const usesOf = async (code: string) =>
    (
      (await callAs(t.app, admin, 'GET', '/api/coupons', undefined)).json().data as { code: string; uses: number }[]
    ).find((coupon) => coupon.code === code)!.uses;

  it('prices an order with the percentage of the code it names', async () => {
    await addCoupon({ code: 'TEN-OFF', discountPercent: 10 });
    await addCoupon({ code: 'QUARTER', discountPercent: 25 });
    const ten = await order('ten-off', discounted(10));
    expect(ten.statusCode, ten.body).toBe(200);
    expect(ten.json().amount).toBe(27000);
    const quarter = await order('Quarter', discounted(25));
    expect(quarter.statusCode, quarter.body).toBe(200);
    expect(quarter.json().amount).toBe(22500);
    // The other code's price is a price the server did not make.
    const mixed = await order('QUARTER', discounted(10));
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json()).toMatchObject({ code: 'refusals.orders.priceChanged', params: { total: '₹225' } });
    // FMANDI20, the settings' code before, still gives its 20 %.
    const seeded = await order('FMANDI20', discounted(20));
    expect(seeded.statusCode, seeded.body).toBe(200);

    const holds = await t.database.db
      .selectFrom('payment_holds')
      .select(['gateway_order_id', 'coupon', 'amount_paise'])
      .where('gateway_order_id', 'in', [ten.json().orderId, quarter.json().orderId])
      .orderBy('amount_paise')
      .execute();
    expect(holds.map((hold) => [hold.coupon, hold.amount_paise])).toEqual([
      ['QUARTER', 22500],
      ['TEN-OFF', 27000],
    ]);
  });

  it('applies a code through its last Kerala day, and refuses it after, on the check and on the order', async () => {
    const today = todayInKerala();
    await addCoupon({ code: 'LASTDAY', discountPercent: 15, endsOn: today });
    await addCoupon({ code: 'BYGONE', discountPercent: 15, endsOn: addDays(today, -1) });
    expect(await check('lastday')).toEqual({ success: true, applied: true, discountPercent: 15 });
    expect((await order('LASTDAY', discounted(15))).statusCode).toBe(200);

    expect(await check('bygone')).toEqual({ success: true, applied: false, discountPercent: 0, reason: 'expired' });
    for (const amount of [discounted(15), PRICE]) {
      const refused = await order('BYGONE', amount);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'booking.couponRefusal.expired',
        error: 'This coupon code has expired. Clear the box to pay without it.',
      });
    }
  });

  it('holds a use limit under a rush: of 20 orders at once, exactly 3 carry the code; a released hold gives its use back', async () => {
    await addCoupon({ code: 'FIRST3', discountPercent: 30, useLimit: 3 });
    const bodies = Array.from({ length: 20 }, () => orderOf('FIRST3', discounted(30)));
    const rush = await Promise.all(bodies.map(send));
    const accepted = rush.flatMap((answer, index) =>
      answer.statusCode === 200 ? [{ ...(answer.json() as { orderId: string }), receipt: bodies[index]!.receipt }] : [],
    );
    expect(accepted).toHaveLength(3);
    for (const refused of rush.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ success: false, code: 'booking.couponRefusal.used-up' });
    }
    const held = await t.database.db
      .selectFrom('payment_holds')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('coupon', '=', 'FIRST3')
      .executeTakeFirstOrThrow();
    expect(Number(held.n)).toBe(3);
    expect(await usesOf('FIRST3')).toBe(3);
    expect(await check('first3')).toEqual({ success: true, applied: false, discountPercent: 0, reason: 'used-up' });

    // A paid one stays a use (its booking counts instead of its hold).
    const [paid, released] = accepted;
    expect((await postBooking(t.app, paidProof(paid!.orderId))).statusCode).toBe(200);
    expect(await usesOf('FIRST3')).toBe(3);
    expect((await order('FIRST3', discounted(30))).json().code).toBe('booking.couponRefusal.used-up');

    // The customer who closed the checkout gives the use back at once.
    const gaveBack = await releaseOrder(t.app, { orderId: released!.orderId, receipt: released!.receipt });
    expect(gaveBack.statusCode, gaveBack.body).toBe(200);
    expect(await usesOf('FIRST3')).toBe(2);
    expect(await check('FIRST3')).toEqual({ success: true, applied: true, discountPercent: 30 });
    const fourth = await order('FIRST3', discounted(30));
    expect(fourth.statusCode, fourth.body).toBe(200);
    expect(await usesOf('FIRST3')).toBe(3);
    expect((await order('FIRST3', discounted(30))).json().code).toBe('booking.couponRefusal.used-up');
  });

  it('takes the code’s row for the order’s transaction: holds on different events still share one limit', async () => {
    // Orders on different events take different capacity counters: only the code's own lock keeps them in line.
    await addCoupon({ code: 'TWO-SALES', discountPercent: 5, useLimit: 2 });
    const otherEvent = await createTestEvent(t.database.db, { maxOrders: 200 });
    const now = new Date().toISOString();
    const expires = new Date(Date.now() + 15 * 60_000).toISOString();
    const attempts = Array.from({ length: 10 }, (_, n) =>
      withGroupCommit(t.database.db, async (tx) => {
        await claimCoupon(tx, 'TWO-SALES', now, couponUses);
        // A slow moment between counting and writing (the event loop turns a hundred times, so the other
        // orders' statements go out and come back): none of them may count in it.
        for (let turn = 0; turn < 100; turn++) await new Promise((resolve) => setImmediate(resolve));
        await insertHold(tx, {
          receipt: `rcpt_two_sales_${n}`,
          request_hash: 'test',
          gateway_order_id: null,
          event_id: n % 2 === 0 ? eventId : otherEvent,
          order_json: '{}',
          total_quantity: 1,
          amount_paise: discounted(5),
          currency: 'INR',
          status: 'held',
          created_at: now,
          expires_at: expires,
          client_address: `203.0.113.${n + 1}`,
          phone: uniquePhone(),
          coupon: 'TWO-SALES',
        });
      }),
    );
    const outcomes = await Promise.allSettled(attempts);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    for (const outcome of outcomes.filter((one) => one.status === 'rejected')) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'booking.couponRefusal.used-up' });
    }
    expect(await usesOf('TWO-SALES')).toBe(2);
  });
});
