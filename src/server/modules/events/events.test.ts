import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { createOrder, createTestEvent, orderBody } from '#server/test/booking-helpers.ts';
import { englishText } from '#shared/content/messages.ts';
import { ORDER_REFUSAL } from '#shared/domain/order-refusals.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

describe('storefront reads', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('lists active events newest first in the shape the screens read', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(200);
    const events = response.json().data;
    expect(events.map((e: { title: string }) => e.title)).toEqual(['New Year Special Mandi', 'Weekend Mandi Sale']);
    expect(events[0]).toMatchObject({
      isValentine: true,
      isActive: true,
      maxOrders: 50,
      badge: 'Limited Slots',
      buttonText: 'Book Now',
      image: 'event-default.jpg',
      menuItems: { 'beef-2pc': { enabled: true }, combo: { enabled: true } },
    });
  });

  it('sends the list as UTF-8 JSON, its Malayalam texts whole, kept by no one when made for a session', async () => {
    await createTestEvent(t.database.db, { maxOrders: 5, title: 'മന്തി വിൽപ്പന' });
    const response = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.json().data.map((e: { title: string }) => e.title)).toContain('മന്തി വിൽപ്പന');
    expect(response.headers['cache-control']).toBeUndefined();
    const forAdmin = await t.app.inject({ method: 'GET', url: '/api/events', headers: { cookie: admin } });
    expect(forAdmin.headers['cache-control']).toBe('no-store');
  });

  it('shows inactive events only to an admin who asks', async () => {
    const hidden = await createTestEvent(t.database.db, { maxOrders: 5, title: 'Hidden sale' });
    await t.database.db.updateTable('events').set({ is_active: 0 }).where('id', '=', hidden).execute();
    const titles = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/events?includeInactive=true', headers }))
        .json()
        .data.map((e: { title: string }) => e.title);
    expect(await titles({})).not.toContain('Hidden sale');
    expect(await titles({ cookie: await t.signIn('staff') })).not.toContain('Hidden sale');
    expect(await titles({ cookie: admin })).toContain('Hidden sale');
  });

  it('answers the menu of an event by title or id, with its own prices and the business constants', async () => {
    const eventId = await createTestEvent(t.database.db, {
      maxOrders: 5,
      title: 'Priced sale',
      prices: { combo: 95000 },
      disabled: ['fish-mandi'],
    });
    for (const url of ['/api/menu?event=Priced%20sale', `/api/menu?eventId=${eventId}`]) {
      const menu = (await t.app.inject({ method: 'GET', url })).json().data;
      expect(Object.keys(menu.items)).toEqual(['beef-2pc', 'combo', 'mutton-2pc', 'chicken-mandi']);
      expect(menu.items.combo).toEqual({
        name: 'Combo Pack',
        description: 'One beef ribs plus one mutton, on mandi rice.',
        nameMl: 'കോംബോ പാക്ക്',
        descriptionMl: 'ഒരു ബീഫ് റിബ്സും ഒരു മട്ടണും, മന്തി ചോറിനൊപ്പം.',
        price: 950,
        pricePaise: 95000,
      });
      expect(menu.items['beef-2pc'].price).toBe(1400);
      expect(menu).toMatchObject({
        DISCOUNT_PERCENTAGE: 0,
        VALID_COUPON: '',
        MAX_QUANTITY: 5,
        PEOPLE_PER_ORDER: 2,
      });
    }
  });

  it('answers available slots, and 404 for an unknown event', async () => {
    const slots = await t.app.inject({ method: 'GET', url: '/api/available-slots?event=Weekend%20Mandi%20Sale' });
    expect(slots.json()).toEqual({
      success: true,
      availableSlots: 50,
      heldSlots: 0,
      nextReleaseAt: null,
      yourHeldSlots: 0,
    });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/available-slots?event=Nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: 'Event not found', code: 'refusals.events.notFound' });
    const none = await t.app.inject({ method: 'GET', url: '/api/menu' });
    expect(none.statusCode).toBe(400);
  });

  it('tells the browser which gateway to use', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/client-config' })).json().data;
    expect(config).toMatchObject({ paymentProvider: 'test', razorpayKeyId: 'rzp_test_builtin', chatWidgetSrc: null });
  });
});

describe('event dates', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const publicTitles = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/events' })).json().data.map((e: { title: string }) => e.title);

  it('neither lists nor sells an event whose day has passed, and the admin still sees it', async () => {
    const past = await createTestEvent(t.database.db, {
      maxOrders: 5,
      title: 'Yesterday’s sale',
      date: addDays(todayInKerala(), -1),
    });
    const today = await createTestEvent(t.database.db, { maxOrders: 5, title: 'Today’s sale', date: todayInKerala() });
    expect(await publicTitles()).toContain('Today’s sale');
    expect(await publicTitles()).not.toContain('Yesterday’s sale');

    const refused = await createOrder(t.app, orderBody(past, { combo: 1 }, 100000));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      error: englishText(ORDER_REFUSAL.eventNotOnSale),
      code: 'refusals.orders.eventNotOnSale',
    });
    expect(await t.database.db.selectFrom('payment_holds').select('id').where('event_id', '=', past).execute()).toEqual(
      [],
    );
    expect((await createOrder(t.app, orderBody(today, { combo: 1 }, 100000))).statusCode).toBe(200);

    const adminList = await t.app.inject({
      method: 'GET',
      url: '/api/events?includeInactive=true',
      headers: { cookie: admin },
    });
    expect(adminList.json().data.map((e: { title: string }) => e.title)).toContain('Yesterday’s sale');
  });

  it('keeps an event with a free-text date off sale until the owner gives it a real date', async () => {
    const undated = await createTestEvent(t.database.db, { maxOrders: 5, title: 'Undated sale', date: 'Next Sunday' });
    expect(await publicTitles()).not.toContain('Undated sale');
    expect((await createOrder(t.app, orderBody(undated, { combo: 1 }, 100000))).json().code).toBe(
      'refusals.orders.eventNotOnSale',
    );

    const base = { title: 'Undated sale', description: 'x', maxOrders: 5 };
    const put = (date: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/events/${undated}`,
        headers: { cookie: admin },
        payload: { ...base, date },
      });
    const refused = await put('Sunday, 6 December 2026');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Invalid date: Event date must be a real date');
    expect((await put('2026-02-30')).statusCode).toBe(400);
    expect((await put(addDays(todayInKerala(), 3))).statusCode).toBe(200);
    expect(await publicTitles()).toContain('Undated sale');
  });
});
