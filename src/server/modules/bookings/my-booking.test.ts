import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrder,
  createTestEvent,
  CUSTOMER,
  orderBody,
  paidProof,
  paymentCapturedEvent,
  postBooking,
  postWebhook,
  uniquePhone,
} from '#server/test/booking-helpers.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { useFreshDatabase } from '#server/test/test-database.ts';
import { migrateTo, migrateToLatest } from '#server/db/migrate.ts';

const MANAGE_URL = /^\/booking\/([A-Za-z0-9_-]{32})$/;

describe("the customer's private booking page", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function book(extra: object) {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 10, title: 'Christmas Mandi' });
    const order = await createOrder(
      t.app,
      orderBody(eventId, { 'beef-2pc': 2 }, 280_000, { phone: uniquePhone(), ...extra }),
    );
    expect(order.statusCode, order.body).toBe(200);
    return { eventId, orderId: order.json().orderId as string };
  }
  const myBooking = (path: string) =>
    t.app.inject({ method: 'GET', url: `/api${path.replace('/booking/', '/my-booking/')}` });

  it('the booking answer carries a private link, not the reference, that opens the booking without an account', async () => {
    const { eventId, orderId } = await book({ email: ' anu@example.com ', language: 'ml' });
    const booked = await postBooking(t.app, paidProof(orderId));
    expect(booked.statusCode, booked.body).toBe(200);
    const { manageUrl, bookingId } = booked.json().booking;
    expect(manageUrl).toMatch(MANAGE_URL);
    expect(manageUrl).not.toContain(bookingId);

    const page = await myBooking(manageUrl);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().booking).toMatchObject({
      bookingId,
      status: 'pending',
      event: { id: eventId, title: 'Christmas Mandi' },
      name: CUSTOMER.name,
      items: [{ key: 'beef-2pc', quantity: 2, linePaise: 280_000 }],
      totalPaise: 280_000,
      language: 'ml',
      // The business details are still the examples a new install starts with: none is given out.
      contact: { phone: '', whatsApp: '', email: '' },
    });
    expect(page.headers['set-cookie']).toBeUndefined();
    const stored = await t.database.db
      .selectFrom('bookings')
      .select(['email', 'language'])
      .where('reference', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ email: 'anu@example.com', language: 'ml' });
  });

  it('a booking made by the webhook has its link too; English when no language was given', async () => {
    const { orderId } = await book({});
    const hook = await postWebhook(t.app, paymentCapturedEvent(orderId, 'pay_link_hook_1'), 'evt_link_hook_1');
    expect(hook.statusCode, hook.body).toBe(200);
    const { manage_token } = await t.database.db
      .selectFrom('bookings')
      .select('manage_token')
      .where('gateway_order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const page = await myBooking(`/booking/${manage_token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().booking).toMatchObject({ language: 'en', status: 'pending' });
  });

  it('a link that matches nothing answers 404, the same whether it is malformed or unknown', async () => {
    const unknown = await myBooking(`/booking/${'A'.repeat(32)}`);
    const malformed = await myBooking('/booking/MND-7K3Q9');
    const tooLong = await myBooking(`/booking/${'x'.repeat(101)}`);
    for (const answer of [unknown, malformed]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        success: false,
        error: 'No booking matches this link',
        code: 'refusals.bookings.noSuchLink',
      });
    }
    expect([400, 414]).toContain(tooLong.statusCode);
  });

  it('an e-mail address is checked for shape: a bad one is refused with the field named, an empty one is none', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 10 });
    const bad = await createOrder(
      t.app,
      orderBody(eventId, { 'beef-2pc': 1 }, 140_000, { phone: uniquePhone(), email: 'anu at example' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('e-mail');
    const wrongLanguage = await createOrder(
      t.app,
      orderBody(eventId, { 'beef-2pc': 1 }, 140_000, { phone: uniquePhone(), language: 'fr' }),
    );
    expect(wrongLanguage.statusCode).toBe(400);
    const { orderId } = await book({ email: '' });
    const booked = await postBooking(t.app, paidProof(orderId));
    const stored = await t.database.db
      .selectFrom('bookings')
      .select('email')
      .where('reference', '=', booked.json().booking.bookingId)
      .executeTakeFirstOrThrow();
    expect(stored.email).toBeNull();
  });
});

describe('migration: bookings made before the booking page get a link each', () => {
  const database = useFreshDatabase();

  it('gives every earlier booking its own token', async () => {
    const { db } = database();
    await migrateTo(db, '2026-11-27T04-00_video-links');
    const now = new Date().toISOString();
    const { id: eventId } = await db
      .insertInto('events')
      .values({
        title: 'Old sale',
        date: '2026-11-01',
        description: 'x',
        image: 'event-default.jpg',
        badge: '',
        button_text: 'Book Now',
        is_valentine: 0,
        is_active: 1,
        max_orders: 5,
        created_at: now,
        updated_at: now,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const n of [1, 2]) {
      const { id: holdId } = await db
        .insertInto('payment_holds')
        .values({
          event_id: eventId,
          receipt: `rcpt_migration_${n}`,
          request_hash: 'x',
          order_json: '{}',
          total_quantity: 1,
          amount_paise: 100,
          currency: 'INR',
          status: 'booked',
          expires_at: now,
          created_at: now,
          phone: `98470000${n}0`,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('bookings')
        .values({
          reference: `MND-MIG0${n}`,
          event_id: eventId,
          hold_id: holdId,
          gateway_order_id: `order_mig_${n}`,
          payment_id: `pay_mig_${n}`,
          event_title: 'Old sale',
          event_date: '2026-11-01',
          name: 'Anu',
          phone: '9847012345',
          address: 'Kottayam',
          pincode: '686001',
          location_json: null,
          items_json: '[]',
          total_quantity: 1,
          coupon: null,
          subtotal_paise: 100,
          discount_percent: 0,
          discount_paise: 0,
          amount_paise: 100,
          status: 'confirmed',
          flags: '[]',
          confirmed_by: 'browser',
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
    }
    await migrateToLatest(db);
    const rows = await db.selectFrom('bookings').select(['manage_token', 'language', 'email']).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows)
      expect(row).toMatchObject({
        manage_token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        language: 'en',
        email: null,
      });
    expect(rows[0]!.manage_token).not.toBe(rows[1]!.manage_token);
  });
});
