import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { adminEventsEn } from '#shared/content/locales/admin-events.en.ts';
import { validationEn } from '#shared/content/locales/validation.en.ts';
import { createOrder, orderBody } from '#server/test/booking-helpers.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// Before the demo sales (12 and 40 days ahead): the events made here are first in line.
const DAY = addDays(todayInKerala(), 1);

describe('admin events API', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin }, payload });

  it('creates an event with the product’s defaults and custom prices', async () => {
    const response = await call('POST', '/api/events', {
      title: 'Onam Mandi',
      date: DAY,
      description: 'Onam special',
      maxOrders: 30,
      buttonTextMl: ' ബുക്ക് ചെയ്യൂ ',
      menuItems: { combo: { enabled: true, price: 950 }, 'fish-mandi': { enabled: false } },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().event).toMatchObject({
      title: 'Onam Mandi',
      badge: 'Limited Slots',
      buttonText: 'Book Now',
      badgeMl: '',
      buttonTextMl: 'ബുക്ക് ചെയ്യൂ',
      image: 'event-default.jpg',
      isActive: true,
      isValentine: false,
      maxOrders: 30,
      menuItems: {
        combo: { enabled: true, price: 950 },
        'fish-mandi': { enabled: false },
        // Left out of menuItems: not on sale.
        'beef-2pc': { enabled: false },
      },
    });
    const eventId = response.json().event.id;
    const menu = await t.app.inject({ method: 'GET', url: `/api/menu?eventId=${eventId}` });
    expect(Object.keys(menu.json().data.items)).toEqual(['combo']);
    expect(menu.json().data.items.combo.pricePaise).toBe(95000);
    const absent = await createOrder(t.app, orderBody(eventId, { 'beef-2pc': 1 }, 140000));
    expect(absent.statusCode).toBe(400);
    expect(absent.json().error).toBe('"beef-2pc" is not on the menu of this event');
    expect(
      await t.database.db.selectFrom('payment_holds').select('id').where('event_id', '=', eventId).execute(),
    ).toEqual([]);

    // An update that leaves menuItems out keeps the menu; one that names it replaces it.
    const base = { title: 'Onam Mandi', date: DAY, description: 'Onam', maxOrders: 30 };
    const kept = await call('PUT', `/api/events/${eventId}`, base);
    expect(kept.json().event.menuItems.combo).toEqual({ enabled: true, price: 950 });
    const replaced = await call('PUT', `/api/events/${eventId}`, {
      ...base,
      menuItems: { 'fish-mandi': { enabled: true } },
    });
    expect(replaced.json().event.menuItems).toMatchObject({
      combo: { enabled: false },
      'fish-mandi': { enabled: true },
    });
  });

  it('refuses the form with the product’s messages', async () => {
    const cases: [object, string][] = [
      [{ title: '' }, 'Invalid title: Event title is required'],
      [{ title: 'x'.repeat(201) }, 'Invalid title: Event title must be at most 200 characters'],
      [{ date: ' ' }, 'Invalid date: Event date is required'],
      [{ description: '' }, 'Invalid description: Event description is required'],
      [{ maxOrders: 0 }, 'Invalid maxOrders: Maximum orders must be greater than 0'],
      [
        { menuItems: { combo: { enabled: true, price: -5 } } },
        `Invalid menuItems.combo.price: ${validationEn.money.notRupees}`,
      ],
      [
        { menuItems: { combo: { enabled: true, price: 10.555 } } },
        `Invalid menuItems.combo.price: ${validationEn.money.decimals}`,
      ],
      [
        { menuItems: { combo: { enabled: true, price: 2_000_000 } } },
        'Invalid menuItems.combo.price: Enter a price up to ₹10,00,000, or leave it empty',
      ],
      [{ menuItems: { caviar: { enabled: true } } }, 'Unknown menu item "caviar"'],
    ];
    const valid = { title: 'x', date: DAY, description: 'z', maxOrders: 5 };
    for (const [change, error] of cases) {
      const response = await call('POST', '/api/events', { ...valid, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error });
    }
    // The field and the message's text key come with it: the admin screen words it from those.
    const titled = await call('POST', '/api/events', { ...valid, title: '' });
    expect(titled.json()).toMatchObject({ field: 'title', code: 'adminEvents.validation.titleRequired' });
    const priced = await call('POST', '/api/events', { ...valid, menuItems: { combo: { enabled: true, price: -5 } } });
    expect(priced.json()).toMatchObject({ field: 'menuItems.combo.price', code: 'validation.money.notRupees' });
  });

  it('refuses a new event on a day already gone, naming the date, and saves nothing', async () => {
    const before = await t.database.db.selectFrom('events').select('id').execute();
    const yesterday = addDays(todayInKerala(), -1);
    const refused = await call('POST', '/api/events', {
      title: 'Late',
      date: yesterday,
      description: 'X',
      maxOrders: 5,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      field: 'date',
      code: 'adminEvents.validation.datePast',
      error: adminEventsEn.validation.datePast,
    });
    expect(await t.database.db.selectFrom('events').select('id').execute()).toEqual(before);

    // Today is still on sale; an event kept on a day that has passed keeps it through other edits.
    const today = await call('POST', '/api/events', {
      title: 'Today',
      date: todayInKerala(),
      description: 'X',
      maxOrders: 5,
    });
    expect(today.statusCode, today.body).toBe(201);
    const id = today.json().event.id;
    const moved = await call('PUT', `/api/events/${id}`, {
      title: 'Today',
      date: yesterday,
      description: 'X',
      maxOrders: 5,
    });
    expect(moved.json()).toMatchObject({ field: 'date', code: 'adminEvents.validation.datePast' });
    await t.database.db.updateTable('events').set({ date: yesterday }).where('id', '=', id).execute();
    const kept = await call('PUT', `/api/events/${id}`, {
      title: 'Today',
      date: yesterday,
      description: 'Y',
      maxOrders: 5,
      isActive: false,
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('updates an event and answers 404 for an unknown one', async () => {
    const created = (
      await call('POST', '/api/events', { title: 'A', date: DAY, description: 'C', maxOrders: 5 })
    ).json();
    const updated = await call('PUT', `/api/events/${created.event.id}`, {
      title: 'A2',
      date: DAY,
      description: 'C',
      maxOrders: 8,
      isActive: false,
    });
    expect(updated.json().event).toMatchObject({ title: 'A2', maxOrders: 8, isActive: false });
    const missing = await call('PUT', '/api/events/99999', { title: 'A', date: DAY, description: 'C', maxOrders: 5 });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes an event without orders, and refuses one with orders', async () => {
    const empty = (await call('POST', '/api/events', { title: 'E', date: DAY, description: 'X', maxOrders: 5 })).json();
    expect((await call('DELETE', `/api/events/${empty.event.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/events/${empty.event.id}`)).statusCode).toBe(404);

    const sold = (
      await call('POST', '/api/events', {
        ...{ title: 'S', date: DAY, description: 'X', maxOrders: 5 },
        menuItems: { combo: { enabled: true } },
      })
    ).json();
    expect((await createOrder(t.app, orderBody(sold.event.id, { combo: 1 }, 100000))).statusCode).toBe(200);
    const refused = await call('DELETE', `/api/events/${sold.event.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'This event has bookings or payments in progress and cannot be deleted. Deactivate it instead.',
    );
  });
});
