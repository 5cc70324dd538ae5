import { describe, expect, it } from 'vitest';
import { toCsv } from '#shared/domain/csv.ts';
import { INVENTORY_CSV_COLUMNS, storedInventoryItemSchema } from '#shared/schemas/inventory.ts';
import { inventoryItem } from '#web/test/factories.ts';
import { csvToSeedItems, inventoryJson, readImport } from './transfer.ts';

describe('the JSON export', () => {
  it('writes the items as the server answers them: the one shape its import takes back, prices in rupees', () => {
    const item = inventoryItem(1234, 'Cardamom', {
      category: 'Spices',
      quantity: 0.5,
      currentPrice: 2500.5,
      priceHistory: [
        { date: '2026-11-01T00:00:00.000Z', price: 2000, changedBy: null },
        { date: '2026-11-02T00:00:00.000Z', price: 2500.5, changedBy: 'Anu' },
      ],
      minQuantity: 0.2,
    });
    const written = JSON.parse(inventoryJson([item, inventoryItem(5, 'Salt', { notes: 'Rock' })])) as unknown[];
    expect(written.map((each) => storedInventoryItemSchema.parse(each))).toEqual([
      item,
      inventoryItem(5, 'Salt', { notes: 'Rock' }),
    ]);
    expect(written[0]).toMatchObject({ currentPrice: 2500.5, priceHistory: [{ price: 2000 }, { price: 2500.5 }] });
  });
});

describe('reading an import', () => {
  const csv = toCsv(INVENTORY_CSV_COLUMNS, [
    [
      1234,
      'Chilli, "Kashmiri"',
      'കാശ്മീരി മുളക്',
      'Spices',
      2.5,
      'kg',
      { decimal: 420.5, digits: 2 },
      true,
      1,
      '=HYPERLINK("x")',
      '2026-11-01T00:00:00.000Z',
    ],
    [
      1235,
      'Paper plates',
      null,
      'Kitchen Supplies',
      3,
      'pack',
      { decimal: 0, digits: 2 },
      false,
      null,
      null,
      '2026-11-02T00:00:00.000Z',
    ],
  ]);

  it("reads the server's CSV back into items", () => {
    expect(csvToSeedItems(csv)).toEqual([
      {
        id: 1234,
        name: 'Chilli, "Kashmiri"',
        nameMl: 'കാശ്മീരി മുളക്',
        category: 'Spices',
        quantity: 2.5,
        unit: 'kg',
        currentPrice: 420.5,
        isActive: true,
        minQuantity: 1,
        notes: '=HYPERLINK("x")',
        lastUpdated: '2026-11-01T00:00:00.000Z',
        priceHistory: [],
      },
      {
        id: 1235,
        name: 'Paper plates',
        // An empty Malayalam name is none (left out, the import would keep the stored one).
        nameMl: null,
        category: 'Kitchen Supplies',
        quantity: 3,
        unit: 'pack',
        currentPrice: 0,
        isActive: false,
        lastUpdated: '2026-11-02T00:00:00.000Z',
        priceHistory: [],
      },
    ]);
  });

  it('leaves a missing column missing and a bad value as written, for the server to name', () => {
    const items = csvToSeedItems('id,name,quantity,isActive\n7,Salt,lots,maybe\n');
    expect(items).toEqual([{ id: 7, name: 'Salt', quantity: 'lots', isActive: 'maybe', priceHistory: [] }]);
    expect(csvToSeedItems('id,priceHistory\n7,"[{""date"":""2026-01-01"",""price"":5}]"\n')).toEqual([
      { id: 7, priceHistory: [{ date: '2026-01-01', price: 5 }] },
    ]);
  });

  it('takes JSON as JSON and anything else as CSV', () => {
    expect(readImport('[{"id":1}]')).toEqual({ ok: true, items: [{ id: 1 }] });
    expect(readImport('{"id":1}')).toEqual({ ok: true, items: { id: 1 } });
    expect(readImport('\uFEFF[]', 'inventory.json')).toEqual({ ok: true, items: [] });
    expect(readImport('[{"id":1}', 'x.txt')).toEqual({ ok: false, reason: 'unreadable' });
    expect(readImport('id,name\n', 'inventory.json')).toEqual({ ok: false, reason: 'unreadable' });
    expect(readImport(csv, 'inventory.csv')).toMatchObject({ ok: true, items: [{ id: 1234 }, { id: 1235 }] });
    expect(readImport('  \n')).toEqual({ ok: false, reason: 'empty' });
  });
});
