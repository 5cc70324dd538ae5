import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKING_REFERENCE_PATTERN } from '#shared/domain/booking-reference.ts';
import {
  createOrder,
  createTestEvent,
  CUSTOMER,
  orderBody,
  paidProof,
  paymentCapturedEvent,
  postBooking,
  postWebhook,
  tableCounts,
  uniquePhone,
} from '#server/test/booking-helpers.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { HOLD_MINUTES } from './checkout.service.ts';
import { reconcileExpiredHolds } from './settlement.service.ts';
import { capacityMismatches } from '#server/test/capacity-mismatches.ts';
import { createRazorpayGateway } from '#server/modules/payments/razorpay-gateway.ts';
import { createTestGateway } from '#server/modules/payments/test-gateway.ts';
import { startStubServer } from '#server/test/stub-http-server.ts';

/**
 * Runs `work` with the server's clock `minutes` in the past (only Date is faked): a hold made in it
 * has expired by the time the test goes on, as a real one does, with no row edited behind the
 * server's back (the capacity counters stay exact).
 */
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

describe('booking: hold, payment, booking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  // Every event's capacity counter agrees with its bookings and holds after every flow.
  afterEach(async () => expect(await capacityMismatches(t.database.db)).toEqual([]));

  const slots = async (eventId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/available-slots?eventId=${eventId}` })).json().availableSlots;

  it('books two items with the coupon: server-priced, held, then booked once', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 10 });
    // 1 × 1400 + 2 × 600 = 2600, less 20 % = 2080 rupees.
    const order = await createOrder(
      t.app,
      orderBody(eventId, { 'beef-2pc': 1, 'chicken-mandi': 2, combo: 0 }, 208000, { coupon: ' fmandi20 ' }),
    );
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json()).toMatchObject({
      success: true,
      orderId: expect.stringMatching(/^order_test_/),
      amount: 208000,
      currency: 'INR',
      provider: 'test',
    });
    expect(await slots(eventId)).toBe(7);

    const { orderId } = order.json();
    const pay = await t.app.inject({ method: 'POST', url: '/api/test-gateway/pay', payload: { orderId } });
    const checkout = pay.json();
    expect(checkout.razorpay_payment_id).toMatch(/^pay_test_/);
    const proof = { id: checkout.razorpay_payment_id, orderId, signature: checkout.razorpay_signature };
    const booked = await postBooking(t.app, proof);
    expect(booked.statusCode, booked.body).toBe(200);
    const booking = booked.json().booking;
    expect(booking).toMatchObject({
      bookingId: expect.stringMatching(BOOKING_REFERENCE_PATTERN),
      paymentId: proof.id,
      name: CUSTOMER.name,
      phone: '9847012345',
      subtotalPaise: 260000,
      discountPercent: 20,
      discountPaise: 52000,
      totalPaise: 208000,
    });
    // Each line keeps its Malayalam name beside the English, for the customer's messages in Malayalam.
    expect(booking.items).toEqual([
      {
        key: 'beef-2pc',
        name: '2 Piece Mutton Mandi',
        nameMl: '2 പീസ് മട്ടൺ മന്തി',
        quantity: 1,
        unitPaise: 140000,
        linePaise: 140000,
      },
      {
        key: 'chicken-mandi',
        name: 'Chicken Mandi',
        nameMl: 'ചിക്കൻ മന്തി',
        quantity: 2,
        unitPaise: 60000,
        linePaise: 120000,
      },
    ]);
    expect(await slots(eventId)).toBe(7);

    const again = await postBooking(t.app, proof);
    expect(again.json().booking.bookingId).toBe(booking.bookingId);
    const rows = await t.database.db.selectFrom('bookings').selectAll().where('event_id', '=', eventId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', flags: '[]', confirmed_by: 'browser', amount_paise: 208000 });
  });

  it('is idempotent on the receipt: same body, same order and one hold; another body, 409', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 5 });
    const body = orderBody(eventId, { combo: 2 }, 200000);
    const first = await createOrder(t.app, body);
    const retry = await createOrder(t.app, { ...body, items: { combo: 2, fish: 0 }, phone: '+91 98470 12345' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().orderId).toBe(first.json().orderId);
    expect(await slots(eventId)).toBe(3);

    const other = await createOrder(t.app, { ...body, items: { combo: 1 }, amount: 100000 });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      success: false,
      error: 'This receipt was already used for a different order',
      code: 'refusals.orders.receiptReused',
    });
    expect(await slots(eventId)).toBe(3);
  });

  it('creates the booking from the webhook when the browser is lost, and the browser gets the same one later', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 5 });
    const { orderId } = (await createOrder(t.app, orderBody(eventId, { 'fish-mandi': 1 }, 85000))).json();
    const proof = paidProof(orderId);

    const hook = await postWebhook(t.app, paymentCapturedEvent(orderId, proof.id), 'evt_lost_browser_1');
    expect(hook.statusCode).toBe(200);
    const fromHook = hook.json().bookingId;
    expect(fromHook).toMatch(BOOKING_REFERENCE_PATTERN);

    const duplicate = await postWebhook(t.app, paymentCapturedEvent(orderId, proof.id), 'evt_lost_browser_1');
    expect(duplicate.statusCode).toBe(200);
    expect(duplicate.json()).toEqual({ success: true, duplicate: true });

    const browser = await postBooking(t.app, proof);
    expect(browser.json().booking.bookingId).toBe(fromHook);
    const rows = await t.database.db.selectFrom('bookings').selectAll().where('event_id', '=', eventId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.confirmed_by).toBe('webhook');
  });

  it('refuses a webhook with a bad signature and writes nothing', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 5 });
    const { orderId } = (await createOrder(t.app, orderBody(eventId, { 'fish-mandi': 1 }, 85000))).json();
    const before = await tableCounts(t.database.db);
    const forged = await postWebhook(t.app, paymentCapturedEvent(orderId, 'pay_forged'), 'evt_forged', 'wrong-secret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      success: false,
      error: 'Invalid webhook signature',
      code: 'refusals.payments.badSignature',
    });
    expect(await tableCounts(t.database.db)).toEqual(before);
  });

  it('stops counting a hold after it expires; a late payment is still booked and flagged for a refund', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 2 });
    const late = await minutesAgo(EXPIRED, async () => {
      const order = (await createOrder(t.app, orderBody(eventId, { combo: 2 }, 200000))).json();
      expect(await slots(eventId)).toBe(0);
      return order;
    });
    expect(await slots(eventId)).toBe(2);

    // Someone else takes the freed slots and pays.
    const other = (await createOrder(t.app, orderBody(eventId, { combo: 2 }, 200000))).json();
    await postBooking(t.app, paidProof(other.orderId));
    expect(await slots(eventId)).toBe(0);

    const booked = await postBooking(t.app, paidProof(late.orderId));
    expect(booked.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('bookings')
      .selectAll()
      .where('gateway_order_id', '=', late.orderId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.flags)).toEqual(['paid_after_hold_expired', 'over_capacity', 'refund_due']);
  });

  it('releases expired holds that nobody paid', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 3 });
    const { orderId } = await minutesAgo(EXPIRED, async () =>
      (await createOrder(t.app, orderBody(eventId, { combo: 1 }, 100000))).json(),
    );
    const gateway = createTestGateway(t.config.payment);
    expect(await reconcileExpiredHolds(t.database.db, gateway)).toBeGreaterThanOrEqual(1);
    const hold = await t.database.db
      .selectFrom('payment_holds')
      .select('status')
      .where('gateway_order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(hold.status).toBe('released');
    // Money that arrives anyway is still booked.
    expect((await postBooking(t.app, paidProof(orderId))).statusCode).toBe(200);
  });

  it('says how many slots are left when an order asks for more', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 3 });
    expect((await createOrder(t.app, orderBody(eventId, { combo: 2 }, 200000))).statusCode).toBe(200);
    const another = { phone: uniquePhone() };
    const tooMany = await createOrder(t.app, orderBody(eventId, { combo: 2 }, 200000, another));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      success: false,
      error: 'Only 1 slot left for this event. Please reduce your order.',
      code: 'refusals.orders.slotsLeft',
      params: { count: 1 },
    });
    expect((await createOrder(t.app, orderBody(eventId, { combo: 1 }, 100000, another))).statusCode).toBe(200);
  });

  it('books a payment the gateway captured for a hold nobody confirmed, flagged, and announces it', async () => {
    const stub = await startStubServer((request) =>
      request.url.endsWith('/payments')
        ? { status: 200, body: { count: 1, items: [{ id: 'pay_captured_late', status: 'captured', amount: 100000 }] } }
        : { status: 404, body: {} },
    );
    try {
      const eventId = await createTestEvent(t.database.db, { maxOrders: 3 });
      const { orderId } = await minutesAgo(EXPIRED, async () =>
        (await createOrder(t.app, orderBody(eventId, { combo: 1 }, 100000))).json(),
      );
      const gateway = createRazorpayGateway({
        keyId: 'rzp_test_x',
        keySecret: 'secret',
        webhookSecret: 'secret',
        apiUrl: stub.url,
      });
      const announced: number[] = [];
      await reconcileExpiredHolds(t.database.db, gateway, (booking) => announced.push(booking.id));
      const row = await t.database.db
        .selectFrom('bookings')
        .selectAll()
        .where('gateway_order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ payment_id: 'pay_captured_late', confirmed_by: 'reconciliation' });
      expect(JSON.parse(row.flags)).toContain('paid_after_hold_expired');
      expect(announced).toContain(row.id);
    } finally {
      await stub.close();
    }
  });
});
