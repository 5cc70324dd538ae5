import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrder,
  createTestEvent,
  orderBody,
  paidProof,
  postBooking,
  uniquePhone,
} from '#server/test/booking-helpers.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { englishText } from '#shared/content/messages.ts';
import { ORDER_REFUSAL } from '#shared/domain/order-refusals.ts';
import { capacityMismatches } from '#server/test/capacity-mismatches.ts';

describe('a sale under a rush', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await capacityMismatches(t.database.db)).toEqual([]));

  it('20 slots and 200 concurrent one-unit attempts end with exactly 20 bookings', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 20 });
    const attempts = await Promise.all(
      // 200 customers, each on a phone and an address of their own.
      Array.from({ length: 200 }, (_, i) =>
        createOrder(
          t.app,
          orderBody(eventId, { 'chicken-mandi': 1 }, 60000, { phone: uniquePhone() }),
          `10.20.${i >> 8}.${i & 255}`,
        ),
      ),
    );
    const won = attempts.filter((response) => response.statusCode === 200);
    const lost = attempts.filter((response) => response.statusCode !== 200);
    expect(won).toHaveLength(20);
    expect(lost.every((response) => response.statusCode === 409)).toBe(true);
    expect(lost[0]!.json()).toEqual({
      success: false,
      error: englishText(ORDER_REFUSAL.soldOut),
      code: ORDER_REFUSAL.soldOut,
    });

    const bookings = await Promise.all(won.map((response) => postBooking(t.app, paidProof(response.json().orderId))));
    expect(bookings.every((response) => response.statusCode === 200)).toBe(true);
    const references = new Set(bookings.map((response) => response.json().booking.bookingId));
    expect(references.size).toBe(20);

    const rows = await t.database.db.selectFrom('bookings').selectAll().where('event_id', '=', eventId).execute();
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => row.flags === '[]')).toBe(true);
    const slots = await t.app.inject({ method: 'GET', url: `/api/available-slots?eventId=${eventId}` });
    expect(slots.json().availableSlots).toBe(0);
  });
});
