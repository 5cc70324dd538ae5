import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createTestEvent, orderBody } from '#server/test/booking-helpers.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { capacityMismatches } from '#server/test/capacity-mismatches.ts';

describe('an order’s pincode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await capacityMismatches(t.database.db)).toEqual([]));

  const slotsLeft = async (eventId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/available-slots?eventId=${eventId}` })).json().availableSlots;

  it('refuses a pincode that starts with 0 with 400 and its text key, holding nothing', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 5 });
    const refused = await createOrder(t.app, orderBody(eventId, { combo: 1 }, 100000, { pincode: '086001' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      error: 'Invalid pincode: Enter a valid 6-digit pincode',
      code: 'booking.validation.pincodeInvalid',
      field: 'pincode',
    });
    expect(
      await t.database.db.selectFrom('payment_holds').select('id').where('event_id', '=', eventId).execute(),
    ).toEqual([]);
    expect(await slotsLeft(eventId)).toBe(5);
  });
});
