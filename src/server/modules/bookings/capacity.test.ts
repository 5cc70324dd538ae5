import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrateTo, migrateToLatest } from '#server/db/migrate.ts';
import { createTestGateway } from '#server/modules/payments/test-gateway.ts';
import { HOLD_MINUTES } from './checkout.service.ts';
import { reconcileExpiredHolds } from './settlement.service.ts';
import { capacityMismatches } from '#server/test/capacity-mismatches.ts';

const CHICKEN = 60000;

/** Runs `work` with the server's clock `minutes` in the past (only Date is faked). */
async function minutesAgo<T>(minutes: number, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() - minutes * 60_000);
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

describe('the capacity counter', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { maxUnpaidUnitsPerAddress: 0 } });
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await capacityMismatches(t.database.db)).toEqual([]));

  const slots = async (eventId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/available-slots?eventId=${eventId}` })).json().availableSlots;
  const counter = (eventId: number) =>
    t.database.db
      .selectFrom('event_capacity')
      .select(['booked_units', 'held_units'])
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
  const hold = (eventId: number, units = 1, phone = uniquePhone()) =>
    createOrder(t.app, orderBody(eventId, { 'chicken-mandi': units }, units * CHICKEN, { phone }));
  const setStatus = (id: number, status: string) =>
    t.app.inject({ method: 'PUT', url: `/api/bookings/${id}`, headers: { cookie: admin }, payload: { status } });

  it('stays exact through a rush of holds, payments by browser and webhook at once, closed checkouts and replaced orders', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 30 });
    const phones = Array.from({ length: 60 }, () => uniquePhone());
    const outcomes = await Promise.all(
      phones.map(async (phone, i) => {
        const body = orderBody(eventId, { 'chicken-mandi': 1 + (i % 2) }, (1 + (i % 2)) * CHICKEN, { phone });
        const order = await createOrder(t.app, body);
        if (order.statusCode !== 200) return 'refused';
        const { orderId } = order.json();
        if (i % 4 === 0) {
          await releaseOrder(t.app, { orderId, receipt: body.receipt });
          return 'released';
        }
        if (i % 4 === 1) {
          // The same browser orders again: its first hold is replaced.
          const again = await createOrder(
            t.app,
            orderBody(eventId, { 'chicken-mandi': 1 }, CHICKEN, { phone, replaces: body.receipt }),
          );
          return again.statusCode === 200 ? 'replaced' : 'refused';
        }
        const proof = paidProof(orderId);
        const [browser, hook] = await Promise.all([
          postBooking(t.app, proof),
          postWebhook(t.app, paymentCapturedEvent(orderId, proof.id), `evt_${orderId}`),
        ]);
        expect(browser.json().booking.bookingId).toBe(hook.json().bookingId);
        return 'paid';
      }),
    );
    expect(outcomes).toContain('paid');
    expect(outcomes).toContain('refused');
    const rows = await t.database.db
      .selectFrom('bookings')
      .select('total_quantity')
      .where('event_id', '=', eventId)
      .execute();
    const held = await t.database.db
      .selectFrom('payment_holds')
      .select('total_quantity')
      .where('event_id', '=', eventId)
      .where('status', '=', 'held')
      .execute();
    const sum = (list: { total_quantity: number }[]) => list.reduce((total, row) => total + row.total_quantity, 0);
    expect(await counter(eventId)).toEqual({ booked_units: sum(rows), held_units: sum(held) });
    expect(sum(rows) + sum(held)).toBeLessThanOrEqual(30);
    expect(await slots(eventId)).toBe(30 - sum(rows) - sum(held));
  });

  it('counts out holds as they expire, once, whether checked, released by reconciliation or paid late', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 10 });
    const [lapsing, paidLate] = await minutesAgo(HOLD_MINUTES + 1, async () => {
      const orders = [(await hold(eventId, 3)).json(), (await hold(eventId, 2)).json()];
      expect(await slots(eventId)).toBe(5);
      return orders;
    });
    const live = (await hold(eventId, 4)).json();
    // Nothing was written when they expired, and the counter had room for 4 with them still in it:
    // they stay in it until a check that needs them out (slots shown count them out already).
    expect(await counter(eventId)).toEqual({ booked_units: 0, held_units: 9 });
    expect(await slots(eventId)).toBe(6);

    // Reconciliation releases the unpaid expired hold without taking its units out a second time.
    await reconcileExpiredHolds(t.database.db, createTestGateway(t.config.payment), () => {}, 1000);
    const statuses = await t.database.db
      .selectFrom('payment_holds')
      .select(['gateway_order_id', 'status'])
      .where('event_id', '=', eventId)
      .execute();
    expect(statuses.find((row) => row.gateway_order_id === lapsing.orderId)?.status).toBe('released');
    expect(await counter(eventId)).toEqual({ booked_units: 0, held_units: 4 });

    // A payment that still arrives for an expired hold books it, and its units count from then on.
    expect((await postBooking(t.app, paidProof(paidLate.orderId))).statusCode).toBe(200);
    expect(await postBooking(t.app, paidProof(live.orderId))).toMatchObject({ statusCode: 200 });
    expect(await counter(eventId)).toEqual({ booked_units: 6, held_units: 0 });
    expect(await slots(eventId)).toBe(4);
  });

  it('takes an order that fits only once the lapsed holds are counted out, and no more than fits', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 5 });
    await minutesAgo(HOLD_MINUTES + 1, async () => {
      expect((await hold(eventId, 2)).statusCode).toBe(200);
      expect((await hold(eventId, 1)).statusCode).toBe(200);
    });
    expect((await hold(eventId, 2)).statusCode).toBe(200);
    expect(await counter(eventId)).toEqual({ booked_units: 0, held_units: 5 });
    // The counter as it stands is full; counted exactly, 3 units are free, and 4 do not fit.
    expect((await hold(eventId, 4)).json()).toMatchObject({ code: 'refusals.orders.slotsLeft' });
    expect((await hold(eventId, 3)).statusCode).toBe(200);
    expect(await counter(eventId)).toEqual({ booked_units: 0, held_units: 5 });
    expect((await hold(eventId, 1)).json()).toMatchObject({ code: 'refusals.orders.soldOut' });
    expect(await slots(eventId)).toBe(0);
  });

  it('keeps one open hold per phone when the same phone orders many times at once', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 50 });
    const phone = uniquePhone();
    const answers = await Promise.all(Array.from({ length: 12 }, () => hold(eventId, 1, phone)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect(answer.json()).toMatchObject({ code: 'refusals.orders.phoneHasOpenOrder' });
    }
    expect(await counter(eventId)).toEqual({ booked_units: 0, held_units: 1 });
  });

  it('gives slots back when the owner cancels a booking and takes them again when it is brought back, once each', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 5 });
    const order = (await hold(eventId, 3)).json();
    const booking = (await postBooking(t.app, paidProof(order.orderId))).json().booking;
    const { id } = (
      await t.app.inject({ method: 'GET', url: `/api/bookings?eventId=${eventId}`, headers: { cookie: admin } })
    ).json().data[0];
    expect(booking.totalPaise).toBe(3 * CHICKEN);

    const cancels = await Promise.all([setStatus(id, 'cancelled'), setStatus(id, 'cancelled')]);
    expect(cancels.every((response) => response.statusCode === 200)).toBe(true);
    expect(await counter(eventId)).toEqual({ booked_units: 0, held_units: 0 });
    expect(await slots(eventId)).toBe(5);

    await setStatus(id, 'confirmed');
    await setStatus(id, 'delivered');
    expect(await counter(eventId)).toEqual({ booked_units: 3, held_units: 0 });
    expect(await slots(eventId)).toBe(2);
  });
});

describe('migration: capacity counters', () => {
  it('fills every event’s counter from the bookings and holds already there', async () => {
    const created = await createTestDatabase();
    const database = openDatabase(created.target);
    try {
      await migrateTo(database.db, '2026-11-24T01-00_recipe-book');
      const now = Date.now();
      const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
      const eventIds: number[] = [];
      for (const title of ['Busy sale', 'Quiet sale']) {
        const { id } = await database.db
          .insertInto('events')
          .values({
            title,
            date: '2027-01-01',
            description: 'x',
            image: 'event-default.jpg',
            badge: '',
            button_text: 'Book Now',
            is_valentine: 0,
            is_active: 1,
            max_orders: 50,
            created_at: at(0),
            updated_at: at(0),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        eventIds.push(id);
      }
      const [busy] = eventIds as [number];
      const holds: [string, number, string][] = [
        ['held', 4, at(10)],
        ['held', 2, at(-1)], // expired, not yet reconciled: not counted
        ['released', 5, at(10)],
        ['booked', 3, at(10)],
        ['booked', 1, at(10)],
      ];
      const holdIds: number[] = [];
      for (const [index, [status, quantity, expires]] of holds.entries()) {
        const { id } = await database.db
          .insertInto('payment_holds')
          .values({
            receipt: `rcpt_migration_${index}`,
            request_hash: 'x',
            gateway_order_id: `order_migration_${index}`,
            event_id: busy,
            order_json: '{}',
            total_quantity: quantity,
            amount_paise: quantity * CHICKEN,
            currency: 'INR',
            status: status as 'held',
            created_at: at(-15),
            expires_at: expires,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        holdIds.push(id);
      }
      for (const [index, status] of (['pending', 'cancelled'] as const).entries()) {
        const hold = holdIds[3 + index]!;
        await database.db
          .insertInto('bookings')
          .values({
            reference: `MIG${index}`,
            event_id: busy,
            hold_id: hold,
            gateway_order_id: `order_migration_${3 + index}`,
            payment_id: `pay_migration_${index}`,
            event_title: 'Busy sale',
            event_date: '2027-01-01',
            name: 'x',
            phone: '9847012345',
            address: 'x',
            pincode: '686001',
            location_json: null,
            items_json: '[]',
            total_quantity: holds[3 + index]![1],
            coupon: null,
            subtotal_paise: 0,
            discount_percent: 0,
            discount_paise: 0,
            amount_paise: 0,
            status,
            flags: '[]',
            confirmed_by: 'browser',
            created_at: at(0),
            updated_at: at(0),
          })
          .execute();
      }

      await migrateToLatest(database.db);
      const counters = await database.db
        .selectFrom('event_capacity')
        .select(['event_id', 'booked_units', 'held_units'])
        .orderBy('event_id')
        .execute();
      expect(counters).toEqual([
        { event_id: eventIds[0], booked_units: 3, held_units: 4 },
        { event_id: eventIds[1], booked_units: 0, held_units: 0 },
      ]);
      expect(await capacityMismatches(database.db)).toEqual([]);
    } finally {
      await database.close();
      await created.drop();
    }
  });
});
