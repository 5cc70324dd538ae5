import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestEvent, orderBody, tableCounts } from '#server/test/booking-helpers.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { capacityMismatches } from '#server/test/capacity-mismatches.ts';

/** Names every plain object answers to without having them: none of them is on any menu. */
const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

/** Issue 44, finding 7: an order's items named after built-in object properties. */
describe('an order whose items are named after built-in object properties', () => {
  let t: TestApp;
  let eventId: number;
  let before: Awaited<ReturnType<typeof tableCounts>>;
  beforeAll(async () => {
    t = await createTestApp();
    eventId = await createTestEvent(t.database.db, { maxOrders: 50 });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    before = await tableCounts(t.database.db);
  });
  afterEach(async () => expect(await capacityMismatches(t.database.db)).toEqual([]));

  /** The body as raw JSON, so that `__proto__` reaches the server as a key and not as a prototype. */
  const rawOrder = (name: string, withReal: boolean) => {
    const body = orderBody(eventId, { 'chicken-mandi': withReal ? 1 : 0 }, 30000);
    return JSON.stringify(body).replace('"items":{', `"items":{${JSON.stringify(name)}:1,`);
  };

  for (const name of INHERITED) {
    for (const withReal of [false, true]) {
      it(`refuses "${name}"${withReal ? ' beside a real item' : ''} with a 400 naming items, writing nothing`, async () => {
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/razorpay/create-order',
          headers: { 'content-type': 'application/json' },
          payload: rawOrder(name, withReal),
        });
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json()).toMatchObject({ success: false, field: 'items' });
        // `__proto__` is refused as the body is read; every other name as not on the menu.
        expect(answer.json().code).toBe(
          name === '__proto__' ? 'common.serverBounds.forbiddenKey' : 'booking.itemNotOnMenu',
        );
        expect(answer.body).not.toContain('NaN');
        expect(await tableCounts(t.database.db)).toEqual(before);
      });
    }
  }
});
