import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKING_REFERENCE_PATTERN } from '#shared/domain/booking-reference.ts';
import { adminBookingsEn } from '#shared/content/locales/admin-bookings.en.ts';
import { createOrder, createTestEvent, orderBody, postBooking, uniquePhone } from '#server/test/booking-helpers.ts';
import { startStubServer } from '#server/test/stub-http-server.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';
import { paymentSignature } from '#server/lib/payment-signatures.ts';
import { capacityMismatches } from '#server/test/capacity-mismatches.ts';

const CHICKEN = 60000;
const KEY_SECRET = 'holds-key-secret';

/**
 * The admin's view of who is paying now and releasing one hold, on Razorpay with its API stood in
 * locally: the stand-in says which orders were paid and which it cannot answer for.
 */
describe('open holds: who is paying now, and an admin releasing one', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let stub: Awaited<ReturnType<typeof startStubServer>>;
  let orders = 0;
  let addresses = 0;
  /** Orders the stand-in reports a captured payment for (order id → payment id and amount in paise). */
  const captured = new Map<string, { id: string; amount: number }>();
  /** Orders whose payments the stand-in cannot answer for (as Razorpay down). */
  const unanswered = new Set<string>();

  beforeAll(async () => {
    stub = await startStubServer((request) => {
      if (request.method === 'POST' && request.url === '/v1/orders') {
        return { status: 200, body: { id: `order_Hold${++orders}`, entity: 'order', status: 'created' } };
      }
      const asked = /^\/v1\/orders\/([^/]+)\/payments$/.exec(request.url)?.[1];
      if (asked && unanswered.has(asked)) return { status: 503, body: { error: { description: 'down' } } };
      if (asked) {
        const payment = captured.get(asked);
        return {
          status: 200,
          body: payment ? { count: 1, items: [{ ...payment, status: 'captured' }] } : { count: 0, items: [] },
        };
      }
      return { status: 404, body: {} };
    });
    t = await createTestApp({
      config: {
        payment: {
          provider: 'razorpay',
          keyId: 'rzp_test_holds',
          keySecret: KEY_SECRET,
          webhookSecret: 'holds-webhook-secret',
          apiUrl: stub.url,
        },
      },
    });
    admin = await t.signIn('admin', 'owner-holds');
    staff = await t.signIn('staff');
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  afterEach(async () => expect(await capacityMismatches(t.database.db)).toEqual([]));

  /** A customer (their own phone and address) holding `units` chicken mandis. */
  const hold = async (eventId: number, units: number, name = 'Anu Thomas') => {
    const body = orderBody(eventId, { 'chicken-mandi': units }, units * CHICKEN, { name, phone: uniquePhone() });
    const reply = await createOrder(t.app, body, `10.23.0.${++addresses}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return { ...(reply.json() as { orderId: string; expiresAt: string }), receipt: body.receipt, phone: body.phone };
  };
  const holdIdOf = async (orderId: string) =>
    (
      await t.database.db
        .selectFrom('payment_holds')
        .select(['id', 'status'])
        .where('gateway_order_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).id;
  const holdStatus = async (holdId: number) =>
    (
      await t.database.db
        .selectFrom('payment_holds')
        .select('status')
        .where('id', '=', holdId)
        .executeTakeFirstOrThrow()
    ).status;
  const openHolds = (eventId: number, cookie = admin) => callAs(t.app, cookie, 'GET', `/api/events/${eventId}/holds`);
  const release = (holdId: number, cookie = admin) => callAs(t.app, cookie, 'POST', `/api/holds/${holdId}/release`, {});
  const available = async (eventId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/available-slots?eventId=${eventId}` })).json().availableSlots;
  const customerPays = (orderId: string, paymentId: string) =>
    postBooking(t.app, { id: paymentId, orderId, signature: paymentSignature(KEY_SECRET, orderId, paymentId) });

  it('is for admins only: anonymous callers and staff can neither list nor release', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 5 });
    const { orderId } = await hold(eventId, 1);
    const holdId = await holdIdOf(orderId);

    expect((await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/holds` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/holds/${holdId}/release` })).statusCode).toBe(401);
    expect((await openHolds(eventId, staff)).statusCode).toBe(403);
    expect((await release(holdId, staff)).statusCode).toBe(403);

    expect(await holdStatus(holdId)).toBe('held');
    expect(await available(eventId)).toBe(4);
    expect((await release(holdId)).json()).toEqual({ success: true, outcome: 'released' });
  });

  it('lists only the event’s open holds, the soonest to expire first', async () => {
    const other = await createTestEvent(t.database.db, { maxOrders: 5 });
    const otherHold = await hold(other, 1, 'Someone Else');
    const eventId = await createTestEvent(t.database.db, { maxOrders: 10 });

    const later = await hold(eventId, 2, 'Biju Mathew');
    // Made five minutes ago (only Date is faked): it expires before the one made just now.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 5 * 60_000);
    const sooner = await hold(eventId, 1, 'Celine Joseph').finally(() => vi.useRealTimers());
    // Made long enough ago to have expired: no longer being paid for.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 20 * 60_000);
    await hold(eventId, 1, 'Expired Customer').finally(() => vi.useRealTimers());
    const paid = await hold(eventId, 1, 'Paid Customer');
    expect((await customerPays(paid.orderId, 'pay_list_1')).statusCode).toBe(200);
    const closed = await hold(eventId, 1, 'Closed Checkout');
    const closing = { orderId: closed.orderId, receipt: closed.receipt };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/razorpay/release-order', payload: closing })).json(),
    ).toEqual({ success: true, released: true });

    const reply = await openHolds(eventId);
    expect(reply.statusCode, reply.body).toBe(200);
    const { data } = reply.json();
    expect(data.map((row: { name: string }) => row.name)).toEqual(['Celine Joseph', 'Biju Mathew']);
    expect(data[1]).toEqual({
      id: await holdIdOf(later.orderId),
      name: 'Biju Mathew',
      phone: later.phone,
      units: 2,
      items: [
        {
          key: 'chicken-mandi',
          name: 'Chicken Mandi',
          nameMl: 'ചിക്കൻ മന്തി',
          quantity: 2,
          unitPaise: CHICKEN,
          linePaise: 2 * CHICKEN,
        },
      ],
      amountPaise: 2 * CHICKEN,
      createdAt: expect.any(String),
      expiresAt: later.expiresAt,
      coupon: null,
    });
    expect(data[0].expiresAt).toBe(sooner.expiresAt);
    expect((await openHolds(other)).json().data.map((row: { name: string }) => row.name)).toEqual(['Someone Else']);

    expect((await openHolds(999999)).statusCode).toBe(404);
    expect((await callAs(t.app, admin, 'GET', '/api/events/abc/holds')).statusCode).toBe(400);

    for (const row of [...data, { id: await holdIdOf(otherHold.orderId) }]) await release(row.id);
  });

  it('releases an unpaid hold at once: the slots are back on sale, and a second release is refused', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 3 });
    const { orderId } = await hold(eventId, 2);
    const holdId = await holdIdOf(orderId);
    expect(await available(eventId)).toBe(1);

    const released = await release(holdId);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toEqual({ success: true, outcome: 'released' });
    expect(await available(eventId)).toBe(3);
    expect(await holdStatus(holdId)).toBe('released');
    expect((await openHolds(eventId)).json().data).toEqual([]);
    expect(stub.requests.some((request) => request.url === `/v1/orders/${orderId}/payments`)).toBe(true);

    const again = await release(holdId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'adminBookings.holds.refusals.alreadyReleased',
      error: adminBookingsEn.holds.refusals.alreadyReleased,
    });
    expect(await available(eventId)).toBe(3);

    const unknown = await release(999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('adminBookings.holds.refusals.notFound');
    expect((await callAs(t.app, admin, 'POST', '/api/holds/0/release')).statusCode).toBe(400);
  });

  it('books a hold the customer had in fact paid for instead of releasing it', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 3 });
    const { orderId } = await hold(eventId, 2, 'Paid Already');
    const holdId = await holdIdOf(orderId);
    captured.set(orderId, { id: 'pay_captured_before_release', amount: 2 * CHICKEN });

    const reply = await release(holdId);
    expect(reply.statusCode, reply.body).toBe(200);
    const { reference } = reply.json();
    expect(reply.json()).toEqual({
      success: true,
      outcome: 'booked',
      reference: expect.stringMatching(BOOKING_REFERENCE_PATTERN),
    });
    const booking = await t.database.db
      .selectFrom('bookings')
      .selectAll()
      .where('gateway_order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({
      reference,
      payment_id: 'pay_captured_before_release',
      name: 'Paid Already',
      total_quantity: 2,
      confirmed_by: 'reconciliation',
    });
    // Paid while the hold still held: nothing to flag.
    expect(JSON.parse(booking.flags)).toEqual([]);
    expect(await holdStatus(holdId)).toBe('booked');
    expect(await available(eventId)).toBe(1);
    expect((await openHolds(eventId)).json().data).toEqual([]);

    const again = await release(holdId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('adminBookings.holds.refusals.alreadyBooked');
    const bookings = await t.database.db.selectFrom('bookings').select('id').where('hold_id', '=', holdId).execute();
    expect(bookings).toHaveLength(1);
  });

  it('changes nothing when the gateway cannot be asked whether the customer paid', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 3 });
    const { orderId } = await hold(eventId, 1);
    const holdId = await holdIdOf(orderId);
    unanswered.add(orderId);

    const reply = await release(holdId);
    expect(reply.statusCode).toBe(502);
    expect(reply.json()).toMatchObject({
      code: 'adminBookings.holds.refusals.gatewayUnreachable',
      error: adminBookingsEn.holds.refusals.gatewayUnreachable,
    });
    expect(await holdStatus(holdId)).toBe('held');
    expect(await available(eventId)).toBe(2);
    expect((await openHolds(eventId)).json().data.map((row: { id: number }) => row.id)).toEqual([holdId]);

    unanswered.delete(orderId);
    expect((await release(holdId)).json().outcome).toBe('released');
  });

  it('books a payment that arrives after the release, flagged as for an expired hold', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 2 });
    const first = await hold(eventId, 2, 'Slow Payer');
    expect((await release(await holdIdOf(first.orderId))).json().outcome).toBe('released');
    // The released slots are sold to the next customer...
    const next = await hold(eventId, 2, 'Next Customer');
    expect((await customerPays(next.orderId, 'pay_next_customer')).statusCode).toBe(200);

    // ...and then the first customer's checkout, still open, pays: the money is booked, flagged.
    const late = await customerPays(first.orderId, 'pay_slow_payer');
    expect(late.statusCode, late.body).toBe(200);
    const row = await t.database.db
      .selectFrom('bookings')
      .selectAll()
      .where('gateway_order_id', '=', first.orderId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Slow Payer', confirmed_by: 'browser' });
    expect(JSON.parse(row.flags)).toEqual(['paid_after_hold_expired', 'over_capacity', 'refund_due']);
    expect(await available(eventId)).toBe(0);
  });
});
