import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingEn } from '#shared/content/locales/booking.en.ts';
import {
  createOrder,
  createTestEvent,
  orderBody,
  paidProof,
  postBooking,
  uniquePhone,
} from '#server/test/booking-helpers.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';
import { capacityMismatches } from '#server/test/capacity-mismatches.ts';
import { writeBusinessSettings } from '#server/modules/settings/settings.service.ts';
import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import { fillText } from '#shared/content/text-store.ts';
import { runWaitingListRound } from './waiting-list.service.ts';

const CHICKEN = 60_000;
const refusals = bookingEn.waitingList.refusals;

/** The waiting list of a sold-out event, through the real server: joining, offers in line, taking one up. */
describe('the waiting list', () => {
  let t: TestApp;
  let admin: string;
  let addresses = 0;
  beforeAll(async () => {
    // The clock runs as the machine's does, and an offer's end is reached by moving it on (passTime),
    // never by waiting; it only ever moves forward, as the capacity counter's clock requires.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, advanceTimeDelta: 1 });
    t = await createTestApp();
    admin = await t.signIn('admin', 'owner-waiting');
    // Customers may cancel until the (tomorrow's) event's day begins, whatever the hour the tests run.
    await writeBusinessSettings(t.database.db, { ...DEFAULT_BUSINESS_SETTINGS, cancelCutoffHours: 0 });
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });
  /** Moves the clock on by `ms` at once. */
  const passTime = (ms: number) => vi.setSystemTime(Date.now() + ms);
  afterEach(async () => expect(await capacityMismatches(t.database.db)).toEqual([]));

  /** A paid booking of `units` chicken mandis by its own customer. */
  async function book(eventId: number, units: number, phone = uniquePhone()) {
    const order = await createOrder(
      t.app,
      orderBody(eventId, { 'chicken-mandi': units }, units * CHICKEN, { phone }),
      `10.40.0.${++addresses}`,
    );
    expect(order.statusCode, order.body).toBe(200);
    const booked = await postBooking(t.app, paidProof(order.json().orderId));
    expect(booked.statusCode, booked.body).toBe(200);
    return { token: (booked.json().booking.manageUrl as string).replace('/booking/', ''), phone };
  }
  const join = (body: object, address = `10.41.0.${++addresses}`) =>
    t.app.inject({ method: 'POST', url: '/api/waiting-list', payload: body, remoteAddress: address });
  const person = (eventId: number, units: number, extra: object = {}) => ({
    eventId,
    name: `Waiting ${units}`,
    phone: uniquePhone(),
    units,
    ...extra,
  });
  const slotsLeft = async (eventId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/available-slots?eventId=${eventId}` })).json().availableSlots;
  const cancel = (token: string) =>
    t.app.inject({ method: 'POST', url: `/api/my-booking/${token}/cancel`, payload: {} });
  const line = async (eventId: number) =>
    (await callAs(t.app, admin, 'GET', `/api/events/${eventId}/waiting-list`)).json().data as {
      name: string;
      phone: string;
      status: string;
      units: number;
      offer: { path: string; expiresAt: string } | null;
    }[];
  const offerOf = async (path: string) =>
    t.app.inject({ method: 'GET', url: `/api${path.replace('/offer/', '/waiting-list/offer/')}` });

  it('is joined only when the slots wanted are not free, once per phone, in order', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 4 });
    const early = await join(person(eventId, 2));
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(refusals.slotsFree.replace('{{count}}', '4'));

    await book(eventId, 3);
    // One slot is free: waiting for one is refused, for two is taken.
    expect((await join(person(eventId, 1))).statusCode).toBe(409);
    const first = person(eventId, 2, { email: 'first@example.com', language: 'ml' });
    const joined = await join(first, '10.41.9.1');
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ success: true, position: 1 });
    expect((await join(person(eventId, 2))).json().position).toBe(2);
    // The same client with the same phone again: already waiting.
    const again = await join({ ...first, name: 'Same phone' }, '10.41.9.1');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(refusals.alreadyWaiting);
    expect((await line(eventId)).map((entry) => entry.status)).toEqual(['waiting', 'waiting']);
  });

  it('refuses bad input with a worded 400, and bounds entries per address', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 1 });
    await book(eventId, 1);
    for (const bad of [
      { units: 0 },
      { units: 21 },
      { units: 1.5 },
      { phone: '12345' },
      { name: '' },
      { email: 'x@' },
    ]) {
      const reply = await join({ ...person(eventId, 1), ...bad });
      expect(reply.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await join({ ...person(eventId, 1), eventId: 999_999 })).statusCode).toBe(409);
    const events: number[] = [];
    for (let i = 0; i < 7; i++) {
      const id = await createTestEvent(t.database.db, { maxOrders: 1 });
      await book(id, 1);
      events.push(id);
    }
    const replies = [];
    for (const id of events) replies.push(await join(person(id, 1), '10.42.0.1'));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect(replies[6]!.json().error).toBe(refusals.tooMany);
  });

  it('a cancellation offers the freed slots to the first in line whose count fits, before any new buyer', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 4 });
    const { token } = await book(eventId, 4);
    const three = person(eventId, 3);
    const two = person(eventId, 2);
    const one = person(eventId, 1);
    for (const p of [three, two, one]) expect((await join(p)).statusCode).toBe(200);

    expect((await cancel(token)).statusCode).toBe(200);
    const after = await line(eventId);
    // 4 free: the 3 fits, the 2 does not (1 left), the 1 does.
    expect(after.map((entry) => [entry.units, entry.status])).toEqual([
      [3, 'offered'],
      [2, 'waiting'],
      [1, 'offered'],
    ]);
    expect(await slotsLeft(eventId)).toBe(0);
    // The offers are on the waiting list, not among the customers paying now.
    expect((await callAs(t.app, admin, 'GET', `/api/events/${eventId}/holds`)).json().data).toEqual([]);
    const buyer = await createOrder(
      t.app,
      orderBody(eventId, { 'chicken-mandi': 1 }, CHICKEN, { phone: uniquePhone() }),
    );
    expect(buyer.statusCode).toBe(409);

    const offer = await offerOf(after[0]!.offer!.path);
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json().offer).toMatchObject({
      status: 'offered',
      units: 3,
      phone: three.phone,
      event: { id: eventId },
    });
    const minutes = (Date.parse(offer.json().offer.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('the customer orders from the offer although the event is sold out; the offer is taken up, then booked', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 2 });
    const { token } = await book(eventId, 2);
    const waiting = person(eventId, 2);
    await join(waiting);
    await cancel(token);
    const [entry] = await line(eventId);
    const offer = (await offerOf(entry!.offer!.path)).json().offer as { receipt: string };

    // Someone else's order, even one naming the offer, cannot take the held slots: the refusal names
    // the phone the offer is held for, masked, rather than calling the event sold out.
    const other = await createOrder(
      t.app,
      orderBody(eventId, { 'chicken-mandi': 1 }, CHICKEN, { phone: uniquePhone(), replaces: offer.receipt }),
    );
    expect(other.statusCode).toBe(409);
    const masked = `••••••${waiting.phone.slice(-4)}`;
    expect(other.json()).toMatchObject({ code: 'refusals.orders.offerOtherPhone', params: { phone: masked } });
    expect(other.json().error).toContain(masked);
    expect(other.json().error).not.toContain(waiting.phone);
    const order = await createOrder(
      t.app,
      orderBody(eventId, { 'chicken-mandi': 2 }, 2 * CHICKEN, { phone: waiting.phone, replaces: offer.receipt }),
    );
    expect(order.statusCode, order.body).toBe(200);
    expect((await line(eventId))[0]!.status).toBe('accepted');
    expect((await offerOf(entry!.offer!.path)).json().offer).toMatchObject({ status: 'accepted', bookingPath: null });
    const booked = await postBooking(t.app, paidProof(order.json().orderId));
    expect(booked.statusCode, booked.body).toBe(200);
    expect(await slotsLeft(eventId)).toBe(0);
    // The offer's page now leads to the booking paid from it.
    expect((await offerOf(entry!.offer!.path)).json().offer.bookingPath).toBe(booked.json().booking.manageUrl);
  });

  it('an offer starts the order with its units on the menu, an order the server takes as it is', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 7 });
    const { token } = await book(eventId, 5);
    const waiting = person(eventId, 7);
    await book(eventId, 2);
    expect((await join(waiting)).statusCode).toBe(200);
    await cancel(token);
    expect((await line(eventId))[0]!.status).toBe('waiting');
    // Five free, seven wanted: the first booking of two is cancelled too.
    const second = (await t.database.db
      .selectFrom('bookings')
      .select('manage_token')
      .where('event_id', '=', eventId)
      .where('status', '!=', 'cancelled')
      .executeTakeFirstOrThrow())!;
    await cancel(second.manage_token!);
    const [entry] = await line(eventId);
    const offer = (await offerOf(entry!.offer!.path)).json().offer as {
      items: Record<string, number>;
      receipt: string;
    };
    const menu = (await t.app.inject({ method: 'GET', url: `/api/menu?eventId=${eventId}` })).json().data
      .items as Record<string, { pricePaise: number }>;
    const keys = Object.keys(menu);
    const max = DEFAULT_BUSINESS_SETTINGS.maxPerItem;
    expect(offer.items).toEqual({ [keys[0]!]: max, [keys[1]!]: 7 - max });
    const amount = Object.entries(offer.items).reduce((sum, [key, units]) => sum + units * menu[key]!.pricePaise, 0);
    const order = await createOrder(
      t.app,
      orderBody(eventId, offer.items, amount, { phone: waiting.phone, replaces: offer.receipt }),
    );
    expect(order.statusCode, order.body).toBe(200);
  });

  it('refuses a line that can never be offered or ordered, naming the limit beside the units, writing nothing', async () => {
    const texts = bookingEn.waitingList.refusals;
    const full = await createTestEvent(t.database.db, { maxOrders: 2 });
    await book(full, 2);
    const overCapacity = await join(person(full, 5));
    expect(overCapacity.statusCode).toBe(409);
    expect(overCapacity.json()).toMatchObject({
      error: fillText(texts.overCapacity_other, { count: 2 }),
      code: 'booking.waitingList.refusals.overCapacity',
      field: 'units',
      params: { count: 2 },
    });
    expect(await line(full)).toEqual([]);

    // Twelve slots, the network's ten unpaid units (the server's default) are the most one order takes.
    const big = await createTestEvent(t.database.db, { maxOrders: 12 });
    await book(big, 5);
    await book(big, 5);
    await book(big, 2);
    const overUnpaid = await join(person(big, 11));
    expect(overUnpaid.statusCode).toBe(409);
    expect(overUnpaid.json().error).toBe(fillText(texts.overOrderMaximum_other, { count: 10 }));
    expect((await join(person(big, 10))).statusCode).toBe(200);

    // One item on the menu, at most two of each item per order: two slots is all one order can take.
    const keys = (await t.database.db.selectFrom('menu_items').select('key').execute()).map((row) => row.key);
    const single = await createTestEvent(t.database.db, {
      maxOrders: 6,
      disabled: keys.filter((key) => key !== 'chicken-mandi'),
    });
    await book(single, 5);
    await writeBusinessSettings(t.database.db, { ...DEFAULT_BUSINESS_SETTINGS, cancelCutoffHours: 0, maxPerItem: 2 });
    try {
      const overMaximum = await join(person(single, 3));
      expect(overMaximum.statusCode).toBe(409);
      expect(overMaximum.json()).toMatchObject({
        error: fillText(texts.overOrderMaximum_other, { count: 2 }),
        code: 'booking.waitingList.refusals.overOrderMaximum',
        field: 'units',
      });
      expect(await line(single)).toEqual([]);
      expect((await join(person(single, 2))).statusCode).toBe(200);
    } finally {
      await writeBusinessSettings(t.database.db, { ...DEFAULT_BUSINESS_SETTINGS, cancelCutoffHours: 0 });
    }
  });

  it('tells the owner per event how many wait and for how many slots', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 3 });
    await book(eventId, 3);
    for (const units of [1, 2, 3]) expect((await join(person(eventId, units))).statusCode).toBe(200);
    const sizes = await callAs(t.app, admin, 'GET', '/api/waiting-list/sizes');
    expect(sizes.statusCode).toBe(200);
    expect(sizes.json().data).toContainEqual({ eventId, people: 3, units: 6 });
    const staff = await t.signIn('staff');
    expect((await callAs(t.app, staff, 'GET', '/api/waiting-list/sizes')).statusCode).toBe(403);
  });

  it('a checkout closed unpaid gives its slots to the line at once', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 2 });
    const body = orderBody(eventId, { 'chicken-mandi': 2 }, 2 * CHICKEN, { phone: uniquePhone() });
    const order = await createOrder(t.app, body, `10.44.0.${++addresses}`);
    expect(order.statusCode, order.body).toBe(200);
    expect((await join(person(eventId, 2))).statusCode).toBe(200);
    const released = await t.app.inject({
      method: 'POST',
      url: '/api/razorpay/release-order',
      payload: { orderId: order.json().orderId, receipt: body.receipt },
    });
    expect(released.json()).toMatchObject({ released: true });
    expect((await line(eventId)).map((entry) => entry.status)).toEqual(['offered']);
    expect(await slotsLeft(eventId)).toBe(0);
  });

  it('an offer that runs out unused passes its slots to the next in line', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 2 });
    const { token } = await book(eventId, 2);
    await join(person(eventId, 2));
    await join(person(eventId, 2));
    await cancel(token);
    const hold = await t.database.db
      .selectFrom('waiting_list')
      .select('offer_hold_id')
      .where('event_id', '=', eventId)
      .where('status', '=', 'offered')
      .executeTakeFirstOrThrow();
    // The offer's 30 minutes are over (brought forward to a moment from now, as the counter's clock allows).
    const soon = new Date(Date.now() + 100).toISOString();
    await t.database.db
      .updateTable('payment_holds')
      .set({ expires_at: soon })
      .where('id', '=', hold.offer_hold_id!)
      .execute();
    passTime(101);
    const [first] = await line(eventId);
    expect((await offerOf(first!.offer!.path)).json().offer.status).toBe('lapsed');

    expect(await runWaitingListRound(t.database.db, [eventId])).toEqual([eventId]);
    expect((await line(eventId)).map((entry) => entry.status)).toEqual(['lapsed', 'offered']);
    expect(await slotsLeft(eventId)).toBe(0);
  });

  it('an offer and a new buyer racing for freed slots never oversell', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 3 });
    const { token } = await book(eventId, 3);
    await join(person(eventId, 2));
    const buyers = Array.from({ length: 6 }, () =>
      createOrder(
        t.app,
        orderBody(eventId, { 'chicken-mandi': 1 }, CHICKEN, { phone: uniquePhone() }),
        `10.43.0.${++addresses}`,
      ),
    );
    const [cancelled, ...orders] = await Promise.all([cancel(token), ...buyers]);
    expect(cancelled!.statusCode).toBe(200);
    const won = orders.filter((reply) => reply.statusCode === 200).length;
    const offered = (await line(eventId)).filter((entry) => entry.status === 'offered').length;
    expect(won + offered * 2).toBeLessThanOrEqual(3);
    expect(await slotsLeft(eventId)).toBe(3 - won - offered * 2);
  });

  it('an offer link that matches nothing is 404 alike; the line is the admin’s alone', async () => {
    const unknown = await offerOf(`/offer/${'B'.repeat(32)}`);
    expect(unknown.statusCode).toBe(404);
    expect((await offerOf('/offer/short')).json().error).toBe(unknown.json().error);
    const eventId = await createTestEvent(t.database.db, { maxOrders: 1 });
    const staff = await t.signIn('staff');
    expect((await callAs(t.app, staff, 'GET', `/api/events/${eventId}/waiting-list`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/waiting-list` })).statusCode).toBe(401);
  });

  it('puts the offer mail in the outbox for an entry with an address, in its language', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 1 });
    const { token } = await book(eventId, 1);
    await join(person(eventId, 1, { email: 'offer@example.com', language: 'ml' }));
    await cancel(token);
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .innerJoin('waiting_list', 'waiting_list.id', 'mail_outbox.waiting_entry_id')
      .select(['mail_outbox.kind', 'mail_outbox.to_address', 'mail_outbox.language', 'mail_outbox.booking_id'])
      .where('waiting_list.event_id', '=', eventId)
      .execute();
    expect(mails).toEqual([
      { kind: 'waiting-list-offer', to_address: 'offer@example.com', language: 'ml', booking_id: null },
    ]);
  });

  describe('the attacks of issue 44', () => {
    const MAX_UNPAID = 10; // MAX_UNPAID_UNITS_PER_ADDRESS at its default
    /** Units the line has offered to entries that joined from `address`: slots held for that client. */
    const offeredTo = async (eventId: number, address: string) =>
      (
        await t.database.db
          .selectFrom('waiting_list')
          .select('units')
          .where('event_id', '=', eventId)
          .where('client_address', '=', address)
          .where('status', '=', 'offered')
          .execute()
      ).reduce((sum, entry) => sum + entry.units, 0);
    const setCapacity = async (eventId: number, maxOrders: number) => {
      const row = await t.database.db
        .selectFrom('events')
        .selectAll()
        .where('id', '=', eventId)
        .executeTakeFirstOrThrow();
      return callAs(t.app, admin, 'PUT', `/api/events/${eventId}`, {
        title: row.title,
        date: row.date,
        description: row.description,
        maxOrders,
      });
    };
    /** The offer's 30 minutes end now (brought forward to a moment from now, as the counter's clock allows). */
    const endOffer = async (eventId: number) => {
      const { offer_hold_id } = await t.database.db
        .selectFrom('waiting_list')
        .select('offer_hold_id')
        .where('event_id', '=', eventId)
        .where('status', '=', 'offered')
        .executeTakeFirstOrThrow();
      const soon = Date.now() + 50;
      await t.database.db
        .updateTable('payment_holds')
        .set({ expires_at: new Date(soon).toISOString() })
        .where('id', '=', offer_hold_id!)
        .execute();
      passTime(51);
    };
    /** Orders an offer's units as its page starts the order, from `address`. */
    const orderFromOffer = async (path: string, eventId: number, phone: string, address: string) => {
      const offer = (await offerOf(path)).json().offer as { items: Record<string, number>; receipt: string };
      const menu = (await t.app.inject({ method: 'GET', url: `/api/menu?eventId=${eventId}` })).json().data
        .items as Record<string, { pricePaise: number }>;
      const amount = Object.entries(offer.items).reduce((sum, [key, n]) => sum + n * menu[key]!.pricePaise, 0);
      return createOrder(t.app, orderBody(eventId, offer.items, amount, { phone, replaces: offer.receipt }), address);
    };

    it('six entries of one address with made-up phones take at most the unpaid limit of freed slots', async () => {
      const eventId = await createTestEvent(t.database.db, { maxOrders: 25 });
      const tokens: string[] = [];
      for (let i = 0; i < 5; i++) tokens.push((await book(eventId, 5)).token);
      const attacker = '203.0.113.44';
      for (let i = 0; i < 6; i++) expect((await join(person(eventId, 5), attacker)).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) expect((await join(person(eventId, 5))).statusCode).toBe(200);

      for (const token of tokens) expect((await cancel(token)).statusCode).toBe(200);
      expect(await offeredTo(eventId, attacker)).toBe(MAX_UNPAID);
      // The attacker's other entries keep their place; the freed slots went on down the line.
      expect((await line(eventId)).map((entry) => entry.status)).toEqual([
        ...Array(2).fill('offered'),
        ...Array(4).fill('waiting'),
        ...Array(3).fill('offered'),
      ]);
      expect(await slotsLeft(eventId)).toBe(0);
    });

    it('a capacity raised by 120 goes down the line, at most the unpaid limit to one address', async () => {
      const eventId = await createTestEvent(t.database.db, { maxOrders: 10 });
      await book(eventId, 5);
      await book(eventId, 5);
      const attacker = '203.0.113.45';
      for (let i = 0; i < 6; i++) expect((await join(person(eventId, 10), attacker)).statusCode).toBe(200);
      for (let i = 0; i < 8; i++) expect((await join(person(eventId, 10))).statusCode).toBe(200);

      expect((await setCapacity(eventId, 130)).statusCode).toBe(200);
      expect(await runWaitingListRound(t.database.db, [eventId])).toEqual([eventId]);
      expect(await offeredTo(eventId, attacker)).toBe(MAX_UNPAID);
      const after = await line(eventId);
      expect(after.slice(6).every((entry) => entry.status === 'offered')).toBe(true);
      // 120 more: 10 to the attacker, 80 to the eight others, 30 on sale, as the storefront says.
      expect(await slotsLeft(eventId)).toBe(30);
    });

    it('someone joining first with your phone neither locks you out nor keeps the offer from you', async () => {
      const eventId = await createTestEvent(t.database.db, { maxOrders: 2 });
      const { token } = await book(eventId, 2);
      const owner = person(eventId, 2, { email: 'phone-owner@example.com' });
      const squatter = await join({ ...owner, name: 'Stranger', email: 'stranger@example.com' }, '198.51.100.66');
      expect(squatter.statusCode).toBe(200);
      const mine = await join(owner, '192.0.2.77');
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json().position).toBe(2);
      expect((await join(owner, '192.0.2.77')).statusCode).toBe(409);

      // One offer per phone at a time, in line order: the stranger's first.
      await cancel(token);
      expect((await line(eventId)).map((entry) => entry.status)).toEqual(['offered', 'waiting']);
      // Left unused, it lapses, and the phone's next entry is offered, by its own mail.
      await endOffer(eventId);
      expect(await runWaitingListRound(t.database.db, [eventId])).toEqual([eventId]);
      const after = await line(eventId);
      expect(after.map((entry) => entry.status)).toEqual(['lapsed', 'offered']);
      const mails = await t.database.db
        .selectFrom('mail_outbox')
        .innerJoin('waiting_list', 'waiting_list.id', 'mail_outbox.waiting_entry_id')
        .select('mail_outbox.to_address')
        .where('waiting_list.event_id', '=', eventId)
        .orderBy('mail_outbox.id')
        .execute();
      expect(mails.map((mail) => mail.to_address)).toEqual(['stranger@example.com', 'phone-owner@example.com']);
      const order = await orderFromOffer(after[1]!.offer!.path, eventId, owner.phone, '192.0.2.77');
      expect(order.statusCode, order.body).toBe(200);
    });

    it('never offers more than the customer may then order; ordering the offer takes its own hold', async () => {
      const eventId = await createTestEvent(t.database.db, { maxOrders: 10 });
      const booked = [await book(eventId, 5), await book(eventId, 5)];
      const customer = '192.0.2.88';
      const waiting = person(eventId, MAX_UNPAID);
      expect((await join(waiting, customer)).statusCode).toBe(200);
      const other = await createTestEvent(t.database.db, { maxOrders: 50 });
      const unpaid = await createOrder(
        t.app,
        orderBody(other, { 'chicken-mandi': 2 }, 2 * CHICKEN, { phone: uniquePhone() }),
        customer,
      );
      expect(unpaid.statusCode, unpaid.body).toBe(200);

      // Ten more would put the address at twelve unpaid: no offer it could not take.
      for (const { token } of booked) await cancel(token);
      expect((await line(eventId)).map((entry) => entry.status)).toEqual(['waiting']);
      expect((await postBooking(t.app, paidProof(unpaid.json().orderId))).statusCode).toBe(200);
      expect(await runWaitingListRound(t.database.db, [eventId])).toEqual([eventId]);
      const [entry] = await line(eventId);
      expect(entry!.status).toBe('offered');
      const order = await orderFromOffer(entry!.offer!.path, eventId, waiting.phone, customer);
      expect(order.statusCode, order.body).toBe(200);
      expect((await line(eventId))[0]!.status).toBe('accepted');
    });
  });
});
