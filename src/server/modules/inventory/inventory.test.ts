import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '#shared/domain/csv.ts';
import { collectionReply, collectionsReply, recipeCostsReply, type Recipe } from '#shared/schemas/recipes.ts';
import {
  INVENTORY_CATEGORIES,
  importPlanReply,
  inventoryItemReply,
  inventoryListReply,
  staleInventoryReply,
} from '#shared/schemas/inventory.ts';
import { openEventStream } from '#server/test/event-stream.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('the inventory', () => {
  let t: TestApp;
  let staff: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('staff', 'cook');
    admin = await t.signIn('admin', 'chef');
    await t.database.db
      .updateTable('users')
      .set({ display_name: 'Anu Thomas' })
      .where('username', '=', 'cook')
      .execute();
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, payload?: unknown, cookie = staff) =>
    callAs(t.app, cookie, method, url, payload);
  const list = async (cookie = staff) => {
    const response = await call('GET', '/api/inventory', undefined, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return inventoryListReply.parse(response.json()).data;
  };
  const find = async (id: number) => (await list()).find((item) => item.id === id);
  const byName = async (name: string) => (await list()).find((item) => item.name === name)!;
  const add = async (body: object, cookie = staff) => {
    const response = await call('POST', '/api/inventory/items', body, cookie);
    expect(response.statusCode, response.body).toBe(201);
    return inventoryItemReply.parse(response.json()).data;
  };
  const patch = (id: number, body: object, cookie = staff) => call('PATCH', `/api/inventory/${id}`, body, cookie);
  const patched = async (id: number, body: object, cookie = staff) => {
    const response = await patch(id, body, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return inventoryItemReply.parse(response.json()).data;
  };
  const importing = (items: unknown, apply: boolean) => call('POST', '/api/inventory/import', { items, apply });
  const historyRows = (id: number) =>
    t.database.db.selectFrom('inventory_price_history').selectAll().where('item_id', '=', id).execute();

  it('refuses every call without a session (401), and lets staff and admins read', async () => {
    for (const [method, url] of [
      ['GET', '/api/inventory'],
      ['POST', '/api/inventory'],
      ['POST', '/api/inventory/items'],
      ['PATCH', '/api/inventory/1002'],
      ['DELETE', '/api/inventory/1002'],
      ['POST', '/api/inventory/import'],
      ['GET', '/api/inventory/export.csv'],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await list(admin)).length).toBe(46);
  });

  it('lists every seeded item by category (Spices … Others) then name, with its price as its first price', async () => {
    const items = await list();
    expect(items).toHaveLength(46);
    const categories = items.map((item) => INVENTORY_CATEGORIES.indexOf(item.category));
    expect(categories).toEqual([...categories].sort((a, b) => a - b));
    for (const category of INVENTORY_CATEGORIES) {
      const names = items.filter((item) => item.category === category).map((item) => item.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    }
    const msg = items.find((item) => item.name === 'MSG')!;
    // At its demo price (seed:demo-prices), which is its first price.
    expect(msg).toMatchObject({ category: 'Spices', quantity: 0, unit: 'kg', currentPrice: 180, isActive: true });
    expect(msg).toMatchObject({ minQuantity: null, notes: null, version: 1 });
    expect(msg.priceHistory).toEqual([{ date: msg.lastUpdated, price: 180, changedBy: null }]);
  });

  describe('the Malayalam name', () => {
    it('comes with every built-in item; the built-in dried limes are counted in pieces', async () => {
      const items = await list();
      const builtIn = items.filter((item) => item.id >= 1002 && item.id <= 1047);
      expect(builtIn).toHaveLength(46);
      expect(builtIn.every((item) => item.nameMl && /[\u0D00-\u0D7F]/.test(item.nameMl))).toBe(true);
      expect(await byName('MSG')).toMatchObject({ nameMl: 'അജിനോമോട്ടോ' });
      expect(await byName('Dried Lemon (Loomi)')).toMatchObject({ nameMl: 'ഉണക്ക നാരങ്ങ (ലൂമി)', unit: 'piece' });
    });

    it('is typed beside the English name when adding and editing, blank as none, and bounded', async () => {
      const item = await add({ name: 'Jaggery', nameMl: ' ശർക്കര ', quantity: 1, currentPrice: 60 });
      expect(item.nameMl).toBe('ശർക്കര');
      const blank = await add({ name: 'Palm sugar', nameMl: '   ', quantity: 1, currentPrice: 60 });
      expect(blank.nameMl).toBeNull();
      const renamed = await patched(item.id, { nameMl: 'ശർക്കര (അച്ച്)', version: item.version });
      expect(renamed).toMatchObject({ nameMl: 'ശർക്കര (അച്ച്)', version: item.version + 1 });
      const cleared = await patched(item.id, { nameMl: null, version: renamed.version });
      expect(cleared.nameMl).toBeNull();
      const tooLong = await patch(item.id, { nameMl: 'മ'.repeat(121), version: cleared.version });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({ field: 'nameMl', code: 'inventory.validation.nameMlTooLong' });
      expect(await find(item.id)).toEqual(cleared);
    });

    it('is kept by an import that leaves it out (an older JSON export), and set or cleared by one that names it', async () => {
      const ghee = await byName('Ghee');
      const { nameMl: _, version: __, ...seedShape } = ghee;
      const kept = await importing([{ ...seedShape, quantity: 3 }], true);
      expect(importPlanReply.parse(kept.json()).data.changed).toEqual([
        { id: ghee.id, name: 'Ghee', fields: ['quantity'] },
      ]);
      expect((await find(ghee.id))!.nameMl).toBe('നെയ്യ്');

      const renamed = await importing([{ ...seedShape, quantity: 3, nameMl: 'പശുവിൻ നെയ്യ്' }], true);
      expect(importPlanReply.parse(renamed.json()).data.changed).toEqual([
        { id: ghee.id, name: 'Ghee', fields: ['nameMl'] },
      ]);
      expect((await find(ghee.id))!.nameMl).toBe('പശുവിൻ നെയ്യ്');
      await importing([{ ...seedShape, quantity: 3, nameMl: null }], true);
      expect((await find(ghee.id))!.nameMl).toBeNull();
    });
  });

  describe('adding', () => {
    it('adds an item under a free 4-digit id, its first price credited to the display name', async () => {
      const item = await add({ name: '  Saffron Threads ', quantity: 0.25, unit: 'g', currentPrice: 250.5 });
      expect(item.id).toBeGreaterThanOrEqual(1000);
      expect(item.id).toBeLessThanOrEqual(9999);
      expect(item).toMatchObject({
        name: 'Saffron Threads',
        category: 'Spices',
        unit: 'g',
        quantity: 0.25,
        currentPrice: 250.5,
        isActive: true,
        minQuantity: null,
        notes: null,
        version: 1,
      });
      expect(item.priceHistory).toEqual([{ date: item.lastUpdated, price: 250.5, changedBy: 'Anu Thomas' }]);
      expect(await find(item.id)).toEqual(item);

      const more = await Promise.all(
        Array.from({ length: 12 }, (_, i) => add({ name: `Extra ${i}`, quantity: i, currentPrice: 0 }, admin)),
      );
      const ids = more.map((each) => each.id);
      expect(new Set([...ids, item.id]).size).toBe(13);
      expect(ids.every((id) => id >= 1000 && id <= 9999)).toBe(true);
      expect(more[0]!.priceHistory[0]!.changedBy).toBe('chef');
      expect(more[0]).toMatchObject({ category: 'Spices', unit: 'kg' });
    });

    it('refuses bad input with 400, the field and its text key (its English beside it), writing nothing', async () => {
      const before = await list();
      for (const [body, field, code] of [
        [{ name: '   ', quantity: 1, currentPrice: 0 }, 'name', 'inventory.validation.name'],
        [{ quantity: 1, currentPrice: 0 }, 'name', 'inventory.validation.name'],
        [{ name: 'Salt', quantity: -1, currentPrice: 0 }, 'quantity', 'inventory.validation.quantity'],
        [{ name: 'Salt', quantity: 1, currentPrice: -0.05 }, 'currentPrice', 'inventory.validation.price'],
        [{ name: 'Salt', quantity: 1, currentPrice: 1_000_001 }, 'currentPrice', 'inventory.validation.tooLarge'],
        [{ name: 'Salt', quantity: 'lots', currentPrice: 0 }, 'quantity', 'inventory.validation.quantity'],
        [
          { name: 'Salt', quantity: 1, currentPrice: 0, category: 'Fruit' },
          'category',
          'inventory.validation.category',
        ],
        [{ name: 'Salt', quantity: 1, currentPrice: 0, unit: 'cup' }, 'unit', 'inventory.validation.unit'],
        [
          { name: 'Salt', quantity: 1, currentPrice: 0, minQuantity: -1 },
          'minQuantity',
          'inventory.validation.minQuantity',
        ],
        [
          { name: 'Salt', quantity: 1, currentPrice: 0, notes: 'x'.repeat(1001) },
          'notes',
          'inventory.validation.notesTooLong',
        ],
      ] as const) {
        const response = await call('POST', '/api/inventory/items', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toMatchObject({ success: false, field, code });
      }
      const named = await call('POST', '/api/inventory/items', { name: ' ', quantity: 1, currentPrice: 0 });
      expect(named.json().error).toBe('Invalid name: Item name is required');
      const priced = await call('POST', '/api/inventory/items', { name: 'Salt', quantity: 1, currentPrice: -1 });
      expect(priced.json().error).toBe('Invalid currentPrice: Price must be a valid positive number');
      expect(await list()).toEqual(before);
    });
  });

  describe('changing', () => {
    it('records each price change with who made it, bumps the version, and keeps what it does not name', async () => {
      const mutton = await byName('Mutton');
      await t.database.db
        .updateTable('inventory_items')
        .set({ notes: 'From the Friday market', min_quantity: 2 })
        .where('id', '=', mutton.id)
        .execute();
      // Seeded at its demo price, ₹800.
      const first = await patched(mutton.id, { currentPrice: 820, version: 1 });
      expect(first).toMatchObject({
        currentPrice: 820,
        version: 2,
        category: 'Meat',
        unit: 'kg',
        notes: 'From the Friday market',
        minQuantity: 2,
      });
      expect(first.lastUpdated > mutton.lastUpdated).toBe(true);
      expect(first.priceHistory).toEqual([
        { date: mutton.lastUpdated, price: 800, changedBy: null },
        { date: first.lastUpdated, price: 820, changedBy: 'Anu Thomas' },
      ]);

      const second = await patched(mutton.id, { currentPrice: 850, quantity: 12.5, version: 2 }, admin);
      expect(second).toMatchObject({ currentPrice: 850, quantity: 12.5, version: 3 });
      expect(second.priceHistory.map((entry) => [entry.price, entry.changedBy])).toEqual([
        [800, null],
        [820, 'Anu Thomas'],
        [850, 'chef'],
      ]);

      // Not a price change: no new history entry.
      const third = await patched(mutton.id, { quantity: 10, isActive: false, notes: '  ', version: 3 });
      expect(third).toMatchObject({ quantity: 10, isActive: false, notes: null, version: 4 });
      expect(third.priceHistory).toHaveLength(3);
      // Nothing different: nothing written.
      const same = await patched(mutton.id, { quantity: 10, version: 4 });
      expect(same).toEqual(third);
      expect(await find(mutton.id)).toEqual(third);
    });

    it('refuses a change made from an older version with 409 inventory.stale, writing nothing', async () => {
      const ghee = await byName('Ghee');
      await patched(ghee.id, { currentPrice: 600, version: ghee.version });
      const before = await find(ghee.id);
      const stale = await patch(ghee.id, { currentPrice: 0.01, quantity: 3, version: ghee.version });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        success: false,
        code: 'inventory.stale',
        field: 'version',
        params: { version: ghee.version + 1 },
      });
      // The answer carries the item as the server has it now, in the one item shape, for the cook to choose.
      expect(staleInventoryReply.parse(stale.json()).current).toEqual(before);
      expect(await find(ghee.id)).toEqual(before);
      expect(await historyRows(ghee.id)).toHaveLength(2);

      // Two devices sending a change from the same version at once: exactly one is saved.
      const current = (await find(ghee.id))!;
      const answers = await Promise.all(
        [610, 620, 630].map((price) => patch(ghee.id, { currentPrice: price, version: current.version })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
      const after = (await find(ghee.id))!;
      expect(after.version).toBe(current.version + 1);
      expect(after.priceHistory).toHaveLength(3);
    });

    it('answers 404 for an unknown item and 400 for bad changes, writing nothing', async () => {
      const unknown = await patch(999_999, { quantity: 1, version: 1 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ success: false, code: 'inventory.notFound' });
      const rice = await byName('Basmati Rice');
      for (const [body, field] of [
        [{ quantity: 1 }, 'version'],
        [{ quantity: -2, version: rice.version }, 'quantity'],
        [{ currentPrice: -0.01, version: rice.version }, 'currentPrice'],
        [{ name: '', version: rice.version }, 'name'],
        [{ category: 'Fruit', version: rice.version }, 'category'],
        [{ isActive: 'yes', version: rice.version }, 'isActive'],
      ] as const) {
        const response = await patch(rice.id, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toMatchObject({ success: false, field });
      }
      expect(await find(rice.id)).toEqual(rice);
    });
  });

  it('removes an item with its price history; 404 for an unknown one', async () => {
    const item = await add({
      name: 'Paper plates',
      category: 'Kitchen Supplies',
      unit: 'pack',
      quantity: 3,
      currentPrice: 99,
    });
    await patched(item.id, { currentPrice: 105, version: 1 });
    const removed = await call('DELETE', `/api/inventory/${item.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect(await find(item.id)).toBeUndefined();
    expect(await historyRows(item.id)).toEqual([]);
    const again = await call('DELETE', `/api/inventory/${item.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'inventory.notFound' });
  });

  describe('importing', () => {
    const newItem = (id: number, overrides: object = {}) => ({
      id,
      name: `Imported ${id}`,
      category: 'Herbs',
      quantity: 1.5,
      unit: 'kg',
      currentPrice: 120.5,
      priceHistory: [
        { date: '2025-01-01T00:00:00.000Z', price: 100 },
        { date: '2025-02-01T00:00:00.000Z', price: 120.5 },
      ],
      isActive: true,
      lastUpdated: '2025-02-01T00:00:00.000Z',
      ...overrides,
    });

    it("refuses what is not an array, and items missing a required field, with the import's messages", async () => {
      for (const items of [{ id: 1 }, 'items', null, 42]) {
        const response = await importing(items, false);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          success: false,
          error: 'Invalid data format: expected an array',
          code: 'inventory.import.notArray',
          field: 'items',
        });
      }
      const { lastUpdated: _, ...noDate } = newItem(20_001);
      const missing = await importing([newItem(20_000), noDate], true);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        success: false,
        error: "Missing required field 'lastUpdated' in one or more items",
        code: 'inventory.import.missingField',
        field: 'items.1.lastUpdated',
        params: { field: 'lastUpdated', index: 1 },
      });
      // The import's order: `id` is checked before anything else.
      const { id: __, ...noId } = newItem(20_002);
      const noIdReply = await importing([{ ...noDate }, noId, 7], false);
      expect(noIdReply.json()).toMatchObject({ params: { field: 'id', index: 1 } });
      expect(await find(20_000)).toBeUndefined();
    });

    it('names the bad item by its index, writing nothing even when the bad item is in the middle', async () => {
      const before = await list();
      for (const [bad, field] of [
        [newItem(20_011, { category: 'Fruit' }), 'items.1.category'],
        [newItem(20_011, { unit: 'cup' }), 'items.1.unit'],
        [newItem(20_011, { quantity: -1 }), 'items.1.quantity'],
        [newItem(20_011, { currentPrice: -3 }), 'items.1.currentPrice'],
        [newItem(20_011, { currentPrice: '12' }), 'items.1.currentPrice'],
        [newItem(20_011, { priceHistory: [{ date: 'someday', price: 1 }] }), 'items.1.priceHistory.0.date'],
        [newItem(20_011, { priceHistory: [{ date: '2025-01-01', price: -1 }] }), 'items.1.priceHistory.0.price'],
        [newItem(20_011, { priceHistory: 'none' }), 'items.1.priceHistory'],
        [newItem(20_011, { isActive: 'yes' }), 'items.1.isActive'],
        [newItem(20_011, { name: ' ' }), 'items.1.name'],
        [newItem(20_011, { id: 0 }), 'items.1.id'],
        [newItem(20_011, { minQuantity: -1 }), 'items.1.minQuantity'],
        [newItem(20_010), 'items.1.id'],
      ] as const) {
        const response = await importing([newItem(20_010), bad, newItem(20_012)], true);
        expect(response.statusCode, field).toBe(400);
        const body = response.json();
        expect(body).toMatchObject({ success: false, field });
        expect(body.code).toMatch(/^inventory\.import\.(invalidItem|duplicateId)$/);
        expect(body.params).toMatchObject({ index: 1 });
      }
      expect(await list()).toEqual(before);
    });

    it('answers the plan without writing, then applies it in one go; a second import changes nothing', async () => {
      const cumin = await byName('Cumin Seeds');
      const pepper = await byName('Black Pepper');
      const all = await list();
      const items = [
        ...all.map((item) =>
          item.id === cumin.id
            ? { ...item, quantity: 4, currentPrice: 450.25, notes: 'Kerala "Jeerakam"', minQuantity: 1 }
            : item.id === pepper.id
              ? { ...item, priceHistory: [...item.priceHistory, { date: '2020-05-05T00:00:00.000Z', price: 500 }] }
              : item,
        ),
        newItem(20_020),
      ];
      const planReply = await importing(items, false);
      expect(planReply.statusCode, planReply.body).toBe(200);
      const plan = importPlanReply.parse(planReply.json());
      expect(plan).toEqual({
        success: true,
        applied: false,
        data: {
          added: [{ id: 20_020, name: 'Imported 20020' }],
          changed: [
            { id: pepper.id, name: 'Black Pepper', fields: ['priceHistory'] },
            { id: cumin.id, name: 'Cumin Seeds', fields: ['quantity', 'currentPrice', 'minQuantity', 'notes'] },
          ].sort((a, b) => items.findIndex((i) => i.id === a.id) - items.findIndex((i) => i.id === b.id)),
          unchanged: all.length - 2,
        },
      });
      expect(await list()).toEqual(all);

      const appliedReply = await importing(items, true);
      expect(appliedReply.statusCode, appliedReply.body).toBe(200);
      expect(importPlanReply.parse(appliedReply.json())).toEqual({ ...plan, applied: true });

      const after = await list();
      expect(after).toHaveLength(all.length + 1);
      const added = after.find((item) => item.id === 20_020)!;
      expect(added).toMatchObject({
        name: 'Imported 20020',
        category: 'Herbs',
        quantity: 1.5,
        currentPrice: 120.5,
        version: 1,
        lastUpdated: '2025-02-01T00:00:00.000Z',
      });
      expect(added.priceHistory).toEqual([
        { date: '2025-01-01T00:00:00.000Z', price: 100, changedBy: null },
        { date: '2025-02-01T00:00:00.000Z', price: 120.5, changedBy: null },
      ]);
      const newCumin = after.find((item) => item.id === cumin.id)!;
      expect(newCumin).toMatchObject({
        quantity: 4,
        currentPrice: 450.25,
        notes: 'Kerala "Jeerakam"',
        minQuantity: 1,
        version: cumin.version + 1,
      });
      expect(newCumin.priceHistory.map((entry) => entry.price)).toEqual([380, 450.25]);
      const newPepper = after.find((item) => item.id === pepper.id)!;
      expect(newPepper.version).toBe(pepper.version + 1);
      // The imported older price sorts first; the current price stays the latest.
      expect(newPepper.priceHistory.map((entry) => entry.price)).toEqual([500, 700]);
      for (const item of after.filter((each) => ![20_020, cumin.id, pepper.id].includes(each.id))) {
        expect(item).toEqual(all.find((each) => each.id === item.id));
      }

      const again = await importing(after, false);
      expect(importPlanReply.parse(again.json()).data).toEqual({ added: [], changed: [], unchanged: after.length });
    });

    it('takes at most 2,000 items', async () => {
      const response = await importing(
        Array.from({ length: 2001 }, (_, i) => newItem(20_000 + i)),
        false,
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        code: 'inventory.import.tooMany',
        params: { max: 2000, count: 2001 },
      });
      const before = (await list()).length;
      const most = await importing(
        Array.from({ length: 2000 }, (_, i) => newItem(10_000 + i)),
        true,
      );
      expect(most.statusCode, most.body.slice(0, 200)).toBe(200);
      expect(importPlanReply.parse(most.json()).data.added).toHaveLength(2000);
      const after = await list();
      expect(after).toHaveLength(before + 2000);
      expect(after.find((item) => item.id === 11_999)!.priceHistory).toHaveLength(2);
    });
  });

  describe('saving the whole array (POST /api/inventory)', () => {
    /** Any JSON, as a browser would send it (a bare string or number too). */
    const save = (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/inventory',
        headers: { cookie: staff, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });

    it('merges the array by id: changed and new items written, an item missing from it kept', async () => {
      const before = await list();
      const garlic = before.find((item) => item.name === 'Garlic')!;
      const kept = before.find((item) => item.name === 'Ginger')!;
      const body = [
        { ...garlic, quantity: 7.25, currentPrice: 180 },
        {
          id: 20_500,
          name: 'Saved Shallots',
          category: 'Vegetables',
          quantity: 3,
          unit: 'kg',
          currentPrice: 95.5,
          priceHistory: [],
          isActive: true,
          lastUpdated: '2026-01-05T00:00:00.000Z',
        },
      ];
      // The same rule as the import: the plan it answers is the import's plan.
      const planned = importPlanReply.parse((await importing(body, false)).json()).data;
      const response = await save(body);
      expect(response.statusCode, response.body).toBe(200);
      expect(importPlanReply.parse(response.json())).toEqual({ success: true, applied: true, data: planned });
      expect(planned).toEqual({
        added: [{ id: 20_500, name: 'Saved Shallots' }],
        changed: [{ id: garlic.id, name: 'Garlic', fields: ['quantity', 'currentPrice'] }],
        unchanged: 0,
      });

      const after = await list();
      expect(after).toHaveLength(before.length + 1);
      expect(after.find((item) => item.id === kept.id)).toEqual(kept);
      expect(after.find((item) => item.id === garlic.id)).toMatchObject({
        quantity: 7.25,
        currentPrice: 180,
        version: garlic.version + 1,
      });
      expect(after.find((item) => item.id === 20_500)).toMatchObject({
        name: 'Saved Shallots',
        currentPrice: 95.5,
        priceHistory: [{ date: '2026-01-05T00:00:00.000Z', price: 95.5, changedBy: null }],
      });

      // An empty array removes nothing.
      const empty = await save([]);
      expect(empty.statusCode, empty.body).toBe(200);
      expect(empty.json()).toMatchObject({ success: true, data: { added: [], changed: [], unchanged: 0 } });
      expect(await list()).toEqual(after);
    });

    it("refuses with the import's messages and writes nothing, even when only the last item is bad", async () => {
      const before = await list();
      for (const body of [{ id: 1 }, 'items', 42]) {
        const response = await save(body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          error: 'Invalid data format: expected an array',
          code: 'inventory.import.notArray',
        });
      }
      const good = { ...before[0]!, quantity: 99 };
      const { currentPrice: _, ...noPrice } = before[1]!;
      const missing = await save([good, noPrice]);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        success: false,
        error: "Missing required field 'currentPrice' in one or more items",
        field: 'items.1.currentPrice',
      });
      const bad = await save([good, { ...before[1]!, unit: 'cup' }]);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, field: 'items.1.unit' });
      expect(await list()).toEqual(before);
    });
  });

  it('exports CSV with a header row, quoted text, prices in rupees and formulas kept as text', async () => {
    const item = await add({
      name: 'Chilli, "Kashmiri"',
      category: 'Spices',
      quantity: 2.5,
      unit: 'kg',
      currentPrice: 420.5,
      minQuantity: 1,
      notes: '=HYPERLINK("x")',
    });
    const response = await call('GET', '/api/inventory/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="inventory.csv"');
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"id","name","nameMl","category","quantity","unit","currentPrice","isActive","minQuantity","notes","lastUpdated"',
    );
    expect(lines).toContain(
      `${item.id},"Chilli, ""Kashmiri""",,"Spices",2.5,"kg",420.50,true,1,"'=HYPERLINK(""x"")","${item.lastUpdated}"`,
    );
    const msg = await byName('MSG');
    expect(lines).toContain(`${msg.id},"MSG","അജിനോമോട്ടോ","Spices",0,"kg",180.00,true,,,"${msg.lastUpdated}"`);
    const rows = parseCsv(response.body);
    expect(rows).toHaveLength((await list()).length + 1);
    expect(rows.find((row) => row[0] === String(item.id))).toEqual([
      String(item.id),
      'Chilli, "Kashmiri"',
      '',
      'Spices',
      '2.5',
      'kg',
      '420.50',
      'true',
      '1',
      '=HYPERLINK("x")',
      item.lastUpdated,
    ]);
  });

  it('tells the inventory screens (and the recipe costs) about every change, on kitchen:inventory', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const screen = await openEventStream(`${address}/api/live?topics=kitchen:inventory`, { cookie: staff });
    expect(screen.response.status).toBe(200);
    const salt = await byName('Rock Salt');
    await patched(salt.id, { quantity: 3, version: salt.version });
    expect(await screen.waitFor('data: {"topic":"kitchen:inventory","type":"inventory"}')).toBe(true);
    // The whole-array save too.
    const told = () => screen.received().split('"type":"inventory"').length - 1;
    const before = told();
    const tomato = await byName('Tomato');
    const saved = await call('POST', '/api/inventory', [{ ...tomato, quantity: tomato.quantity + 1 }]);
    expect(saved.statusCode, saved.body).toBe(200);
    for (let wait = 0; wait < 50 && told() === before; wait++) await screen.waitFor('\u0000never', 100);
    expect(told()).toBe(before + 1);
    screen.close();
  });

  it("moves the recipe costs when an item's price changes", async () => {
    const collections = collectionsReply.parse(
      (await call('GET', '/api/recipes/collections', undefined, admin)).json(),
    );
    const march = collections.data.find((c) => c.date === '2025-03-01')!;
    const draftReply = await call(
      'POST',
      '/api/recipes/collections',
      {
        copyFrom: march.id,
        date: '2031-06-01',
        name: { en: 'Inventory test', ml: 'പരീക്ഷണം' },
        badge: { en: 'Draft', ml: 'കരട്' },
      },
      admin,
    );
    expect(draftReply.statusCode, draftReply.body).toBe(200);
    const draft = collectionReply.parse(draftReply.json()).data;
    const mutton = await byName('Mutton');
    const meat = draft.recipes.find((r) => r.key === 'mandiMeat')!;
    const linked: Recipe = {
      ...meat,
      ingredients: meat.ingredients.map((i) => (i.name.en === 'Mutton' ? { ...i, inventoryItemId: mutton.id } : i)),
    };
    const put = await call('PUT', `/api/recipes/collections/${draft.id}/recipes/mandiMeat`, linked, admin);
    expect(put.statusCode, put.body).toBe(200);
    const meatCost = async () => {
      const response = await call('GET', `/api/recipes/collections/${draft.id}/costs?servings=20`, undefined, admin);
      expect(response.statusCode, response.body).toBe(200);
      return recipeCostsReply.parse(response.json()).data.find((cost) => cost.key === 'mandiMeat')!;
    };

    await patched(mutton.id, { currentPrice: 700, version: mutton.version });
    expect(await meatCost()).toMatchObject({ batchCostPaise: 560_000, perServingPaise: 28_000 });
    await patched(mutton.id, { currentPrice: 900, version: mutton.version + 1 });
    expect(await meatCost()).toMatchObject({ batchCostPaise: 720_000, perServingPaise: 36_000 });

    // A removed item is uncosted, not an error.
    expect((await call('DELETE', `/api/inventory/${mutton.id}`)).statusCode).toBe(200);
    const cost = await meatCost();
    expect(cost.batchCostPaise).toBe(0);
    expect(cost.uncosted).toContain('Mutton');
  });
});

describe('inventory ids', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('staff', 'cook');
  });
  afterAll(() => t.close());

  const add = () =>
    callAs(t.app, staff, 'POST', '/api/inventory/items', { name: 'Last one', quantity: 1, currentPrice: 1 });

  it('finds the one free 4-digit id left, and refuses with 409 when none is', async () => {
    const taken = await t.database.db.selectFrom('inventory_items').select('id').execute();
    const takenIds = new Set(taken.map((row) => row.id));
    const fill = Array.from({ length: 9000 }, (_, i) => 1000 + i).filter((id) => id !== 7777 && !takenIds.has(id));
    for (let start = 0; start < fill.length; start += 500) {
      await t.database.db
        .insertInto('inventory_items')
        .values(
          fill.slice(start, start + 500).map((id) => ({
            id,
            name: `Filler ${id}`,
            category: 'Others',
            quantity: 0,
            unit: 'piece',
            current_price_paise: 0,
            is_active: 1,
            min_quantity: null,
            notes: null,
            last_updated: new Date().toISOString(),
          })),
        )
        .execute();
    }
    const last = await add();
    expect(last.statusCode, last.body).toBe(201);
    expect(last.json().data.id).toBe(7777);
    const none = await add();
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ success: false, code: 'inventory.noFreeId' });
  });
});
