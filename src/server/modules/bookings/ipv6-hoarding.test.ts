import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createTestEvent, orderBody, uniquePhone } from '#server/test/booking-helpers.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { loadConfig } from '#server/config.ts';
import { capacityMismatches } from '#server/test/capacity-mismatches.ts';

const CHICKEN = 60000;
const MAX_UNPAID_UNITS = loadConfig({}).maxUnpaidUnitsPerAddress;

/** Ten addresses of one home's IPv6 /64: the unpaid-units cap counts them as one client. */
const ONE_HOME = Array.from({ length: 10 }, (_, i) => `2001:db8:ab:cd:${(i + 1).toString(16)}::${i + 7}`);

describe('slot hoarding from one IPv6 network', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await capacityMismatches(t.database.db)).toEqual([]));

  const slotsLeft = async (eventId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/available-slots?eventId=${eventId}` })).json().availableSlots;
  const hold = (eventId: number, units: number, address: string) =>
    createOrder(
      t.app,
      orderBody(eventId, { 'chicken-mandi': units }, units * CHICKEN, { phone: uniquePhone() }),
      address,
    );

  it(`keeps ten addresses of one /64 to ${MAX_UNPAID_UNITS} units of a 50-slot sale, all at once or one by one`, async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 50 });
    const burst = await Promise.all(ONE_HOME.map((address) => hold(eventId, 2, address)));
    const held = burst.filter((response) => response.statusCode === 200);
    expect(held).toHaveLength(MAX_UNPAID_UNITS / 2);
    expect(burst.filter((response) => response.statusCode !== 200).map((response) => response.json().code)).toEqual(
      Array(10 - MAX_UNPAID_UNITS / 2).fill('refusals.orders.unpaidLimit'),
    );
    for (const address of ONE_HOME) expect((await hold(eventId, 1, address)).statusCode).toBe(429);
    expect(await slotsLeft(eventId)).toBe(50 - MAX_UNPAID_UNITS);

    // Another /64, and an IPv4 customer, still buy.
    expect((await hold(eventId, 5, '2001:db8:ab:ce::1')).statusCode).toBe(200);
    expect((await hold(eventId, 5, '198.51.100.40')).statusCode).toBe(200);
    expect(await slotsLeft(eventId)).toBe(40 - MAX_UNPAID_UNITS);
  });

  it('counts an IPv4 address and its IPv4-mapped IPv6 form as one client', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 50 });
    // At most 5 of an item per order: the cap is reached in orders of 5.
    for (let held = 0; held < MAX_UNPAID_UNITS; held += 5) {
      expect((await hold(eventId, 5, '203.0.113.90')).statusCode).toBe(200);
    }
    const mapped = await hold(eventId, 1, '::ffff:203.0.113.90');
    expect(mapped.statusCode).toBe(429);
    expect(mapped.json().code).toBe('refusals.orders.unpaidLimit');
    expect(await slotsLeft(eventId)).toBe(50 - MAX_UNPAID_UNITS);
  });
});
