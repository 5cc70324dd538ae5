import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createTestEvent, orderBody, paidProof, postBooking } from '#server/test/booking-helpers.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { capacityMismatches } from '#server/test/capacity-mismatches.ts';

describe('contact details as customers type them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await capacityMismatches(t.database.db)).toEqual([]));

  it('stores the phone and pincode normalised, and the address on its lines', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 5 });
    const address = 'Thekkumkattil House\nBaker Junction\nKottayam';
    const order = await createOrder(
      t.app,
      orderBody(eventId, { combo: 1 }, 100000, { phone: '+91 98470 12345', pincode: '686 001', address }),
    );
    expect(order.statusCode, order.body).toBe(200);
    const booking = (await postBooking(t.app, paidProof(order.json().orderId))).json().booking;
    expect(booking).toMatchObject({ phone: '9847012345', pincode: '686001', address });
  });

  it('refuses what is not a mobile number or a pincode, holding nothing', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 5 });
    const landline = await createOrder(t.app, orderBody(eventId, { combo: 1 }, 100000, { phone: '0481 256 0123' }));
    expect(landline.statusCode).toBe(400);
    expect(landline.json().error).toBe('Invalid phone: Enter a valid 10-digit mobile number');
    const pincode = await createOrder(t.app, orderBody(eventId, { combo: 1 }, 100000, { pincode: '6860' }));
    expect(pincode.json().error).toBe('Invalid pincode: Enter a valid 6-digit pincode');
    expect(
      await t.database.db.selectFrom('payment_holds').select('id').where('event_id', '=', eventId).execute(),
    ).toEqual([]);
  });
});
