import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVELOPMENT_KEY_SECRET, DEVELOPMENT_WEBHOOK_SECRET } from '#server/config.ts';
import {
  createOrder,
  createTestEvent,
  orderBody,
  postBooking,
  releaseOrder,
  uniquePhone,
} from '#server/test/booking-helpers.ts';
import { startStubServer, type StubRequest } from '#server/test/stub-http-server.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';
import { capacityMismatches } from '#server/test/capacity-mismatches.ts';
import { HOLD_MINUTES } from '#server/modules/bookings/checkout.service.ts';
import {
  runReconciliationPass,
  SCHEDULED_LOOK_AHEAD_MS,
} from '#server/modules/bookings/payment-reconciliation.service.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';

/** Runs `work` with the server's clock `minutes` in the past (only Date is faked): its holds have lapsed since. */
async function minutesAgo<T>(minutes: number, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() - minutes * 60_000);
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}
const EXPIRED = HOLD_MINUTES + 1;
const COMBO = 100_000;

describe('no payment without a booking (test gateway)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await capacityMismatches(t.database.db)).toEqual([]));

  const slots = async (eventId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/available-slots?eventId=${eventId}` })).json().availableSlots;
  const reconcile = () => callAs(t.app, admin, 'POST', '/api/payments/reconcile', {});
  const pay = (orderId: string, amount?: number) =>
    t.app.inject({ method: 'POST', url: '/api/test-gateway/pay', payload: { orderId, amount } });
  const hold = (orderId: string) =>
    t.database.db
      .selectFrom('payment_holds')
      .selectAll()
      .where('gateway_order_id', '=', orderId)
      .executeTakeFirstOrThrow();
  const bookingsOf = (orderId: string) =>
    t.database.db.selectFrom('bookings').selectAll().where('gateway_order_id', '=', orderId).execute();

  /** A customer orders one combo and pays at the test checkout; the save of the booking never happens. */
  async function paidButNotSaved(eventId: number, amount?: number) {
    const order = await createOrder(t.app, orderBody(eventId, { combo: 1 }, COMBO, { phone: uniquePhone() }));
    expect(order.statusCode, order.body).toBe(200);
    const { orderId } = order.json();
    const paid = await pay(orderId, amount);
    expect(paid.statusCode, paid.body).toBe(200);
    return { orderId, paymentId: paid.json().razorpay_payment_id as string, signature: paid.json().razorpay_signature };
  }

  it('books a paid hold whose save failed when the admin runs the pass, at the server’s price, once', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 3 });
    const { orderId, paymentId, signature } = await paidButNotSaved(eventId);
    expect(await bookingsOf(orderId)).toEqual([]);

    const first = await reconcile();
    expect(first.statusCode, first.body).toBe(200);
    const [row] = await bookingsOf(orderId);
    expect(row).toMatchObject({
      payment_id: paymentId,
      amount_paise: COMBO,
      total_quantity: 1,
      confirmed_by: 'reconciliation',
    });
    expect(JSON.parse(row!.flags)).toEqual([]);
    expect(first.json().booked).toContainEqual({
      orderId,
      paymentId,
      amountPaise: COMBO,
      phone: (await hold(orderId)).phone,
      bookingReference: row!.reference,
    });
    expect((await hold(orderId)).status).toBe('booked');
    // The held unit became the booked one: nothing released, nothing taken twice.
    expect(await slots(eventId)).toBe(2);

    const again = await reconcile();
    expect(again.json().booked.map((b: { orderId: string }) => b.orderId)).not.toContain(orderId);
    // The browser's confirmation arriving late answers the same booking.
    const late = await postBooking(t.app, { id: paymentId, orderId, signature });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().booking.bookingId).toBe(row!.reference);
    expect(await bookingsOf(orderId)).toHaveLength(1);
  });

  it('books, not releases, a paid hold that lapsed with nobody confirming it', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 3 });
    const { orderId, paymentId } = await minutesAgo(EXPIRED, () => paidButNotSaved(eventId));
    const reply = await reconcile();
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await hold(orderId)).status).toBe('booked');
    const [row] = await bookingsOf(orderId);
    expect(row).toMatchObject({ payment_id: paymentId, amount_paise: COMBO });
    expect(JSON.parse(row!.flags)).toEqual(['paid_after_hold_expired']);
    expect(await slots(eventId)).toBe(2);
  });

  it('leaves an unpaid hold to its customer until it lapses, then releases it', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 3 });
    const open = (await createOrder(t.app, orderBody(eventId, { combo: 1 }, COMBO, { phone: uniquePhone() }))).json();
    const lapsed = await minutesAgo(EXPIRED, async () =>
      (await createOrder(t.app, orderBody(eventId, { combo: 1 }, COMBO, { phone: uniquePhone() }))).json(),
    );
    expect((await reconcile()).statusCode).toBe(200);
    expect((await hold(open.orderId)).status).toBe('held');
    expect((await hold(lapsed.orderId)).status).toBe('released');
    expect(await slots(eventId)).toBe(2);
  });

  it('lists a payment whose hold is gone as without booking, and refunds it once however often asked', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 3 });
    const { orderId, paymentId } = await paidButNotSaved(eventId);
    const phone = (await hold(orderId)).phone;
    // The customer's checkout closed (the hold released), and the hold was cleared away since.
    expect((await releaseOrder(t.app, { orderId, receipt: (await hold(orderId)).receipt })).statusCode).toBe(200);
    await t.database.db.deleteFrom('payment_holds').where('gateway_order_id', '=', orderId).execute();

    const reply = await reconcile();
    expect(reply.statusCode, reply.body).toBe(200);
    const unmatched = reply.json().unmatched.find((p: { orderId: string }) => p.orderId === orderId);
    expect(unmatched).toMatchObject({ paymentId, amountPaise: COMBO, phone, reason: 'no-hold', refundedAt: null });
    expect(await bookingsOf(orderId)).toEqual([]);

    const check = await callAs(t.app, admin, 'GET', '/api/payments/reconciliation');
    expect(check.statusCode).toBe(200);
    expect(check.json().lastPass).toMatchObject({
      ranAt: reply.json().ranAt,
      unmatched: reply.json().unmatched.length,
    });
    expect(check.json().unbooked[0]).toMatchObject({ id: unmatched.id, refundedAt: null });

    const refund = () => callAs(t.app, admin, 'POST', `/api/payments/unbooked/${unmatched.id}/refund`, {});
    const [one, two] = await Promise.all([refund(), refund()]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    const refunded = one.json().payment;
    expect(refunded.refundedAt).toEqual(expect.any(String));
    const third = await refund();
    expect(third.json().payment).toEqual(refunded);
    const row = await t.database.db
      .selectFrom('unbooked_payments')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(row.gateway_refund_id).toMatch(/^rfnd_test_/);
    expect(row.refunded_at).toBe(refunded.refundedAt);

    // Settled: the next pass neither lists it nor finds it again.
    const after = await reconcile();
    expect(after.json().unmatched.map((p: { orderId: string }) => p.orderId)).not.toContain(orderId);
    expect(
      await t.database.db.selectFrom('unbooked_payments').where('payment_id', '=', paymentId).selectAll().execute(),
    ).toHaveLength(1);
  });

  it('keeps a payment of another amount than its order’s as without booking, and books nothing for it', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 3 });
    const { orderId, paymentId } = await paidButNotSaved(eventId, 50_000);
    const reply = await reconcile();
    const unmatched = reply.json().unmatched.find((p: { orderId: string }) => p.orderId === orderId);
    expect(unmatched).toMatchObject({
      paymentId,
      amountPaise: 50_000,
      reason: 'amount-differs',
      phone: (await hold(orderId)).phone,
    });
    expect(await bookingsOf(orderId)).toEqual([]);
    expect(reply.json().booked.map((b: { orderId: string }) => b.orderId)).not.toContain(orderId);
  });

  it('lets only an admin run the pass, read it or refund, and refuses an unknown payment', async () => {
    const staff = await t.signIn('staff');
    const calls = [
      ['POST', '/api/payments/reconcile'],
      ['GET', '/api/payments/reconciliation'],
      ['POST', '/api/payments/unbooked/1/refund'],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === 'POST' ? {} : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
      expect((await callAs(t.app, staff, method, url, payload)).statusCode).toBe(403);
    }
    const unknown = await callAs(t.app, admin, 'POST', '/api/payments/unbooked/999999/refund', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'adminOverview.payments.refusals.notFound',
      error: 'This payment was not found.',
    });
    expect((await callAs(t.app, admin, 'POST', '/api/payments/unbooked/abc/refund', {})).statusCode).toBe(400);
  });
});

describe('no payment without a booking (Razorpay’s API stubbed at the HTTP boundary)', () => {
  let t: TestApp;
  let admin: string;
  let stub: Awaited<ReturnType<typeof startStubServer>>;
  let orders = 0;
  /** What the stand-in says each order was paid: its payment id and amount. */
  const paid = new Map<string, { id: string; amount: number }>();

  function answer(request: StubRequest) {
    if (request.method === 'POST' && request.url === '/v1/orders') {
      return { status: 200, body: { id: `order_Recon${++orders}`, entity: 'order', status: 'created' } };
    }
    const paymentsOf = /^\/v1\/orders\/([^/]+)\/payments$/.exec(request.url)?.[1];
    if (request.method === 'GET' && paymentsOf) {
      const payment = paid.get(paymentsOf);
      const items = payment
        ? [
            {
              id: `${payment.id}_failed`,
              entity: 'payment',
              status: 'failed',
              amount: payment.amount,
              order_id: paymentsOf,
            },
            { id: payment.id, entity: 'payment', status: 'captured', amount: payment.amount, order_id: paymentsOf },
          ]
        : [];
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    const refundOf = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url)?.[1];
    if (request.method === 'POST' && refundOf) {
      return { status: 200, body: { id: `rfnd_${refundOf}`, entity: 'refund', status: 'pending' } };
    }
    return { status: 404, body: { error: { description: 'not stubbed' } } };
  }

  const config = (apiUrl: string) => ({
    provider: 'razorpay' as const,
    keyId: 'rzp_test_recon',
    keySecret: DEVELOPMENT_KEY_SECRET,
    webhookSecret: DEVELOPMENT_WEBHOOK_SECRET,
    apiUrl,
  });

  beforeAll(async () => {
    stub = await startStubServer(answer);
    t = await createTestApp({ config: { payment: config(stub.url) } });
    admin = await t.signIn('admin');
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  afterEach(async () => expect(await capacityMismatches(t.database.db)).toEqual([]));

  const bookingsOf = (orderId: string) =>
    t.database.db.selectFrom('bookings').selectAll().where('gateway_order_id', '=', orderId).execute();

  it('the running server’s pass asks for a lapsing hold’s payments and books it instead of releasing it', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 2 });
    const { orderId } = await minutesAgo(EXPIRED, async () =>
      (await createOrder(t.app, orderBody(eventId, { combo: 1 }, COMBO, { phone: uniquePhone() }))).json(),
    );
    paid.set(orderId, { id: `pay_${orderId}`, amount: COMBO });
    const gateway = createRazorpayGateway(config(stub.url));
    const result = await runReconciliationPass(t.database.db, gateway, { lookAheadMs: SCHEDULED_LOOK_AHEAD_MS });
    expect(stub.requests.some((r) => r.method === 'GET' && r.url === `/v1/orders/${orderId}/payments`)).toBe(true);
    const [row] = await bookingsOf(orderId);
    expect(row).toMatchObject({ payment_id: `pay_${orderId}`, amount_paise: COMBO, confirmed_by: 'reconciliation' });
    expect(result.booked).toContainEqual(expect.objectContaining({ orderId, bookingReference: row!.reference }));
    expect(result.pass).toMatchObject({ booked: result.booked.length, unreachable: 0 });
  });

  it('keeps an order paid for another amount for a refund, which Razorpay is asked for once, in whole', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 2 });
    const { orderId } = (
      await createOrder(t.app, orderBody(eventId, { combo: 1 }, COMBO, { phone: uniquePhone() }))
    ).json();
    paid.set(orderId, { id: `pay_${orderId}`, amount: 40_000 });
    const reply = await callAs(t.app, admin, 'POST', '/api/payments/reconcile', {});
    expect(reply.statusCode, reply.body).toBe(200);
    const unmatched = reply.json().unmatched.find((p: { orderId: string }) => p.orderId === orderId);
    expect(unmatched).toMatchObject({ paymentId: `pay_${orderId}`, amountPaise: 40_000, reason: 'amount-differs' });
    expect(await bookingsOf(orderId)).toEqual([]);

    for (let i = 0; i < 2; i += 1) {
      const refund = await callAs(t.app, admin, 'POST', `/api/payments/unbooked/${unmatched.id}/refund`, {});
      expect(refund.statusCode, refund.body).toBe(200);
    }
    const asked = stub.requests.filter((r) => r.url === `/v1/payments/pay_${orderId}/refund`);
    expect(asked).toHaveLength(1);
    expect(JSON.parse(asked[0]!.body)).toMatchObject({ amount: 40_000 });
    expect(asked[0]!.headers['x-refund-idempotency']).toMatch(/^rfnd_/);
  });
});

describe('the running server’s reconciliation', () => {
  it('runs a pass as soon as the server is ready, and the overview reads its time and result', async () => {
    const t = await createTestApp({ backgroundJobs: true });
    try {
      const admin = await t.signIn('admin');
      const lastPass = async () => (await callAs(t.app, admin, 'GET', '/api/payments/reconciliation')).json().lastPass;
      await vi.waitFor(async () => expect(await lastPass()).not.toBeNull(), { timeout: 10_000, interval: 100 });
      expect(await lastPass()).toMatchObject({ ranAt: expect.any(String), booked: 0, unmatched: 0, unreachable: 0 });
    } finally {
      await t.close();
    }
  });
});
