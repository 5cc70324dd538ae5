import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import {
  createOrder,
  createTestEvent,
  orderBody,
  paidProof,
  postBooking,
  releaseOrder,
  uniquePhone,
} from '#server/test/booking-helpers.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { forgetEventReads } from '#server/modules/events/events.service.ts';
import { capacityMismatches } from '#server/test/capacity-mismatches.ts';

/** Every way capacity is taken or given back goes through the event's one counter. */
describe('capacity paths', () => {
  let t: TestApp;
  let admin: string;
  let nextDay = 1;
  /** Each event a day after the last: the order events are booked in is the order they are made in here. */
  const makeEvent = (maxOrders: number, title = `Sale ${nextDay}`) =>
    createTestEvent(t.database.db, { maxOrders, title, date: addDays(todayInKerala(), nextDay++) });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin', 'owner2');
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await capacityMismatches(t.database.db)).toEqual([]));

  const oneUnit = (eventId: number, extra: object = {}) =>
    orderBody(eventId, { 'chicken-mandi': 1 }, 60000, { phone: uniquePhone(), ...extra });
  const setCapacity = async (eventId: number, maxOrders: number) => {
    const row = (await t.database.db.selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirst())!;
    return t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}`,
      headers: { cookie: admin },
      payload: { title: row.title, date: row.date, description: row.description, maxOrders },
    });
  };
  const maxOrdersOf = async (eventId: number) =>
    (await t.database.db.selectFrom('events').select('max_orders').where('id', '=', eventId).executeTakeFirstOrThrow())
      .max_orders;
  const slots = (eventId: number, receipt?: string) =>
    t.app
      .inject({
        method: 'GET',
        url: `/api/available-slots?eventId=${eventId}${receipt ? `&receipt=${receipt}` : ''}`,
      })
      .then((reply) => reply.json());
  /** Takes the sale's remaining slots with paid bookings, so it does not stand before the next test's event. */
  const sellOut = async (eventId: number) => {
    for (let free = (await slots(eventId)).availableSlots; free > 0; free--) {
      const order = await createOrder(t.app, oneUnit(eventId), `10.9.${nextDay}.${free}`);
      expect(order.statusCode).toBe(200);
      await postBooking(t.app, paidProof(order.json().orderId));
    }
  };

  it('refuses lowering an event’s capacity below what is booked and held, and takes a raise at once', async () => {
    const eventId = await makeEvent(4);
    for (const address of ['10.1.0.1', '10.1.0.2']) {
      const order = await createOrder(t.app, oneUnit(eventId), address);
      await postBooking(t.app, paidProof(order.json().orderId));
    }
    expect((await createOrder(t.app, oneUnit(eventId), '10.1.0.3')).statusCode).toBe(200); // held, unpaid

    const refused = await setCapacity(eventId, 2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'adminEvents.refusals.capacityBelowTaken',
      params: { taken: 3, maxOrders: 2 },
    });
    expect(refused.json().error).toContain('3 slots of this event are already booked or being paid for');
    expect(await maxOrdersOf(eventId)).toBe(4);

    expect((await setCapacity(eventId, 3)).statusCode).toBe(200);
    expect((await createOrder(t.app, oneUnit(eventId), '10.1.0.4')).json().code).toBe('refusals.orders.soldOut');
    expect((await setCapacity(eventId, 5)).statusCode).toBe(200);
    expect((await slots(eventId)).availableSlots).toBe(2);
    expect((await createOrder(t.app, oneUnit(eventId), '10.1.0.5')).statusCode).toBe(200);
    await sellOut(eventId);
  });

  it('shows free slots against the capacity orders are checked against, not a screen’s copy of the event', async () => {
    const eventId = await makeEvent(3);
    expect((await createOrder(t.app, oneUnit(eventId), '10.1.1.1')).statusCode).toBe(200);
    await t.database.db.updateTable('events').set({ max_orders: 50 }).where('id', '=', eventId).execute();
    forgetEventReads(t.database.db);
    expect(await slots(eventId)).toMatchObject({ availableSlots: 2, heldSlots: 1 });
    const cards = (await t.app.inject({ method: 'GET', url: '/api/events/availability' })).json().data as {
      eventId: number;
      availableSlots: number;
    }[];
    expect(cards.find((row) => row.eventId === eventId)?.availableSlots).toBe(2);
    await t.database.db.updateTable('events').set({ max_orders: 3 }).where('id', '=', eventId).execute();
    forgetEventReads(t.database.db);
    await sellOut(eventId);
  });

  it('never oversells when the owner lowers capacity while customers are ordering', async () => {
    const eventId = await makeEvent(10);
    const [orders, edits] = await Promise.all([
      Promise.all(Array.from({ length: 30 }, (_, i) => createOrder(t.app, oneUnit(eventId), `10.2.0.${i + 1}`))),
      Promise.all([setCapacity(eventId, 6), setCapacity(eventId, 4)]),
    ]);
    const held = orders.filter((reply) => reply.statusCode === 200).length;
    expect(edits.every((reply) => [200, 409].includes(reply.statusCode))).toBe(true);
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThanOrEqual(await maxOrdersOf(eventId));
    expect(orders.every((reply) => [200, 409].includes(reply.statusCode))).toBe(true);
    await sellOut(eventId);
  });

  it('words held slots as held, with when the first may free, and a customer’s own hold as theirs', async () => {
    const eventId = await makeEvent(2);
    const body = orderBody(eventId, { 'chicken-mandi': 2 }, 120000, { phone: uniquePhone() });
    const order = await createOrder(t.app, body, '10.3.0.1');
    expect(order.statusCode).toBe(200);
    const { expiresAt } = order.json();

    expect(await slots(eventId)).toEqual({
      success: true,
      availableSlots: 0,
      heldSlots: 2,
      nextReleaseAt: expiresAt,
      yourHeldSlots: 0,
    });
    expect(await slots(eventId, body.receipt)).toEqual({
      success: true,
      availableSlots: 2,
      heldSlots: 0,
      nextReleaseAt: null,
      yourHeldSlots: 2,
    });
    expect((await slots(eventId, 'rcpt_someone_else')).availableSlots).toBe(0);
    const bad = await t.app.inject({ method: 'GET', url: `/api/available-slots?eventId=${eventId}&receipt=x;drop` });
    expect(bad.statusCode).toBe(400);

    const cards = (await t.app.inject({ method: 'GET', url: '/api/events/availability' })).json();
    expect(cards.data).toContainEqual({ eventId, availableSlots: 0, heldSlots: 2, nextReleaseAt: expiresAt });

    // Another customer reads sold out; the same customer, back after a reload, gets their own order again.
    expect((await createOrder(t.app, oneUnit(eventId), '10.3.0.2')).json().code).toBe('refusals.orders.soldOut');
    const again = await createOrder(t.app, body, '10.3.0.1');
    expect(again.json().orderId).toBe(order.json().orderId);
    // A changed order from the same browser replaces its hold instead of reading sold out.
    const changed = await createOrder(
      t.app,
      { ...body, receipt: `${body.receipt}b`, replaces: body.receipt, items: { 'chicken-mandi': 1 }, amount: 60000 },
      '10.3.0.1',
    );
    expect(changed.statusCode).toBe(200);
    expect((await slots(eventId)).heldSlots).toBe(1);
    await sellOut(eventId);
    await postBooking(t.app, paidProof(changed.json().orderId));
  });

  it('books only the soonest sale with a free slot; a sold-out or fully held one opens the next', async () => {
    const soonest = await makeEvent(1, 'Soonest Sale');
    const next = await makeEvent(5, 'Next Sale');
    const refused = await createOrder(t.app, oneUnit(next), '10.4.0.1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'refusals.orders.earlierEventOpen',
      params: { title: 'Soonest Sale', date: addDays(todayInKerala(), nextDay - 2) },
    });
    expect(await t.database.db.selectFrom('payment_holds').where('event_id', '=', next).selectAll().execute()).toEqual(
      [],
    );

    const cards = (await t.app.inject({ method: 'GET', url: '/api/events/availability' })).json().data;
    const ids = cards.map((card: { eventId: number }) => card.eventId);
    expect(ids.indexOf(soonest)).toBeLessThan(ids.indexOf(next));

    const holdBody = oneUnit(soonest);
    const hold = await createOrder(t.app, holdBody, '10.4.0.2');
    expect(hold.statusCode).toBe(200);
    const whileHeld = await createOrder(t.app, oneUnit(next), '10.4.0.3');
    expect(whileHeld.statusCode).toBe(200);

    // The customer closes the checkout: the soonest sale has a slot again and comes first once more.
    const released = await releaseOrder(t.app, { orderId: hold.json().orderId, receipt: holdBody.receipt });
    expect(released.json()).toEqual({ success: true, released: true });
    const reopened = await createOrder(t.app, oneUnit(next), '10.4.0.4');
    expect(reopened.json().code).toBe('refusals.orders.earlierEventOpen');

    await sellOut(soonest);
    expect((await createOrder(t.app, oneUnit(next), '10.4.0.5')).statusCode).toBe(200);
    await postBooking(t.app, paidProof(whileHeld.json().orderId));
    await sellOut(next);
  });
});
