import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrder,
  createTestEvent,
  orderBody,
  paidProof,
  paymentCapturedEvent,
  postBooking,
  postWebhook,
  releaseOrder,
  uniquePhone,
} from '#server/test/booking-helpers.ts';
import { startStubServer } from '#server/test/stub-http-server.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { englishText } from '#shared/content/messages.ts';
import { ORDER_REFUSAL } from '#shared/domain/order-refusals.ts';
import { capacityMismatches } from '#server/test/capacity-mismatches.ts';

const CARRIER = '100.64.0.1';
const CHICKEN = 60000;

describe('slot hoarding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(); // MAX_UNPAID_UNITS_PER_ADDRESS at its default, 10
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await capacityMismatches(t.database.db)).toEqual([]));

  const slotsLeft = async (eventId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/available-slots?eventId=${eventId}` })).json().availableSlots;
  const hold = (eventId: number, units: number, address: string, phone = uniquePhone()) =>
    createOrder(t.app, orderBody(eventId, { 'chicken-mandi': units }, units * CHICKEN, { phone }), address);

  it('keeps a hoarding script from one address to 10 of a 50-slot event, all at once or one by one', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 50 });
    const attacker = '203.0.113.66';
    const burst = await Promise.all(Array.from({ length: 25 }, () => hold(eventId, 2, attacker)));
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(5);
    const refused = burst.filter((response) => response.statusCode !== 200);
    expect(refused.every((response) => response.statusCode === 429)).toBe(true);
    expect(refused[0]!.json()).toEqual({
      success: false,
      error: englishText(ORDER_REFUSAL.unpaidLimit),
      code: 'refusals.orders.unpaidLimit',
    });
    expect((await hold(eventId, 5, attacker)).statusCode).toBe(429);
    expect(await slotsLeft(eventId)).toBe(40);

    // Across events too: the limit is per address, not per event.
    const otherEvent = await createTestEvent(t.database.db, { maxOrders: 50 });
    expect((await hold(otherEvent, 1, attacker)).statusCode).toBe(429);
    // Everybody else still buys (the newer sale, on the same day, is the one open now).
    expect((await hold(otherEvent, 5, '198.51.100.7')).statusCode).toBe(200);
    expect(await slotsLeft(otherEvent)).toBe(45);
    expect(await slotsLeft(eventId)).toBe(40);
  });

  it('attack (issue 44): one phone from many addresses holds at most the unpaid limit, across events', async () => {
    const phone = uniquePhone();
    const first = await createTestEvent(t.database.db, { maxOrders: 50 });
    expect((await hold(first, 5, '192.0.2.31', phone)).statusCode).toBe(200);
    const second = await createTestEvent(t.database.db, { maxOrders: 50 });
    expect((await hold(second, 5, '192.0.2.32', phone)).statusCode).toBe(200);
    const third = await createTestEvent(t.database.db, { maxOrders: 50 });
    const over = await hold(third, 1, '192.0.2.33', phone);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('refusals.orders.unpaidLimit');
    expect((await hold(third, 5, '192.0.2.33')).statusCode).toBe(200);
    expect(await slotsLeft(third)).toBe(45);
  });

  it('books 20 customers behind one carrier address who each hold 2 units and pay in turn', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 50 });
    const references = new Set<string>();
    for (let customer = 0; customer < 20; customer++) {
      const order = await hold(eventId, 2, CARRIER);
      expect(order.statusCode, order.body).toBe(200);
      const booking = await postBooking(t.app, paidProof(order.json().orderId));
      expect(booking.statusCode).toBe(200);
      references.add(booking.json().booking.bookingId);
    }
    expect(references.size).toBe(20);
    expect(await slotsLeft(eventId)).toBe(10);
  });

  it('gives the slots back at once when the checkout is closed, to the order’s own browser only', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 2 });
    const body = orderBody(eventId, { 'chicken-mandi': 1 }, CHICKEN, { phone: uniquePhone() });
    const { orderId } = (await createOrder(t.app, body, '192.0.2.10')).json();
    expect(await slotsLeft(eventId)).toBe(1);

    const stranger = await releaseOrder(t.app, { orderId, receipt: 'rcpt_guessed_1234' });
    expect(stranger.statusCode).toBe(404);
    expect(await slotsLeft(eventId)).toBe(1);

    const closed = await releaseOrder(t.app, { orderId, receipt: body.receipt });
    expect(closed.json()).toEqual({ success: true, released: true });
    expect(await slotsLeft(eventId)).toBe(2);
    expect((await releaseOrder(t.app, { orderId, receipt: body.receipt })).json().released).toBe(false);
    // The same attempt sent again does not quietly hold the slots again.
    expect((await createOrder(t.app, body, '192.0.2.10')).json().code).toBe('refusals.orders.orderClosed');

    // A payment that still arrives for it is booked, never lost, and flagged for the owner.
    const late = await postWebhook(t.app, paymentCapturedEvent(orderId, 'pay_after_close'), 'evt_after_close');
    expect(late.statusCode).toBe(200);
    const booking = await t.database.db
      .selectFrom('bookings')
      .select('flags')
      .where('gateway_order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(booking.flags)).toContain('paid_after_hold_expired');
  });

  it('keeps one open hold per phone and event: only its own browser replaces it; another order is refused, worded', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 10 });
    const firstBody = orderBody(eventId, { 'chicken-mandi': 3 }, 3 * CHICKEN, { phone: '98950 11223' });
    const first = await createOrder(t.app, firstBody, '192.0.2.20');
    expect(await slotsLeft(eventId)).toBe(7);

    // Someone else types the same phone number: the first customer's hold stays theirs.
    const secondBody = orderBody(eventId, { 'chicken-mandi': 2 }, 2 * CHICKEN, { phone: '+91 9895011223' });
    const intruder = await createOrder(t.app, secondBody, '192.0.2.21');
    expect(intruder.statusCode).toBe(409);
    expect(intruder.json()).toEqual({
      success: false,
      error: englishText(ORDER_REFUSAL.phoneHasOpenOrder, { count: 15 }),
      code: 'refusals.orders.phoneHasOpenOrder',
      params: { count: 15 },
    });
    const guessed = await createOrder(t.app, { ...secondBody, replaces: 'rcpt_not_theirs' }, '192.0.2.21');
    expect(guessed.json().code).toBe('refusals.orders.phoneHasOpenOrder');
    expect(await slotsLeft(eventId)).toBe(7);

    // The first customer's own browser changes the order: it names the order it replaces.
    const second = await createOrder(t.app, { ...secondBody, replaces: firstBody.receipt }, '192.0.2.20');
    expect(second.statusCode).toBe(200);
    expect(await slotsLeft(eventId)).toBe(8);
    const statuses = await t.database.db
      .selectFrom('payment_holds')
      .select(['gateway_order_id', 'status'])
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute();
    expect(statuses).toEqual([
      { gateway_order_id: first.json().orderId, status: 'released' },
      { gateway_order_id: second.json().orderId, status: 'held' },
    ]);
  });

  it('stops counting a paid hold against its address', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 50 });
    const address = '192.0.2.30';
    const full = await hold(eventId, 5, address);
    const more = await hold(eventId, 5, address);
    expect((await hold(eventId, 1, address)).statusCode).toBe(429);
    await postBooking(t.app, paidProof(full.json().orderId));
    expect((await hold(eventId, 5, address)).statusCode).toBe(200);
    expect(more.statusCode).toBe(200);
  });
});

describe('slot hoarding with Razorpay (its API stood in locally)', () => {
  let t: TestApp;
  let stub: Awaited<ReturnType<typeof startStubServer>>;
  let orders = 0;
  beforeAll(async () => {
    stub = await startStubServer((request) =>
      request.method === 'POST' && request.url === '/v1/orders'
        ? { status: 200, body: { id: `order_Rz${++orders}`, entity: 'order', status: 'created' } }
        : { status: 404, body: {} },
    );
    t = await createTestApp({
      config: {
        payment: {
          provider: 'razorpay',
          keyId: 'rzp_test_hoarding',
          keySecret: 'key-secret',
          webhookSecret: 'webhook-secret',
          apiUrl: stub.url,
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  afterEach(async () => expect(await capacityMismatches(t.database.db)).toEqual([]));

  it('opens no gateway order for a hold it refuses', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 50 });
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () =>
        createOrder(
          t.app,
          orderBody(eventId, { 'chicken-mandi': 2 }, 2 * CHICKEN, { phone: uniquePhone() }),
          '203.0.113.99',
        ),
      ),
    );
    const accepted = attempts.filter((response) => response.statusCode === 200);
    expect(accepted).toHaveLength(5);
    expect(stub.requests.filter((request) => request.url === '/v1/orders')).toHaveLength(5);
    expect(new Set(accepted.map((response) => response.json().orderId)).size).toBe(5);

    const soldOutEvent = await createTestEvent(t.database.db, { maxOrders: 1 });
    const body = () => orderBody(soldOutEvent, { 'chicken-mandi': 1 }, CHICKEN, { phone: uniquePhone() });
    expect((await createOrder(t.app, body(), '198.51.100.1')).statusCode).toBe(200);
    expect((await createOrder(t.app, body(), '198.51.100.2')).statusCode).toBe(409);
    expect(stub.requests.filter((request) => request.url === '/v1/orders')).toHaveLength(6);
  });
});

describe('the client address behind a proxy', () => {
  const proxy = '10.9.8.7';
  const holdVia = (t: TestApp, eventId: number, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/razorpay/create-order',
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: orderBody(eventId, { 'chicken-mandi': 5 }, 5 * CHICKEN, { phone: uniquePhone() }),
    });

  it('ignores X-Forwarded-For from an address not named in TRUSTED_PROXIES', async () => {
    const t = await createTestApp();
    try {
      const eventId = await createTestEvent(t.database.db, { maxOrders: 50 });
      expect((await holdVia(t, eventId, '1.1.1.1')).statusCode).toBe(200);
      expect((await holdVia(t, eventId, '2.2.2.2')).statusCode).toBe(200);
      // Both counted against the sender itself: a forged header does not reset the limit.
      expect((await holdVia(t, eventId, '3.3.3.3')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('counts each customer behind a trusted proxy on their own', async () => {
    const t = await createTestApp({ config: { trustedProxies: [proxy] } });
    try {
      const eventId = await createTestEvent(t.database.db, { maxOrders: 50 });
      for (const customer of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
        expect((await holdVia(t, eventId, customer)).statusCode).toBe(200);
      }
      expect((await holdVia(t, eventId, '1.1.1.1')).statusCode).toBe(200);
      expect((await holdVia(t, eventId, '1.1.1.1')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
