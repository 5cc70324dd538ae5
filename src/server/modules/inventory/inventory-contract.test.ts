import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importPlanReply,
  inventoryItemReply,
  inventoryItemSchema,
  inventoryListReply,
} from '#shared/schemas/inventory.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';

/**
 * The inventory's one item shape, both ways: what GET /api/inventory answers is what POST
 * /api/inventory and the import take, and what the import takes is what the read answers.
 */
describe('the inventory item contract', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('staff', 'cook');
  });
  afterAll(() => t.close());

  const list = async () => {
    const response = await callAs(t.app, staff, 'GET', '/api/inventory');
    expect(response.statusCode, response.body).toBe(200);
    return inventoryListReply.parse(response.json()).data;
  };

  it('takes back the very items it answered, to the save and to the import, and nothing changes', async () => {
    // Items with all the shape holds: a Malayalam name, paise in prices, a price history with names, a minimum, notes.
    const added = await callAs(t.app, staff, 'POST', '/api/inventory/items', {
      name: 'Saffron (contract)',
      nameMl: 'കുങ്കുമപ്പൂ (കരാർ)',
      quantity: 0.25,
      unit: 'g',
      currentPrice: 250.55,
      minQuantity: 0.1,
      notes: 'Kashmiri, "Mongra"',
    });
    expect(added.statusCode, added.body).toBe(201);
    const saffron = inventoryItemReply.parse(added.json()).data;
    const changed = await callAs(t.app, staff, 'PATCH', `/api/inventory/${saffron.id}`, {
      currentPrice: 260.07,
      version: saffron.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const response = await callAs(t.app, staff, 'GET', '/api/inventory');
    const answered = (response.json() as { data: unknown[] }).data;
    const before = await list();
    expect(before.find((item) => item.id === saffron.id)).toMatchObject({
      nameMl: 'കുങ്കുമപ്പൂ (കരാർ)',
      currentPrice: 260.07,
      minQuantity: 0.1,
      notes: 'Kashmiri, "Mongra"',
      priceHistory: [
        { price: 250.55, changedBy: 'cook' },
        { price: 260.07, changedBy: 'cook' },
      ],
    });

    const preview = await callAs(t.app, staff, 'POST', '/api/inventory/import', { items: answered, apply: false });
    expect(preview.statusCode, preview.body).toBe(200);
    const nothing = { added: [], changed: [], unchanged: answered.length };
    expect(importPlanReply.parse(preview.json()).data).toEqual(nothing);

    const saved = await callAs(t.app, staff, 'POST', '/api/inventory', answered);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(importPlanReply.parse(saved.json())).toEqual({ success: true, applied: true, data: nothing });
    expect(await list()).toEqual(before);
  });

  it('answers exactly the fields the import takes (prices in rupees), and what the import takes reads as an item', async () => {
    const [first] = await list();
    // The read's fields are the one schema's: no paise, nothing else beside them.
    expect(Object.keys(first!).sort()).toEqual(Object.keys(inventoryItemSchema.shape).sort());
    expect(Object.keys(first!.priceHistory[0]!).sort()).toEqual(['changedBy', 'date', 'price']);

    // An older JSON export, as the import takes it: no version, no names on prices, no minimum or notes.
    const exportedItem = {
      id: 30_001,
      name: 'Tamarind (contract)',
      category: 'Others',
      quantity: 1.25,
      unit: 'kg',
      currentPrice: 120.5,
      priceHistory: [{ date: '2026-11-01T00:00:00.000Z', price: 120.5 }],
      isActive: true,
      lastUpdated: '2026-11-01T00:00:00.000Z',
    };
    const preview = await callAs(t.app, staff, 'POST', '/api/inventory/import', {
      items: [exportedItem],
      apply: false,
    });
    expect(importPlanReply.parse(preview.json()).data.added).toEqual([{ id: 30_001, name: 'Tamarind (contract)' }]);
    const read = inventoryItemSchema.parse(exportedItem);
    expect(read).toEqual({
      ...exportedItem,
      priceHistory: [{ ...exportedItem.priceHistory[0], changedBy: null }],
      minQuantity: null,
      notes: null,
    });

    const applied = await callAs(t.app, staff, 'POST', '/api/inventory/import', { items: [exportedItem], apply: true });
    expect(applied.statusCode, applied.body).toBe(200);
    // A Malayalam name left out of a new item is none.
    expect((await list()).find((item) => item.id === 30_001)).toEqual({ ...read, nameMl: null, version: 1 });
  });
});
