import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { parseCsv } from '#shared/domain/csv.ts';
import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import { adminBookingsEn } from '#shared/content/locales/admin-bookings.en.ts';
import { bookingEn } from '#shared/content/locales/booking.en.ts';
import { validationEn } from '#shared/content/locales/validation.en.ts';
import { DEVELOPMENT_KEY_SECRET, DEVELOPMENT_WEBHOOK_SECRET } from '#server/config.ts';
import {
  createOrder,
  createTestEvent,
  orderBody,
  paidProof,
  postBooking,
  postWebhook,
  uniquePhone,
} from '#server/test/booking-helpers.ts';
import { startStubServer, type StubRequest } from '#server/test/stub-http-server.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';
import { capacityMismatches } from '#server/test/capacity-mismatches.ts';
import { writeBusinessSettings } from '#server/modules/settings/settings.service.ts';
import { createRazorpayGateway } from '#server/modules/payments/razorpay-gateway.ts';
import { settleDueRefunds } from './refunds.service.ts';

const CHICKEN = 60_000;
const KEY_ID = 'rzp_test_refunds';

interface StubRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: string;
  notes: Record<string, string>;
  body: string;
}

/**
 * Cancellation and refunds through the real server, with Razorpay's API stood in locally as Razorpay
 * documents it: one refund per X-Refund-Idempotency key, the same body on a retry, 'pending' until
 * fetched after the stand-in marks it processed.
 */
describe('cancelling a booking and refunding it', () => {
  let t: TestApp;
  let admin: string;
  let stub: Awaited<ReturnType<typeof startStubServer>>;
  let orders = 0;
  const refunds = new Map<string, StubRefund>();
  /** How many refund requests the stand-in answers 503 before it takes one. */
  let downFor = 0;
  /** A refusal the stand-in gives to the next refund request. */
  let refuseNext: string | null = null;

  const refundCalls = () => stub.requests.filter((r) => /^\/v1\/payments\/[^/]+\/refund$/.test(r.url));

  function answer(request: StubRequest) {
    if (request.method === 'POST' && request.url === '/v1/orders') {
      return { status: 200, body: { id: `order_Refund${++orders}`, entity: 'order', status: 'created' } };
    }
    const refundOf = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url)?.[1];
    if (request.method === 'POST' && refundOf) {
      if (downFor > 0) {
        downFor -= 1;
        return { status: 503, body: { error: { description: 'Service unavailable' } } };
      }
      if (refuseNext) {
        const description = refuseNext;
        refuseNext = null;
        return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description } } };
      }
      const key = String(request.headers['x-refund-idempotency']);
      const same = refunds.get(key);
      if (same && same.body !== request.body) {
        return { status: 400, body: { error: { description: 'Different request with the same idempotency key' } } };
      }
      const body = JSON.parse(request.body);
      const refund = same ?? {
        id: `rfnd_${refunds.size + 1}`,
        payment_id: refundOf,
        amount: body.amount,
        status: 'pending',
        notes: body.notes,
        body: request.body,
      };
      refunds.set(key, refund);
      return { status: 200, body: { entity: 'refund', ...refund } };
    }
    const fetched = /^\/v1\/payments\/[^/]+\/refunds\/([^/]+)$/.exec(request.url)?.[1];
    const known = [...refunds.values()].find((r) => r.id === fetched);
    if (known) return { status: 200, body: { entity: 'refund', ...known } };
    return { status: 404, body: { error: { description: 'not stubbed' } } };
  }

  beforeAll(async () => {
    stub = await startStubServer(answer);
    t = await createTestApp({
      config: {
        payment: {
          provider: 'razorpay',
          keyId: KEY_ID,
          keySecret: DEVELOPMENT_KEY_SECRET,
          webhookSecret: DEVELOPMENT_WEBHOOK_SECRET,
          apiUrl: stub.url,
        },
      },
    });
    admin = await t.signIn('admin', 'owner-refunds');
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  afterEach(async () => {
    downFor = 0;
    refuseNext = null;
    expect(await capacityMismatches(t.database.db)).toEqual([]);
  });

  const gateway = () =>
    createRazorpayGateway({
      keyId: KEY_ID,
      keySecret: DEVELOPMENT_KEY_SECRET,
      webhookSecret: DEVELOPMENT_WEBHOOK_SECRET,
      apiUrl: stub.url,
    });
  const policy = (change: Partial<typeof DEFAULT_BUSINESS_SETTINGS>) =>
    writeBusinessSettings(t.database.db, { ...DEFAULT_BUSINESS_SETTINGS, ...change });

  /** A paid booking of `units` chicken mandis on a sale `inDays` days away with `maxOrders` slots. */
  async function book(options: { units?: number; inDays?: number; maxOrders?: number; email?: string } = {}) {
    const units = options.units ?? 2;
    const eventId = await createTestEvent(t.database.db, {
      maxOrders: options.maxOrders ?? units,
      date: addDays(todayInKerala(), options.inDays ?? 5),
    });
    const order = await createOrder(
      t.app,
      orderBody(eventId, { 'chicken-mandi': units }, units * CHICKEN, { phone: uniquePhone(), email: options.email }),
    );
    expect(order.statusCode, order.body).toBe(200);
    const booked = await postBooking(t.app, paidProof(order.json().orderId));
    expect(booked.statusCode, booked.body).toBe(200);
    const { manageUrl, bookingId: reference } = booked.json().booking as { manageUrl: string; bookingId: string };
    const token = manageUrl.replace('/booking/', '');
    const { id } = await t.database.db
      .selectFrom('bookings')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    return { eventId, token, reference, id, paid: units * CHICKEN };
  }
  const slotsLeft = async (eventId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/available-slots?eventId=${eventId}` })).json().availableSlots;
  const cancel = (token: string) =>
    t.app.inject({ method: 'POST', url: `/api/my-booking/${token}/cancel`, payload: {} });
  const myBooking = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/my-booking/${token}` })).json().booking;
  const refund = (id: number, body: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/refund`,
      headers: { cookie: admin, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  const refundWebhook = (event: string, entity: object, deliveryId: string) =>
    postWebhook(t.app, { entity: 'event', event, payload: { refund: { entity } } }, deliveryId);

  it('cancel → the slots are back on sale at once → the refund is asked once → the webhook ends it', async () => {
    await policy({});
    const { eventId, token, reference, paid } = await book();
    expect(await slotsLeft(eventId)).toBe(0);
    const before = await myBooking(token);
    expect(before.cancellation).toMatchObject({ open: true, refundPercent: 100, refundPaise: paid });

    const cancelled = await cancel(token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().booking).toMatchObject({
      status: 'cancelled',
      cancellation: { open: false },
      refunds: [{ amountPaise: paid, status: 'pending' }],
    });
    expect(await slotsLeft(eventId)).toBe(2);

    const calls = refundCalls();
    expect(calls).toHaveLength(1);
    const key = String(calls[0]!.headers['x-refund-idempotency']);
    expect(key).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(JSON.parse(calls[0]!.body)).toEqual({
      amount: paid,
      speed: 'normal',
      receipt: key,
      notes: { booking: reference, refund_key: key },
    });

    const again = await cancel(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(bookingEn.myBooking.refusals.alreadyCancelled);
    expect(refundCalls()).toHaveLength(1);

    const gatewayRefund = refunds.get(key)!;
    const hook = await refundWebhook('refund.processed', { ...gatewayRefund, status: 'processed' }, `evt_rf_${key}`);
    expect(hook.statusCode, hook.body).toBe(200);
    expect((await myBooking(token)).refunds).toEqual([expect.objectContaining({ status: 'processed' })]);
    // The history says who cancelled.
    const listed = await callAs(t.app, admin, 'GET', `/api/bookings?q=${reference}`);
    const adminView = listed.json().data[0];
    expect(adminView.history).toEqual([expect.objectContaining({ from: 'pending', to: 'cancelled', by: 'customer' })]);
    expect(adminView).toMatchObject({ refundablePaise: 0, refunds: [{ status: 'processed', by: 'customer' }] });
  });

  it('gives back the part the policy says, and none after the part refund’s hours', async () => {
    await policy({ fullRefundHours: 720, partRefundHours: 0, partRefundPercent: 50 });
    const half = await book({ units: 3, maxOrders: 5 });
    const cancelled = await cancel(half.token);
    expect(cancelled.json().booking.refunds).toEqual([expect.objectContaining({ amountPaise: (3 * CHICKEN) / 2 })]);

    await policy({ fullRefundHours: 720, partRefundHours: 720, partRefundPercent: 0 });
    const none = await book();
    expect((await myBooking(none.token)).cancellation).toMatchObject({ open: true, refundPaise: 0 });
    const calls = refundCalls().length;
    const free = await cancel(none.token);
    expect(free.json().booking).toMatchObject({ status: 'cancelled', refunds: [] });
    expect(refundCalls()).toHaveLength(calls);
    expect(await slotsLeft(none.eventId)).toBe(2);
  });

  it('refuses after the cutoff, a delivered booking, and a link that matches nothing, saying why', async () => {
    await policy({ cancelCutoffHours: 24 });
    const today = await book({ inDays: 0 });
    const late = await cancel(today.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(bookingEn.myBooking.refusals.closed);
    expect((await myBooking(today.token)).status).toBe('pending');
    expect(await slotsLeft(today.eventId)).toBe(0);

    await policy({});
    const delivered = await book();
    await callAs(t.app, admin, 'PUT', `/api/bookings/${delivered.id}`, { status: 'delivered' });
    const refused = await cancel(delivered.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(bookingEn.myBooking.refusals.delivered);

    const wrong = await cancel('A'.repeat(32));
    expect(wrong.statusCode).toBe(404);
    expect((await cancel('not-a-token')).json().error).toBe(wrong.json().error);
  });

  it('asks again with the same key when the gateway does not answer, and pays once', async () => {
    await policy({});
    const { token, paid } = await book();
    const before = refundCalls().length;
    downFor = 1;
    const cancelled = await cancel(token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().booking.refunds).toEqual([
      expect.objectContaining({ status: 'requested', amountPaise: paid }),
    ]);

    // Not yet due: the round leaves it alone.
    await settleDueRefunds(t.database.db, gateway());
    expect(refundCalls().length - before).toBe(1);
    await settleDueRefunds(t.database.db, gateway(), new Date(Date.now() + 2 * 60_000 + 1000));
    const tries = refundCalls().slice(before);
    expect(tries).toHaveLength(2);
    expect(tries[1]!.headers['x-refund-idempotency']).toBe(tries[0]!.headers['x-refund-idempotency']);
    expect(tries[1]!.body).toBe(tries[0]!.body);
    expect((await myBooking(token)).refunds).toEqual([expect.objectContaining({ status: 'pending' })]);

    // Reconciliation follows it to its end when no webhook comes.
    refunds.get(String(tries[0]!.headers['x-refund-idempotency']))!.status = 'processed';
    await settleDueRefunds(t.database.db, gateway(), new Date(Date.now() + 60 * 60_000));
    expect((await myBooking(token)).refunds).toEqual([expect.objectContaining({ status: 'processed' })]);
  });

  it('a refusal ends the refund as failed with the gateway’s words; a failed one is refundable again', async () => {
    await policy({});
    const { token, id, paid } = await book();
    refuseNext = 'The payment has not been captured';
    await cancel(token);
    const failed = (await callAs(t.app, admin, 'GET', `/api/bookings?status=cancelled&pageSize=100`))
      .json()
      .data.find((b: { id: number }) => b.id === id);
    expect(failed).toMatchObject({
      refundablePaise: paid,
      refunds: [{ status: 'failed', lastError: 'The payment has not been captured' }],
    });
    const again = await refund(id, { reason: 'Trying again after the failure' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().booking.refunds.map((r: { status: string }) => r.status)).toEqual(['failed', 'pending']);
  });

  it('the admin refunds in part, never beyond what was paid, once per key, with the reason in the history', async () => {
    const { id, reference, paid } = await book({ units: 4, maxOrders: 4 });
    const first = await refund(id, { amountPaise: 100_000, reason: 'One mandi arrived cold' }, 'admin-refund-key-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().booking).toMatchObject({
      status: 'pending',
      refundablePaise: paid - 100_000,
      refunds: [{ amountPaise: 100_000, reason: 'One mandi arrived cold', by: 'owner-refunds', status: 'pending' }],
    });
    const repeat = await refund(id, { amountPaise: 100_000, reason: 'One mandi arrived cold' }, 'admin-refund-key-1');
    expect(repeat.json().booking.refunds).toHaveLength(1);

    const tooMuch = await refund(id, { amountPaise: paid, reason: 'All of it' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toBe(
      adminBookingsEn.refunds.refusals.tooMuch.replace('{{left}}', '1400.00').replace('{{reference}}', reference),
    );
    const rest = await refund(id, { reason: 'The rest, as agreed on the phone' });
    expect(rest.json().booking).toMatchObject({ refundablePaise: 0 });
    expect(rest.json().booking.refunds[1]).toMatchObject({ amountPaise: paid - 100_000 });
    const nothing = await refund(id, { reason: 'Once more' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error).toBe(adminBookingsEn.refunds.refusals.nothingLeft.replace('{{reference}}', reference));

    // The revenue counts what was kept: the refunds of a booking that still counts are taken off.
    const summary = (await callAs(t.app, admin, 'GET', '/api/bookings/summary')).json().data;
    const eventId = (
      await t.database.db.selectFrom('bookings').select('event_id').where('id', '=', id).executeTakeFirstOrThrow()
    ).event_id;
    expect(summary.perEvent.find((row: { eventId: number }) => row.eventId === eventId).revenuePaise).toBe(0);
    // Slots are untouched by a refund: the booking still holds them.
    const { booked_units } = await t.database.db
      .selectFrom('event_capacity')
      .select('booked_units')
      .where(
        'event_id',
        '=',
        (await t.database.db.selectFrom('bookings').select('event_id').where('id', '=', id).executeTakeFirstOrThrow())
          .event_id,
      )
      .executeTakeFirstOrThrow();
    expect(Number(booked_units)).toBe(4);
  });

  it('two refunds of one booking at once never add up to more than was paid', async () => {
    const { id, paid } = await book();
    const replies = await Promise.all([
      refund(id, { amountPaise: paid - 1000, reason: 'First' }),
      refund(id, { amountPaise: paid - 1000, reason: 'Second' }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses bad refund requests with a worded 400, and everyone but the admin', async () => {
    const { id } = await book();
    const noReason = await refund(id, { amountPaise: 1000, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain(adminBookingsEn.refunds.validation.reasonRequired);
    expect((await refund(id, { amountPaise: -5, reason: 'x' })).statusCode).toBe(400);
    expect((await refund(id, { amountPaise: 10.5, reason: 'x' })).statusCode).toBe(400);
    expect((await refund(id, { reason: 'x' }, 'short')).statusCode).toBe(400);
    expect((await refund(999_999, { reason: 'x' })).statusCode).toBe(404);
    const staff = await t.signIn('staff');
    expect((await callAs(t.app, staff, 'POST', `/api/bookings/${id}/refund`, { reason: 'x' })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/bookings/${id}/refund`, payload: { reason: 'x' } })).statusCode,
    ).toBe(401);
  });

  it('reads the amount as the owner typed it, refusing 1e3, 10.555 and -5 by the field with nothing refunded', async () => {
    const { id } = await book();
    const callsBefore = refundCalls().length;
    const refusals: [string, string][] = [
      ['1e3', validationEn.money.notRupees],
      ['10.555', validationEn.money.decimals],
      ['-5', validationEn.money.notRupees],
      ['0', validationEn.money.positive],
    ];
    for (const [amount, sentence] of refusals) {
      const refused = await refund(id, { amount, reason: 'Typed loosely' });
      expect(refused.statusCode, amount).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'amount', error: `Invalid amount: ${sentence}` });
    }
    expect(refundCalls()).toHaveLength(callsBefore);
    const none = await t.database.db.selectFrom('refunds').select('id').where('booking_id', '=', id).execute();
    expect(none).toEqual([]);

    const typed = await refund(id, { amount: '10.55', reason: 'Typed well' });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().booking.refunds).toMatchObject([{ amountPaise: 1055, reason: 'Typed well' }]);
  });

  it('a webhook finds a refund whose answer was lost by the key in its notes; refund.failed frees the amount', async () => {
    await policy({});
    const { token, id, paid } = await book();
    downFor = 1;
    await cancel(token);
    const [row] = await t.database.db.selectFrom('refunds').selectAll().where('booking_id', '=', id).execute();
    expect(row).toMatchObject({ status: 'requested', gateway_refund_id: null });
    const hook = await refundWebhook(
      'refund.failed',
      { id: 'rfnd_from_hook', status: 'failed', notes: { refund_key: row!.idempotency_key } },
      `evt_rf_lost_${id}`,
    );
    expect(hook.statusCode, hook.body).toBe(200);
    const [after] = await t.database.db.selectFrom('refunds').selectAll().where('booking_id', '=', id).execute();
    expect(after).toMatchObject({ status: 'failed', gateway_refund_id: 'rfnd_from_hook' });
    // A late answer to the request cannot bring it back.
    await settleDueRefunds(t.database.db, gateway(), new Date(Date.now() + 3_600_000));
    expect((await myBooking(token)).refunds).toEqual([expect.objectContaining({ status: 'failed' })]);
    const adminView = (await callAs(t.app, admin, 'GET', `/api/bookings?status=cancelled&pageSize=100`)).json().data;
    expect(adminView.find((b: { id: number }) => b.id === id).refundablePaise).toBe(paid);
    // Another integration's refund is acknowledged and changes nothing.
    expect((await refundWebhook('refund.processed', { id: 'rfnd_not_ours' }, 'evt_rf_not_ours')).statusCode).toBe(200);
  });

  /** The credit notes and refund mails of a booking, as the database has them. */
  const issued = async (bookingId: number) => ({
    notes: await t.database.db
      .selectFrom('invoices')
      .select(['refund_id', 'number', 'sequence', 'total_paise'])
      .where('booking_id', '=', bookingId)
      .where('kind', '=', 'credit_note')
      .orderBy('id')
      .execute(),
    mails: await t.database.db
      .selectFrom('mail_outbox')
      .select('refund_id')
      .where('kind', '=', 'booking-refund')
      .where('refund_id', 'in', (eb) => eb.selectFrom('refunds').select('id').where('booking_id', '=', bookingId))
      .execute(),
  });
  const refundRows = (bookingId: number) =>
    t.database.db.selectFrom('refunds').selectAll().where('booking_id', '=', bookingId).orderBy('id').execute();
  const creditNoteSequences = async () =>
    (
      await t.database.db
        .selectFrom('invoices')
        .select('sequence')
        .where('kind', '=', 'credit_note')
        .orderBy('sequence')
        .execute()
    ).map((row) => row.sequence);
  const withGstin = () => policy({ gstin: '32AAJCM1234F1ZY', legalName: 'Mandi Kitchens LLP' });

  it('issues the credit note and its mail when the gateway pays the refund back, not when it is asked', async () => {
    await withGstin();
    try {
      // The owner's refund, followed to its end by the refund round.
      const owners = await book({ email: 'owners@example.com' });
      expect((await refund(owners.id, { amountPaise: 20_000, reason: 'Late delivery' })).statusCode).toBe(200);
      expect(await issued(owners.id)).toEqual({ notes: [], mails: [] });
      const [asked] = await refundRows(owners.id);
      refunds.get(asked!.idempotency_key)!.status = 'processed';
      await settleDueRefunds(t.database.db, gateway(), new Date(Date.now() + 3_600_000));
      expect(await issued(owners.id)).toEqual({
        notes: [expect.objectContaining({ refund_id: asked!.id, total_paise: 20_000 })],
        mails: [{ refund_id: asked!.id }],
      });

      // The customer's cancellation, ended by the webhook; the webhook again, and the round after it, add nothing.
      await policy({ gstin: '32AAJCM1234F1ZY' });
      const customers = await book({ email: 'customers@example.com' });
      expect((await cancel(customers.token)).statusCode).toBe(200);
      expect((await issued(customers.id)).notes).toEqual([]);
      const [cancelled] = await refundRows(customers.id);
      const entity = { ...refunds.get(cancelled!.idempotency_key)!, status: 'processed' };
      for (const delivery of ['a', 'b']) {
        const hook = await refundWebhook('refund.processed', entity, `evt_rf_cn_${customers.id}_${delivery}`);
        expect(hook.statusCode, hook.body).toBe(200);
      }
      refunds.get(cancelled!.idempotency_key)!.status = 'processed';
      await settleDueRefunds(t.database.db, gateway(), new Date(Date.now() + 3_600_000));
      expect(await issued(customers.id)).toEqual({
        notes: [expect.objectContaining({ refund_id: cancelled!.id, total_paise: customers.paid })],
        mails: [{ refund_id: cancelled!.id }],
      });
      const sequences = await creditNoteSequences();
      expect(sequences).toEqual(sequences.map((_, i) => i + 1));
    } finally {
      await policy({});
    }
  });

  it('gives a refund that failed no credit note, and its retry one; the numbers stay without gaps', async () => {
    await withGstin();
    try {
      const { id, token, paid } = await book({ email: 'retried@example.com' });
      refuseNext = 'The payment has not been captured';
      expect((await cancel(token)).statusCode).toBe(200);
      const [failed] = await refundRows(id);
      expect(failed!.status).toBe('failed');
      expect(await issued(id)).toEqual({ notes: [], mails: [] });

      // The owner tries again; the gateway is down once, asked again with the same key, then pays.
      downFor = 1;
      expect((await refund(id, { reason: 'Trying again after the failure' })).statusCode).toBe(200);
      await settleDueRefunds(t.database.db, gateway(), new Date(Date.now() + 2 * 60_000 + 1000));
      const retried = (await refundRows(id))[1]!;
      expect(retried.status).toBe('pending');
      expect((await issued(id)).notes).toEqual([]);
      refunds.get(retried.idempotency_key)!.status = 'processed';
      await settleDueRefunds(t.database.db, gateway(), new Date(Date.now() + 3_600_000));
      await settleDueRefunds(t.database.db, gateway(), new Date(Date.now() + 7_200_000));
      expect(await issued(id)).toEqual({
        notes: [expect.objectContaining({ refund_id: retried.id, total_paise: paid })],
        mails: [{ refund_id: retried.id }],
      });
      const sequences = await creditNoteSequences();
      expect(sequences).toEqual(sequences.map((_, i) => i + 1));
    } finally {
      await policy({});
    }
  });

  it('the CSV export carries what was refunded and what is on its way', async () => {
    await policy({});
    const { id, reference, token } = await book({ units: 1, maxOrders: 1 });
    await refund(id, { amountPaise: 20_000, reason: 'Late delivery' });
    await cancel(token);
    const [header, row] = parseCsv((await callAs(t.app, admin, 'GET', `/api/bookings/export?q=${reference}`)).body);
    expect(row![header!.indexOf('Refunded')]).toBe('0.00');
    expect(row![header!.indexOf('Refund pending')]).toBe('600.00');
  });
});
