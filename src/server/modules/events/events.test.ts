import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEvent } from '../../test/booking-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('storefront reads', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('lists active events newest first in the seed’s shape', async () => {
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
        price: 950,
        pricePaise: 95000,
      });
      expect(menu.items['beef-2pc'].price).toBe(1400);
      expect(menu).toMatchObject({
        DISCOUNT_PERCENTAGE: 20,
        VALID_COUPON: 'FMANDI20',
        MAX_QUANTITY: 5,
        PEOPLE_PER_ORDER: 2,
      });
    }
  });

  it('answers available slots, and 404 for an unknown event', async () => {
    const slots = await t.app.inject({ method: 'GET', url: '/api/available-slots?event=Weekend%20Mandi%20Sale' });
    expect(slots.json()).toEqual({ success: true, availableSlots: 50 });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/available-slots?event=Nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: 'Event not found' });
    const none = await t.app.inject({ method: 'GET', url: '/api/menu' });
    expect(none.statusCode).toBe(400);
  });

  it('tells the browser which gateway to use', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/client-config' })).json().data;
    expect(config).toMatchObject({ paymentProvider: 'test', razorpayKeyId: 'rzp_test_builtin', chatWidgetSrc: null });
  });
});
