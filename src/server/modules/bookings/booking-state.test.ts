import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminBookingsEn } from '#shared/content/locales/admin-bookings.en.ts';
import { parseCsv } from '#shared/domain/csv.ts';
import { fillText } from '#shared/content/text-store.ts';
import { BOOKING_STATUSES, type BookingStatus } from '#shared/schemas/bookings.ts';
import {
  createOrder,
  createTestEvent,
  orderBody,
  paidProof,
  postBooking,
  uniquePhone,
} from '#server/test/booking-helpers.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { capacityMismatches } from '#server/test/capacity-mismatches.ts';

const PAID = 100_000;
/** What was refunded before the move: nothing, a part, all of it, or a refund the gateway refused. */
const MONEY = ['none', 'part', 'full'] as const;
type Money = (typeof MONEY)[number];

/**
 * Every move of the owner's status select through PUT /api/bookings/:id, from every status and every
 * state of the money: a move that contradicts the money is refused (409, its text key and a worded
 * reason) and changes nothing; every other is made.
 */
describe('a booking’s status follows its money', () => {
  let t: TestApp;
  let admin: string;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin', 'owner3');
    eventId = await createTestEvent(t.database.db, { maxOrders: 200, title: 'State sale' });
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await capacityMismatches(t.database.db)).toEqual([]));

  const put = (id: number, status: string) =>
    t.app.inject({ method: 'PUT', url: `/api/bookings/${id}`, headers: { cookie: admin }, payload: { status } });
  const refund = (id: number, amountPaise?: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/refund`,
      headers: { cookie: admin },
      payload: { reason: 'Test refund', ...(amountPaise ? { amountPaise } : {}) },
    });

  async function bookingIn(status: BookingStatus, money: Money) {
    const order = await createOrder(t.app, orderBody(eventId, { combo: 1 }, PAID, { phone: uniquePhone() }));
    const booked = (await postBooking(t.app, paidProof(order.json().orderId))).json().booking;
    const [row] = (
      await t.app.inject({ method: 'GET', url: `/api/bookings?q=${booked.bookingId}`, headers: { cookie: admin } })
    ).json().data;
    if (status !== 'pending') expect((await put(row.id, status)).statusCode).toBe(200);
    if (money !== 'none') expect((await refund(row.id, money === 'part' ? 40_000 : undefined)).statusCode).toBe(200);
    return { id: row.id as number, reference: booked.bookingId as string, manageUrl: booked.manageUrl as string };
  }

  const refusedReason = (from: BookingStatus, money: Money, to: BookingStatus) => {
    if (to === from || to === 'cancelled') return null;
    if (from === 'cancelled' && money !== 'none') return 'adminBookings.refusals.refundedStaysCancelled';
    if (money === 'full') return 'adminBookings.refusals.refundedInFull';
    return null;
  };

  for (const from of BOOKING_STATUSES) {
    for (const money of MONEY) {
      it(`from ${from} with ${money} refunded`, async () => {
        for (const to of BOOKING_STATUSES.filter((status) => status !== from)) {
          const booking = await bookingIn(from, money);
          const answer = await put(booking.id, to);
          const reason = refusedReason(from, money, to);
          if (!reason) {
            expect(answer.statusCode, `${from} → ${to}: ${answer.body}`).toBe(200);
            expect(answer.json().booking.status).toBe(to);
            continue;
          }
          expect(answer.statusCode, `${from} → ${to}`).toBe(409);
          const refunded = money === 'full' ? '₹1,000' : '₹400';
          const key = reason.split('.').at(-1) as 'refundedStaysCancelled' | 'refundedInFull';
          expect(answer.json()).toEqual({
            success: false,
            code: reason,
            error: fillText(adminBookingsEn.refusals[key], { refunded }),
            params: { reference: booking.reference, refunded },
          });
          const [after] = (
            await t.app.inject({
              method: 'GET',
              url: `/api/bookings?q=${booking.reference}`,
              headers: { cookie: admin },
            })
          ).json().data;
          expect(after.status).toBe(from);
          expect(after.history.map((change: { to: string }) => change.to)).toEqual(from === 'pending' ? [] : [from]);
        }
      });
    }
  }

  it('a refund the gateway refused gave nothing back: the cancelled booking can come back', async () => {
    const booking = await bookingIn('cancelled', 'none');
    await t.database.db
      .insertInto('refunds')
      .values({
        booking_id: booking.id,
        amount_paise: PAID,
        reason: 'Refused by the bank',
        requested_by: 'owner',
        idempotency_key: `rfnd_failed_${booking.id}`,
        status: 'failed',
        next_check_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect((await put(booking.id, 'confirmed')).statusCode).toBe(200);
  });

  it('the customer’s page after the owner cancels and refunds in full: who cancelled, the refund, no promise', async () => {
    const booking = await bookingIn('confirmed', 'full');
    const page = (
      await t.app.inject({ method: 'GET', url: `/api${booking.manageUrl.replace('/booking/', '/my-booking/')}` })
    ).json().booking;
    expect(page.status).toBe('confirmed');
    expect(page.cancellation.refundPaise).toBe(0);
    expect(page.refunds.map((r: { amountPaise: number }) => r.amountPaise)).toEqual([PAID]);
    expect(page.cancelledBy).toBeNull();

    expect((await put(booking.id, 'cancelled')).statusCode).toBe(200);
    const cancelled = (
      await t.app.inject({ method: 'GET', url: `/api${booking.manageUrl.replace('/booking/', '/my-booking/')}` })
    ).json().booking;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'seller' });
  });

  it('the CSV says what happened to each booking’s money', async () => {
    const part = await bookingIn('confirmed', 'part');
    const full = await bookingIn('cancelled', 'full');
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/export?eventId=${eventId}`,
      headers: { cookie: admin },
    });
    const [header, ...rows] = parseCsv(csv.body);
    const money = (reference: string) => rows.find((row) => row[0] === reference)![header!.indexOf('Money')];
    expect(money(part.reference)).toBe(adminBookingsEn.money.refundedInPart);
    expect(money(full.reference)).toBe(adminBookingsEn.money.refundedInFull);
  });
});
