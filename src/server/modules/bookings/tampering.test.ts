import { todayInKerala } from '#shared/domain/event-date.ts';
import { forgetEventReads } from '#server/modules/events/events.service.ts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createOrder,
  createTestEvent,
  uniquePhone,
  orderBody,
  paidProof,
  postBooking,
  tableCounts,
} from '#server/test/booking-helpers.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { capacityMismatches } from '#server/test/capacity-mismatches.ts';

/** Whatever the browser sends, the server decides prices, items and payment; refusals write nothing. */
describe('tampering with an order', () => {
  let t: TestApp;
  let eventId: number;
  let before: Awaited<ReturnType<typeof tableCounts>>;
  beforeAll(async () => {
    t = await createTestApp();
    eventId = await createTestEvent(t.database.db, {
      maxOrders: 50,
      prices: { combo: 90000 },
      disabled: ['fish-mandi'],
    });
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await capacityMismatches(t.database.db)).toEqual([]));
  beforeEach(async () => {
    before = await tableCounts(t.database.db);
  });

  async function expectRefused(response: { statusCode: number; json(): unknown }, status: number, error: string) {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, error });
    expect(await tableCounts(t.database.db)).toEqual(before);
  }

  it('refuses a changed amount with the real total', async () => {
    await expectRefused(
      await createOrder(t.app, orderBody(eventId, { combo: 2 }, 100)),
      409,
      'The price has changed: the total is now ₹1,800. Please review your order.',
    );
  });

  it('charges this event’s price, not another event’s or the catalogue’s', async () => {
    // A sooner sale, open now; it closes at the end so the sale under test is first in line again.
    const other = await createTestEvent(t.database.db, {
      maxOrders: 50,
      prices: { combo: 50000 },
      date: todayInKerala(),
    });
    await expectRefused(
      await createOrder(t.app, orderBody(eventId, { combo: 1 }, 50000)),
      409,
      'The price has changed: the total is now ₹900. Please review your order.',
    );
    expect((await createOrder(t.app, orderBody(other, { combo: 1 }, 50000))).statusCode).toBe(200);
    await t.database.db.updateTable('events').set({ is_active: 0 }).where('id', '=', other).execute();
    forgetEventReads(t.database.db);
  });

  it('refuses an unknown item and a disabled one', async () => {
    await expectRefused(
      await createOrder(t.app, orderBody(eventId, { 'lobster-mandi': 1 }, 100000)),
      400,
      '"lobster-mandi" is not on the menu of this event',
    );
    await expectRefused(
      await createOrder(t.app, orderBody(eventId, { 'fish-mandi': 1 }, 85000)),
      400,
      '"fish-mandi" is not on the menu of this event',
    );
  });

  it('refuses a quantity above the maximum per item, and a made-up coupon', async () => {
    await expectRefused(
      await createOrder(t.app, orderBody(eventId, { 'chicken-mandi': 6 }, 360000)),
      400,
      'At most 5 of each item per order',
    );
    await expectRefused(
      await createOrder(t.app, orderBody(eventId, { 'chicken-mandi': 1 }, 30000, { coupon: 'FREE50' })),
      400,
      'Invalid coupon code',
    );
  });

  it('refuses missing fields, a bad phone, a bad pincode and a location outside Kerala', async () => {
    const cases: [object, string][] = [
      [{ name: '   ' }, 'Invalid name: Please enter your name'],
      [{ phone: '12345' }, 'Invalid phone: Enter a valid 10-digit mobile number'],
      [{ pincode: '6860' }, 'Invalid pincode: Enter a valid 6-digit pincode'],
      [{ items: { combo: 0 } }, 'Invalid items: Please select at least one item'],
      [{ location: { lat: 13.08, lng: 80.27, address: 'Chennai' } }, 'Invalid location: Location is outside Kerala'],
    ];
    for (const [change, error] of cases) {
      await expectRefused(
        await createOrder(t.app, { ...orderBody(eventId, { combo: 1 }, 90000), ...change }),
        400,
        error,
      );
    }
  });

  it('refuses a forged signature and writes no booking', async () => {
    const { orderId } = (await createOrder(t.app, orderBody(eventId, { combo: 1 }, 90000))).json();
    before = await tableCounts(t.database.db);
    const proof = paidProof(orderId);
    await expectRefused(
      await postBooking(t.app, { ...proof, signature: 'ab'.repeat(32) }),
      400,
      'Payment verification failed',
    );
    await expectRefused(
      await postBooking(t.app, { ...proof, signature: 'not-hex' }),
      400,
      'Payment verification failed',
    );
  });

  it('refuses a payment replayed against another order', async () => {
    const first = (await createOrder(t.app, orderBody(eventId, { combo: 1 }, 90000, { phone: uniquePhone() }))).json();
    const second = (await createOrder(t.app, orderBody(eventId, { combo: 1 }, 90000, { phone: uniquePhone() }))).json();
    const proof = paidProof(first.orderId);
    expect((await postBooking(t.app, proof)).statusCode).toBe(200);
    before = await tableCounts(t.database.db);
    await expectRefused(
      await postBooking(t.app, { ...proof, orderId: second.orderId }),
      400,
      'Payment verification failed',
    );
  });

  it('refuses a payment for an order it never made', async () => {
    await expectRefused(
      await postBooking(t.app, paidProof('order_test_unknown')),
      404,
      'Payment does not match any order',
    );
  });

  it('refuses an inactive or unknown event', async () => {
    const inactive = await createTestEvent(t.database.db, { maxOrders: 5 });
    await t.database.db.updateTable('events').set({ is_active: 0 }).where('id', '=', inactive).execute();
    before = await tableCounts(t.database.db);
    await expectRefused(await createOrder(t.app, orderBody(inactive, { combo: 1 }, 100000)), 404, 'Event not found');
    await expectRefused(await createOrder(t.app, orderBody(987654, { combo: 1 }, 100000)), 404, 'Event not found');
  });
});
