import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDatabase } from './seed.ts';
import { seedDemoPrices } from './seed-purchase.ts';
import { withTransaction } from './transaction.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { capacityMismatches } from '#server/test/capacity-mismatches.ts';
import { todayInKerala } from '#shared/domain/event-date.ts';
import { BOOKING_REFERENCE_PATTERN } from '#shared/domain/booking-reference.ts';
import { DEMO_PRICES_PAISE } from '#shared/content/demo-prices.ts';
import { inventoryListReply } from '#shared/schemas/inventory.ts';
import { eventMarginReply } from '#shared/schemas/margins.ts';
import { foodCostOn } from '#shared/domain/margin-food.ts';
import { listItems, stockLinks } from '#server/modules/inventory/inventory.service.ts';
import { publishedCollectionOn } from '#server/modules/recipes/recipes.service.ts';

describe('first-start data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('holds the menu catalogue with its keys, names and prices exactly', async () => {
    const items = await t.database.db
      .selectFrom('menu_items')
      .select(['key', 'name', 'price_paise'])
      .orderBy('sort_order')
      .execute();
    expect(items).toEqual([
      { key: 'beef-2pc', name: '2 Piece Mutton Mandi', price_paise: 140000 },
      { key: 'combo', name: 'Combo Pack', price_paise: 100000 },
      { key: 'mutton-2pc', name: '2 Piece Beef Ribs Mandi', price_paise: 75000 },
      { key: 'chicken-mandi', name: 'Chicken Mandi', price_paise: 60000 },
      { key: 'fish-mandi', name: 'Fish Mandi', price_paise: 85000 },
    ]);
  });

  it('holds the business settings defaults', async () => {
    const admin = await t.signIn('admin');
    const response = await t.app.inject({ method: 'GET', url: '/api/settings/admin', headers: { cookie: admin } });
    expect(response.json().data).toMatchObject({ peoplePerOrder: 2, maxPerItem: 5 });
    // The coupon code is the admin's to read (GET /api/coupons), never the storefront's.
    const coupons = await t.app.inject({ method: 'GET', url: '/api/coupons', headers: { cookie: admin } });
    expect(coupons.json().data).toEqual([expect.objectContaining({ code: 'FMANDI20', discountPercent: 20 })]);
  });

  it('holds two demo sales events with every catalogue item enabled at its default price', async () => {
    const events = await t.database.db
      .selectFrom('events')
      .selectAll()
      .where('date', '>=', todayInKerala())
      .orderBy('created_at', 'desc')
      .execute();
    expect(events).toHaveLength(2);
    expect(events.map((e) => [e.max_orders, e.badge, e.button_text, e.image, e.is_active])).toEqual([
      [50, 'Limited Slots', 'Book Now', 'event-default.jpg', 1],
      [50, 'Limited Slots', 'Book Now', 'event-default.jpg', 1],
    ]);
    const links = await t.database.db
      .selectFrom('event_menu_items')
      .selectAll()
      .where(
        'event_id',
        'in',
        events.map((event) => event.id),
      )
      .execute();
    expect(links).toHaveLength(10);
    expect(events.every((event) => event.sale_opened_at === event.created_at)).toBe(true);
    expect(links.every((link) => link.enabled === 1 && link.price_paise === null)).toBe(true);
  });

  it('holds ten past demo sales, filled by paid and delivered bookings, their capacity counters matching', async () => {
    const db = t.database.db;
    const past = await db.selectFrom('events').selectAll().where('date', '<', todayInKerala()).execute();
    expect(past).toHaveLength(10);
    expect(past.every((event) => event.sale_opened_at !== null && event.sale_opened_at < `${event.date}T`)).toBe(true);
    const bookings = await db
      .selectFrom('bookings')
      .select(['event_id', 'status', 'total_quantity', 'created_at', 'reference'])
      .where(
        'event_id',
        'in',
        past.map((event) => event.id),
      )
      .execute();
    expect(bookings.length).toBeGreaterThan(150);
    expect(bookings.every((booking) => booking.status === 'delivered')).toBe(true);
    expect(bookings.every((booking) => BOOKING_REFERENCE_PATTERN.test(booking.reference))).toBe(true);
    for (const event of past) {
      const units = bookings.filter((b) => b.event_id === event.id).reduce((sum, b) => sum + b.total_quantity, 0);
      expect(units).toBeLessThanOrEqual(event.max_orders);
    }
    expect(await capacityMismatches(db)).toEqual([]);
  });

  it('holds the 46 default inventory items, ids 1002 to 1047, empty and active, at the demo prices', async () => {
    const items = await t.database.db.selectFrom('inventory_items').selectAll().orderBy('id').execute();
    expect(items.map((item) => item.id)).toEqual(Array.from({ length: 46 }, (_, i) => 1002 + i));
    expect(items.every((item) => item.quantity === 0 && item.is_active === 1)).toBe(true);
    expect(new Set(items.map((item) => item.name)).size).toBe(46);
    // Every item priced, at the demo table's price; the current price is the history's first entry.
    expect(items.map((item) => [item.name, item.current_price_paise])).toEqual(
      items.map((item) => [item.name, DEMO_PRICES_PAISE[item.name]]),
    );
    expect(items.every((item) => item.current_price_paise > 0)).toBe(true);
    expect(Object.keys(DEMO_PRICES_PAISE).sort()).toEqual(items.map((item) => item.name).sort());
    const admin = await t.signIn('admin', 'seed-prices-owner');
    const list = inventoryListReply.parse(
      (await t.app.inject({ method: 'GET', url: '/api/inventory', headers: { cookie: admin } })).json(),
    ).data;
    const mutton = list.find((item) => item.name === 'Mutton')!;
    expect(mutton.currentPrice).toBe(800);
    expect(mutton.priceHistory).toEqual([{ date: mutton.lastUpdated, price: 800, changedBy: null }]);
  });

  it('costs a demo event’s food: every ingredient the demo recipes use has a price', async () => {
    const admin = await t.signIn('admin', 'seed-margin-owner');
    const past = await t.database.db
      .selectFrom('events')
      .select(['id', 'date'])
      .where('date', '<', todayInKerala())
      .orderBy('date', 'desc')
      .executeTakeFirstOrThrow();
    const reply = await t.app.inject({
      method: 'GET',
      url: `/api/events/${past.id}/margin`,
      headers: { cookie: admin },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const margin = eventMarginReply.parse(reply.json()).data;
    expect(margin.plates).toBeGreaterThan(0);
    // The recipes' needs for its plates: every ingredient matched to an inventory item is priced; what
    // is left uncosted is only what no item stands for (water, salt, jaggery…).
    const recipes = (await publishedCollectionOn(t.database.db, past.date))!.recipes;
    const db = t.database.db;
    const needs = foodCostOn(recipes, margin.plates, await listItems(db), await stockLinks(db), past.date)!;
    // Every ingredient an item stands for is costed (the fats weighed but kept by the litre are linked).
    expect(needs.lines.filter((line) => line.itemId !== null && line.status !== 'ok')).toEqual([]);
    const matched = needs.lines.filter((line) => line.status === 'ok');
    expect(matched.length).toBeGreaterThan(10);
    expect(matched.filter((line) => !line.pricePaise).map((line) => line.name.en)).toEqual([]);
    expect(margin.breakdown.food.lines).toHaveLength(matched.length);
    expect(margin.breakdown.food.uncosted.map((name) => name.en).sort()).toEqual(
      needs.lines
        .filter((line) => line.status !== 'ok')
        .map((line) => line.name.en)
        .sort(),
    );
    expect(margin.foodCostPaise).toBeGreaterThan(0);
    expect(margin.foodCostPaise).toBe(margin.breakdown.food.lines.reduce((sum, line) => sum + line.costPaise, 0));
  });

  it('holds one sample diary event for 50 people, prepared for the nearest demo sale', async () => {
    const diary = await t.database.db.selectFrom('diary_events').selectAll().execute();
    expect(diary).toHaveLength(1);
    expect(diary[0]).toMatchObject({ estimated_attendance: 50, is_completed: 0 });
    const sale = await t.database.db
      .selectFrom('events')
      .selectAll()
      .where('id', '=', diary[0]!.sales_event_id!)
      .executeTakeFirstOrThrow();
    const soonest = await t.database.db
      .selectFrom('events')
      .select('date')
      .where('date', '>=', todayInKerala())
      .orderBy('date')
      .executeTakeFirstOrThrow();
    expect(sale.date).toBe(soonest.date);
    expect(diary[0]!.date).toBe(sale.date);
  });

  it('never runs twice and never overwrites what was edited or deleted', async () => {
    const db = t.database.db;
    await db.updateTable('menu_items').set({ price_paise: 99900 }).where('key', '=', 'combo').execute();
    const events = await db.selectFrom('events').select('id').orderBy('id').execute();
    const [first] = events;
    await db.deleteFrom('events').where('id', '=', first!.id).execute();
    await db.deleteFrom('inventory_items').where('id', '=', 1047).execute();

    expect(await seedDatabase(db)).toEqual([]);

    const combo = await db.selectFrom('menu_items').select('price_paise').where('key', '=', 'combo').executeTakeFirst();
    expect(combo?.price_paise).toBe(99900);
    expect(await db.selectFrom('events').select('id').execute()).toHaveLength(events.length - 1);
    expect(await db.selectFrom('inventory_items').select('id').execute()).toHaveLength(45);
  });

  it('gives demo prices only to default items still at 0: an owner’s price is never overwritten', async () => {
    const db = t.database.db;
    const at = '2026-11-01T04:00:00.000Z';
    const row = (name: string) =>
      db.selectFrom('inventory_items').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
    // The owner priced Chicken; Ghee went back to 0 after a price history; id 1046 is now another item.
    await db
      .updateTable('inventory_items')
      .set({ current_price_paise: 25_000 })
      .where('name', '=', 'Chicken')
      .execute();
    const ghee = await row('Ghee');
    await db.updateTable('inventory_items').set({ current_price_paise: 0 }).where('id', '=', ghee.id).execute();
    await db
      .insertInto('inventory_price_history')
      .values([
        { item_id: ghee.id, date: '2026-10-01T04:00:00.000Z', price_paise: 60_000, changed_by: 'owner' },
        { item_id: ghee.id, date: '2026-10-20T04:00:00.000Z', price_paise: 0, changed_by: 'owner' },
      ])
      .execute();
    await db
      .updateTable('inventory_items')
      .set({ name: 'Paneer', current_price_paise: 0 })
      .where('id', '=', 1046)
      .execute();
    const cardamom = await row('Cardamom');
    await db.updateTable('inventory_items').set({ current_price_paise: 0 }).where('id', '=', cardamom.id).execute();

    await withTransaction(db, (tx) => seedDemoPrices(tx, at));

    expect((await row('Chicken')).current_price_paise).toBe(25_000);
    expect((await row('Paneer')).current_price_paise).toBe(0);
    expect(await row('Cardamom')).toMatchObject({
      current_price_paise: DEMO_PRICES_PAISE.Cardamom,
      last_updated: at,
      version: cardamom.version,
    });
    // Ghee's history goes on with the demo price as its newest entry.
    expect((await row('Ghee')).current_price_paise).toBe(DEMO_PRICES_PAISE.Ghee);
    const history = await db
      .selectFrom('inventory_price_history')
      .select(['date', 'price_paise', 'changed_by'])
      .where('item_id', '=', ghee.id)
      .orderBy('date')
      .execute();
    expect(history.map((entry) => [entry.date, entry.price_paise, entry.changed_by])).toEqual([
      ['2026-10-01T04:00:00.000Z', 60_000, 'owner'],
      ['2026-10-20T04:00:00.000Z', 0, 'owner'],
      [at, DEMO_PRICES_PAISE.Ghee, null],
    ]);
  });

  it('applies migrations again without error on an already migrated database', async () => {
    const second = openDatabase(t.config.database);
    await expect(migrateToLatest(second.db)).resolves.toBeUndefined();
    await second.close();
  });
});
