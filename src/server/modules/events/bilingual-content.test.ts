import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_CATALOGUE } from '#shared/content/menu-catalogue.ts';
import { DEMO_EVENTS } from '#shared/content/demo-data.ts';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { migrateTo, migrateToLatest } from '#server/db/migrate.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';
import { useFreshDatabase } from '#server/test/test-database.ts';

const DAY = addDays(todayInKerala(), 30);
const EVENT = { title: 'Onam Mandi', date: DAY, description: 'Pit-cooked for Onam.', maxOrders: 20 };

describe('bilingual content: event titles and descriptions, menu item names', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
    staff = await t.signIn('staff');
  });
  afterAll(() => t.close());

  const catalogueRows = () => t.database.db.selectFrom('menu_items').selectAll().orderBy('sort_order').execute();
  const menuOf = async (eventId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/menu?eventId=${eventId}` })).json().data.items;

  it('seeds the catalogue and the demo events with their Malayalam texts', async () => {
    const catalogue = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json().data;
    expect(catalogue).toHaveLength(MENU_CATALOGUE.length);
    const mutton = catalogue.find((item: { key: string }) => item.key === 'beef-2pc');
    expect(mutton).toMatchObject({ name: '2 Piece Mutton Mandi', nameMl: '2 പീസ് മട്ടൺ മന്തി', pricePaise: 140_000 });
    expect(mutton.descriptionMl).toContain('മട്ടൺ');

    const events = (await t.app.inject({ method: 'GET', url: '/api/events' })).json().data;
    const demo = events.find((event: { title: string }) => event.title === DEMO_EVENTS[0].title);
    expect(demo).toMatchObject({ titleMl: DEMO_EVENTS[0].titleMl, descriptionMl: DEMO_EVENTS[0].descriptionMl });
  });

  it('keeps an event’s Malayalam title and description through create, update and the lists', async () => {
    const created = await callAs(t.app, admin, 'POST', '/api/events', {
      ...EVENT,
      titleMl: '  ഓണം മന്തി ',
      descriptionMl: 'ഓണത്തിന് കുഴിയിൽ വേവിച്ചത്.',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().event).toMatchObject({ titleMl: 'ഓണം മന്തി', descriptionMl: 'ഓണത്തിന് കുഴിയിൽ വേവിച്ചത്.' });
    const id = created.json().event.id;
    const stored = await t.database.db
      .selectFrom('events')
      .select(['title_ml', 'description_ml'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ title_ml: 'ഓണം മന്തി', description_ml: 'ഓണത്തിന് കുഴിയിൽ വേവിച്ചത്.' });

    // The storefront's list (cached text) shows the change.
    const listed = () => t.app.inject({ method: 'GET', url: '/api/events' });
    expect((await listed()).json().data.find((event: { id: number }) => event.id === id)).toMatchObject({
      titleMl: 'ഓണം മന്തി',
    });

    const updated = await callAs(t.app, admin, 'PUT', `/api/events/${id}`, {
      ...EVENT,
      titleMl: 'തിരുവോണം മന്തി',
      descriptionMl: '',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().event).toMatchObject({ titleMl: 'തിരുവോണം മന്തി', descriptionMl: '' });
    expect((await listed()).json().data.find((event: { id: number }) => event.id === id)).toMatchObject({
      titleMl: 'തിരുവോണം മന്തി',
      descriptionMl: '',
    });
    const adminList = await callAs(t.app, admin, 'GET', '/api/events?includeInactive=true');
    expect(adminList.json().data.find((event: { id: number }) => event.id === id)).toMatchObject({
      titleMl: 'തിരുവോണം മന്തി',
    });

    // Left out, they are '' (the English is shown).
    const plain = await callAs(t.app, admin, 'POST', '/api/events', EVENT);
    expect(plain.json().event).toMatchObject({ titleMl: '', descriptionMl: '' });
  });

  it('refuses a Malayalam title or description longer than the English may be', async () => {
    const before = await t.database.db.selectFrom('events').select('id').execute();
    const cases: [object, string, string][] = [
      [{ titleMl: 'മ'.repeat(201) }, 'titleMl', 'adminEvents.validation.titleTooLong'],
      [{ descriptionMl: 'മ'.repeat(2001) }, 'descriptionMl', 'adminEvents.validation.descriptionTooLong'],
    ];
    for (const [change, field, code] of cases) {
      const response = await callAs(t.app, admin, 'POST', '/api/events', { ...EVENT, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field, code });
    }
    expect(await t.database.db.selectFrom('events').select('id').execute()).toEqual(before);
  });

  it('lets the admin rename a menu item in English and Malayalam; the storefront menu shows it, prices stay', async () => {
    const eventId = (
      await callAs(t.app, admin, 'POST', '/api/events', { ...EVENT, menuItems: { combo: { enabled: true } } })
    ).json().event.id;
    // Read once so the menu is remembered: the rename must make the server forget it.
    expect((await menuOf(eventId)).combo).toMatchObject({ name: 'Combo Pack', nameMl: 'കോംബോ പാക്ക്' });
    const pricesBefore = (await catalogueRows()).map((row) => [row.key, row.price_paise, row.sort_order]);

    const response = await callAs(t.app, admin, 'PUT', '/api/menu-items/combo', {
      name: '  Family Combo ',
      description: 'Beef ribs and mutton for two.',
      nameMl: 'ഫാമിലി കോംബോ',
      descriptionMl: 'രണ്ടുപേർക്ക് ബീഫ് റിബ്സും മട്ടണും.',
      // Not the call's business: ignored.
      price: 1,
      pricePaise: 100,
      key: 'caviar',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        key: 'combo',
        name: 'Family Combo',
        description: 'Beef ribs and mutton for two.',
        nameMl: 'ഫാമിലി കോംബോ',
        descriptionMl: 'രണ്ടുപേർക്ക് ബീഫ് റിബ്സും മട്ടണും.',
        price: 1000,
        pricePaise: 100_000,
      },
    });
    expect((await catalogueRows()).map((row) => [row.key, row.price_paise, row.sort_order])).toEqual(pricesBefore);
    expect((await menuOf(eventId)).combo).toEqual({
      name: 'Family Combo',
      description: 'Beef ribs and mutton for two.',
      nameMl: 'ഫാമിലി കോംബോ',
      descriptionMl: 'രണ്ടുപേർക്ക് ബീഫ് റിബ്സും മട്ടണും.',
      price: 1000,
      pricePaise: 100_000,
    });
    const catalogue = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json().data;
    expect(catalogue.find((item: { key: string }) => item.key === 'combo').nameMl).toBe('ഫാമിലി കോംബോ');

    // Malayalam left out: '' (the English is shown).
    const cleared = await callAs(t.app, admin, 'PUT', '/api/menu-items/combo', { name: 'Combo Pack' });
    expect(cleared.json().data).toMatchObject({ name: 'Combo Pack', description: '', nameMl: '', descriptionMl: '' });
  });

  it('lets only the admin rename menu items', async () => {
    const before = await catalogueRows();
    const body = { name: 'Renamed', description: '', nameMl: '', descriptionMl: '' };
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/menu-items/fish-mandi', payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect((await callAs(t.app, staff, 'PUT', '/api/menu-items/fish-mandi', body)).statusCode).toBe(403);
    expect(await catalogueRows()).toEqual(before);
  });

  it('refuses bad texts with the field and its text key, and writes nothing', async () => {
    const before = await catalogueRows();
    const valid = { name: 'Fish Mandi', description: 'Fish', nameMl: 'ഫിഷ് മന്തി', descriptionMl: '' };
    const cases: [object, string, string, string][] = [
      [{ name: '  ' }, 'name', 'adminEvents.validation.itemNameRequired', 'Menu item name is required'],
      [{ name: 'x'.repeat(81) }, 'name', 'adminEvents.validation.itemNameTooLong', 'at most 80 characters'],
      [{ nameMl: 'മ'.repeat(81) }, 'nameMl', 'adminEvents.validation.itemNameTooLong', 'at most 80 characters'],
      [
        { description: 'x'.repeat(301) },
        'description',
        'adminEvents.validation.itemDescriptionTooLong',
        'at most 300 characters',
      ],
      [
        { descriptionMl: 'മ'.repeat(301) },
        'descriptionMl',
        'adminEvents.validation.itemDescriptionTooLong',
        'at most 300 characters',
      ],
    ];
    for (const [change, field, code, sentence] of cases) {
      const response = await callAs(t.app, admin, 'PUT', '/api/menu-items/fish-mandi', { ...valid, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field, code });
      expect(response.json().error).toContain(sentence);
    }
    const missingName = await callAs(t.app, admin, 'PUT', '/api/menu-items/fish-mandi', { description: 'x' });
    expect(missingName.statusCode).toBe(400);
    expect(await catalogueRows()).toEqual(before);
  });

  it('answers 404 with a text key for an item the catalogue does not have', async () => {
    const before = await catalogueRows();
    const response = await callAs(t.app, admin, 'PUT', '/api/menu-items/caviar', { name: 'Caviar' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'adminEvents.menuCatalogue.unknownItem',
      params: { key: 'caviar' },
    });
    expect(response.json().error).toContain('“caviar”');
    expect(await catalogueRows()).toEqual(before);
  });
});

describe('migration: bilingual content', () => {
  const database = useFreshDatabase();

  it('gives the catalogue items already stored their Malayalam, and events empty Malayalam texts', async () => {
    const db = database().db;
    await migrateTo(db, '2026-11-26T04-00_recipe-versions');
    await db
      .insertInto('menu_items')
      .values([
        // As an older install stored them, the mutton mandi under the beef key.
        {
          key: 'beef-2pc',
          name: '2 Piece Mutton Mandi',
          description: 'Old words',
          price_paise: 140_000,
          type: 'mutton',
          pieces: 2,
          sort_order: 0,
        },
        {
          key: 'biryani',
          name: 'Biryani',
          description: 'Not ours',
          price_paise: 30_000,
          type: 'rice',
          pieces: 1,
          sort_order: 1,
        },
      ])
      .execute();
    const now = '2026-11-20T08:00:00.000Z';
    await db
      .insertInto('events')
      .values({
        title: 'Old Sale',
        date: DAY,
        description: 'Before Malayalam titles',
        image: 'event-default.jpg',
        badge: 'Limited Slots',
        button_text: 'Book Now',
        is_valentine: 0,
        is_active: 1,
        max_orders: 50,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await migrateToLatest(db);

    const items = await db
      .selectFrom('menu_items')
      .select(['key', 'name', 'description', 'name_ml', 'description_ml', 'price_paise'])
      .orderBy('sort_order')
      .execute();
    expect(items).toEqual([
      {
        key: 'beef-2pc',
        name: '2 Piece Mutton Mandi',
        description: 'Old words',
        name_ml: '2 പീസ് മട്ടൺ മന്തി',
        description_ml: MENU_CATALOGUE[0]!.descriptionMl,
        price_paise: 140_000,
      },
      {
        key: 'biryani',
        name: 'Biryani',
        description: 'Not ours',
        name_ml: '',
        description_ml: '',
        price_paise: 30_000,
      },
    ]);
    const event = await db
      .selectFrom('events')
      .select(['title', 'title_ml', 'description_ml'])
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ title: 'Old Sale', title_ml: '', description_ml: '' });
  });
});
