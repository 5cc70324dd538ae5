import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';
import type { FastifyInstance } from 'fastify';
import { inventoryListReply, type InventoryItem } from '#shared/schemas/inventory.ts';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/database.ts';
import { readRevision } from './inventory.repo.ts';
import { PRICE_HISTORY_KEPT } from './inventory.service.ts';

const DAY_MS = 86_400_000;
const START = Date.parse('2020-01-01T00:00:00.000Z');

/** An item in the import's shape with 1,000 price changes (the most one import takes), one a day from day `from`. */
function itemWithHistory(id: number, from: number) {
  const priceHistory = Array.from({ length: 1000 }, (_, i) => ({
    date: new Date(START + (from + i) * DAY_MS).toISOString(),
    price: 100 + (i % 50),
  }));
  return {
    id,
    name: `Bounded item ${id}`,
    category: 'Meat',
    quantity: 1,
    unit: 'kg',
    currentPrice: 149,
    priceHistory,
    isActive: true,
    lastUpdated: priceHistory.at(-1)!.date,
  };
}

describe('inventory bounds', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { inventoryImportsPerHour: 3 } });
    staff = await t.signIn('staff', 'cook');
  });
  afterAll(() => t.close());

  const historyRows = async (itemId: number) =>
    (
      await t.database.db
        .selectFrom('inventory_price_history')
        .select((eb) => eb.fn.countAll<number>().as('rows'))
        .where('item_id', '=', itemId)
        .executeTakeFirstOrThrow()
    ).rows;

  it('keeps an item’s newest 500 prices and one per month before them, however much is imported', async () => {
    // Two imports of 1,000 prices each: 2,000 days from 2020-01-01 to 2025-06-22.
    for (const from of [0, 1000]) {
      const saved = await callAs(t.app, staff, 'POST', '/api/inventory', [itemWithHistory(9001, from)]);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const rows = Number(await historyRows(9001));
    // The newest 500 cover about 16 months; the 1,500 days before them span 50 months, one row each.
    expect(rows).toBeGreaterThan(PRICE_HISTORY_KEPT);
    expect(rows).toBeLessThanOrEqual(PRICE_HISTORY_KEPT + 51);

    const list = (await callAs(t.app, staff, 'GET', '/api/inventory')).json();
    const item = list.data.find((entry: { id: number }) => entry.id === 9001);
    const dates: string[] = item.priceHistory.map((entry: { date: string }) => entry.date);
    const day = (n: number) => new Date(START + n * DAY_MS).toISOString();
    // The newest 500 are whole: the last day's price and the 500th from the end are there.
    expect(dates).toContain(day(1999));
    expect(dates).toContain(day(1500));
    // Before them, one price a month: the month's last.
    const older = dates.filter((date) => date < day(1500));
    expect(new Set(older.map((date) => date.slice(0, 7))).size).toBe(older.length);
    expect(older).toContain('2020-01-31T00:00:00.000Z');
    expect(older).not.toContain('2020-01-30T00:00:00.000Z');

    // Importing the newest prices again adds nothing; the rows stay bounded.
    await callAs(t.app, staff, 'POST', '/api/inventory', [itemWithHistory(9001, 1000)]);
    expect(Number(await historyRows(9001))).toBe(rows);
  });

  it('takes only so many imports an hour from one account, then says when to try again', async () => {
    const admin = await t.signIn('admin', 'owner3');
    const import1 = () => callAs(t.app, admin, 'POST', '/api/inventory/import', { items: [], apply: false });
    for (let i = 0; i < 3; i++) expect((await import1()).statusCode).toBe(200);
    const refused = await import1();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'inventory.import.tooOften', params: { minutes: 60 } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // Another account is not held back by it, and reading the list is never limited.
    expect((await callAs(t.app, staff, 'GET', '/api/inventory')).statusCode).toBe(200);
  });

  it('builds the list once per inventory revision, and again after every kind of write, on any instance', async () => {
    const cook = await t.signIn('staff');
    const secondDatabase = openDatabase(t.config.database);
    const second = await buildApp({ config: t.config, database: secondDatabase });
    try {
      const list = async (app: FastifyInstance) =>
        inventoryListReply.parse((await callAs(app, cook, 'GET', '/api/inventory')).json()).data;
      const find = async (app: FastifyInstance, id: number) => (await list(app)).find((item) => item.id === id);
      const revision = () => readRevision(t.database.db);

      const before = await revision();
      expect(await list(second)).toEqual(await list(t.app));
      expect(await revision()).toBe(before); // reading writes nothing

      const added = await callAs(t.app, cook, 'POST', '/api/inventory/items', {
        name: 'Cardamom (list test)',
        quantity: 2,
        currentPrice: 1500,
      });
      const item = added.json().data as InventoryItem;
      expect(await find(second, item.id)).toMatchObject({ name: 'Cardamom (list test)', currentPrice: 1500 });

      await callAs(t.app, cook, 'PATCH', `/api/inventory/${item.id}`, { currentPrice: 1600, version: item.version });
      expect((await find(second, item.id))?.priceHistory.map((entry) => entry.price)).toEqual([1500, 1600]);

      const imported = itemWithHistory(item.id, 0);
      expect(
        (await callAs(t.app, cook, 'POST', '/api/inventory/import', { items: [imported], apply: true })).statusCode,
      ).toBe(200);
      expect(await find(second, item.id)).toMatchObject({ name: imported.name, currentPrice: 149 });

      expect((await callAs(t.app, cook, 'DELETE', `/api/inventory/${item.id}`)).statusCode).toBe(200);
      expect(await find(second, item.id)).toBeUndefined();
      expect(await revision()).toBe(before + 4);
      expect(await list(t.app)).toEqual(await list(second));
    } finally {
      await second.close();
      await secondDatabase.close();
    }
  });
});
