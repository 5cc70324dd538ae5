import { randomBytes } from 'node:crypto';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database.ts';
import { forgetEventReads } from '#server/modules/events/events.service.ts';
import { paymentSignature, hmacHex } from '#server/lib/payment-signatures.ts';
import { DEVELOPMENT_KEY_SECRET, DEVELOPMENT_WEBHOOK_SECRET } from '#server/config.ts';

export const CUSTOMER = {
  name: 'Anu Thomas',
  phone: '98470 12345',
  address: 'Thekkumkattil House, Baker Junction, Kottayam',
  pincode: '686001',
};

/** A fresh active event with the whole catalogue enabled at catalogue prices (or the given ones). */
export async function createTestEvent(
  db: Db,
  options: {
    maxOrders: number;
    title?: string;
    /** The Malayalam title ('' by default: the English is shown). */
    titleMl?: string;
    date?: string;
    prices?: Record<string, number | null>;
    disabled?: string[];
  },
): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('events')
    .values({
      title: options.title ?? `Test sale ${randomBytes(3).toString('hex')}`,
      title_ml: options.titleMl ?? '',
      // Tomorrow, before the demo sales: on one day the newest event is first in line, as a test expects.
      date: options.date ?? addDays(todayInKerala(), 1),
      description: 'A sale made by a test',
      image: 'event-default.jpg',
      badge: 'Limited Slots',
      button_text: 'Book Now',
      is_valentine: 0,
      is_active: 1,
      max_orders: options.maxOrders,
      created_at: now,
      updated_at: now,
      sale_opened_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const keys = (await db.selectFrom('menu_items').select('key').execute()).map((row) => row.key);
  // A database without the menu (migrated, not seeded) makes an event that sells nothing by its items.
  if (keys.length) {
    await db
      .insertInto('event_menu_items')
      .values(
        keys.map((key) => ({
          event_id: id,
          item_key: key,
          enabled: options.disabled?.includes(key) ? 0 : 1,
          price_paise: options.prices?.[key] ?? null,
        })),
      )
      .execute();
  }
  // As the admin's call does: this instance's short memory of the event list starts again.
  forgetEventReads(db);
  return id;
}

export const newReceipt = () => `rcpt_${randomBytes(8).toString('hex')}`;

/** Asks for a hold as a browser at `remoteAddress` would (inject's default is 127.0.0.1). */
export function createOrder(app: FastifyInstance, body: Record<string, unknown>, remoteAddress?: string) {
  return app.inject({ method: 'POST', url: '/api/razorpay/create-order', payload: body, remoteAddress });
}

/** A different valid mobile number on every call: each one a different customer. */
let phones = 0;
export const uniquePhone = () => `7${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(6, '0')}`;

export function releaseOrder(app: FastifyInstance, order: { orderId: string; receipt: string }) {
  return app.inject({ method: 'POST', url: '/api/razorpay/release-order', payload: order });
}

export function orderBody(eventId: number, items: Record<string, number>, amount: number, extra: object = {}) {
  return {
    ...CUSTOMER,
    eventId,
    items,
    amount,
    currency: 'INR',
    receipt: newReceipt(),
    coupon: null,
    location: null,
    ...extra,
  };
}

/** What the test checkout hands the browser after a successful payment. */
export function paidProof(orderId: string, paymentId = `pay_test_${randomBytes(6).toString('hex')}`) {
  return { id: paymentId, orderId, signature: paymentSignature(DEVELOPMENT_KEY_SECRET, orderId, paymentId) };
}

export function postBooking(app: FastifyInstance, payment: { id: string; orderId: string; signature: string }) {
  return app.inject({ method: 'POST', url: '/api/bookings', payload: { ...CUSTOMER, payment } });
}

export function postWebhook(app: FastifyInstance, body: object, eventId: string, secret = DEVELOPMENT_WEBHOOK_SECRET) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/api/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(secret, raw),
      'x-razorpay-event-id': eventId,
    },
    payload: raw,
  });
}

export function paymentCapturedEvent(orderId: string, paymentId: string) {
  return {
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, status: 'captured', amount: 0 } } },
  };
}

export async function tableCounts(db: Db) {
  const count = async (table: 'bookings' | 'payment_holds') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { bookings: await count('bookings'), holds: await count('payment_holds') };
}
