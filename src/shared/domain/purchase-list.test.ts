import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import type { ItemPurchaseDetails } from '#shared/schemas/purchasing.ts';
import type { Ingredient, Recipe } from '#shared/schemas/recipes.ts';
import { packsFor, purchaseList } from './purchase-list.ts';

function item(id: number, overrides: Partial<InventoryItem> = {}): InventoryItem {
  return {
    id,
    name: `Item ${id}`,
    nameMl: `സാധനം ${id}`,
    category: 'Spices',
    quantity: 0,
    unit: 'kg',
    currentPrice: 0,
    priceHistory: [],
    isActive: true,
    minQuantity: null,
    notes: null,
    lastUpdated: '2026-11-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

const KEYS: Recipe['key'][] = ['mandiMeat', 'mandiRice', 'puliChutney'];

function recipe(index: number, ingredients: Ingredient[], baseServings: number): Recipe {
  return {
    key: KEYS[index]!,
    title: { en: KEYS[index]!, ml: KEYS[index]! },
    baseServings,
    ingredients,
    instructions: { en: [], ml: [] },
    steps: [],
  };
}

function details(
  itemId: number,
  supplierName: string | null,
  purchasePack: number,
  more: Partial<ItemPurchaseDetails> = {},
) {
  return {
    itemId,
    supplierName,
    supplierPhone: supplierName ? '9876543210' : null,
    supplierLanguage: 'en' as const,
    supplierEmail: null,
    purchasePack,
    ...more,
  };
}

const base = { from: '2026-12-01', to: '2026-12-07', business: 'Mandi House', links: [] };

describe('the purchase list', () => {
  it('sums the events, takes the stock off and rounds up to whole packs, per supplier, no supplier last', () => {
    const items = [item(1, { quantity: 1 }), item(2, { unit: 'piece' }), item(3, { quantity: 50 })];
    const recipes = [
      recipe(
        0,
        [
          { name: { en: 'Rice', ml: 'അരി' }, quantity: 2, unit: 'kg', scaling: 'linear', inventoryItemId: 1 },
          { name: { en: 'Box', ml: 'പെട്ടി' }, quantity: 20, unit: 'piece', scaling: 'linear', inventoryItemId: 2 },
          { name: { en: 'Salt', ml: 'ഉപ്പ്' }, quantity: 1, unit: 'kg', scaling: 'linear', inventoryItemId: 3 },
        ],
        20,
      ),
    ];
    const list = purchaseList({
      ...base,
      recipes,
      plates: [40, 60, 0],
      items,
      details: new Map([
        [1, details(1, 'Rice Mart', 5)],
        [2, details(2, null, 50)],
        [3, details(3, 'Rice Mart', 1)],
      ]),
    });
    // Rice: 2 kg × 100/20 = 10 kg, less 1 in stock = 9, in packs of 5: 2 packs, 10 kg. Salt: 5 kg, 50 in stock.
    expect(list.map((one) => one.name)).toEqual(['Rice Mart', null]);
    expect(list[0]!.lines).toEqual([{ itemId: 1, name: 'Item 1', quantity: 10, unit: 'kg', packs: 2 }]);
    expect(list[1]!.lines).toEqual([{ itemId: 2, name: 'Item 2', quantity: 100, unit: 'piece', packs: 2 }]);
    expect(list[0]!.whatsappUrl).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(list[1]!.whatsappUrl).toBeNull();
  });

  it("writes a Malayalam supplier's message in Malayalam, with the items' Malayalam names", () => {
    const list = purchaseList({
      ...base,
      recipes: [
        recipe(
          0,
          [{ name: { en: 'Rice', ml: 'അരി' }, quantity: 2, unit: 'kg', scaling: 'linear', inventoryItemId: 1 }],
          20,
        ),
      ],
      plates: [20],
      items: [item(1, { nameMl: 'ബസ്മതി അരി' })],
      details: new Map([[1, details(1, 'Ravi', 1, { supplierLanguage: 'ml' })]]),
    });
    const [ravi] = list;
    expect(ravi!.lines[0]!.name).toBe('ബസ്മതി അരി');
    expect(ravi!.text).toContain('Mandi House വാങ്ങൽ പട്ടിക');
    expect(ravi!.text).toContain('- ബസ്മതി അരി: 2.0 kg (2 × 1.0 kg)');
    expect(decodeURIComponent(ravi!.whatsappUrl!.split('?text=')[1]!)).toBe(ravi!.text);
  });

  it('rounds to packs without float noise', () => {
    expect(packsFor(0.30000000000000004, 0.1)).toBe(3);
    expect(packsFor(0, 5)).toBe(0);
    expect(packsFor(-2, 5)).toBe(0);
    expect(packsFor(5.01, 5)).toBe(2);
  });

  it('equals an independent sum of the recipes’ needs less the stock, rounded up to packs', () => {
    const ingredientArb = fc.record({
      itemId: fc.integer({ min: 1, max: 4 }),
      quantity: fc.integer({ min: 1, max: 5000 }),
      grams: fc.boolean(),
      fixed: fc.boolean(),
    });
    const recipeArb = fc.record({
      base: fc.integer({ min: 1, max: 40 }),
      ingredients: fc.array(ingredientArb, { maxLength: 5 }),
    });
    fc.assert(
      fc.property(
        fc.array(recipeArb, { minLength: 1, maxLength: 3 }),
        fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 5 }),
        fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 4, maxLength: 4 }),
        (recipeSpecs, plates, stocks, packs) => {
          const items = stocks.map((stock, index) => item(index + 1, { quantity: stock / 10 }));
          const recipes = recipeSpecs.map((spec, index) =>
            recipe(
              index,
              spec.ingredients.map((one, at) => ({
                name: { en: `Ingredient ${index}-${at}`, ml: 'ചേരുവ' },
                quantity: one.quantity / 100,
                unit: one.grams ? 'g' : 'kg',
                scaling: one.fixed ? 'fixed' : 'linear',
                inventoryItemId: one.itemId,
              })),
              spec.base,
            ),
          );
          const packOf = (id: number) => packs[id - 1]! / 4;
          const list = purchaseList({
            ...base,
            recipes,
            plates,
            items,
            details: new Map(items.map((one) => [one.id, details(one.id, one.id % 2 ? 'Odd' : null, packOf(one.id))])),
          });

          // The independent sum, in kg: an event of 13 plates or fewer cooks the base recipe.
          const expected = new Map<number, number>();
          for (const people of plates.filter((count) => count > 0)) {
            recipeSpecs.forEach((spec) => {
              const servings = people <= 13 ? spec.base : people;
              for (const one of spec.ingredients) {
                const quantity = one.quantity / 100 / (one.grams ? 1000 : 1);
                const amount = one.fixed ? quantity : (quantity * servings) / spec.base;
                expected.set(one.itemId, (expected.get(one.itemId) ?? 0) + amount);
              }
            });
          }
          const got = new Map(list.flatMap((one) => one.lines).map((line) => [line.itemId, line]));
          for (const one of items) {
            const toBuy = (expected.get(one.id) ?? 0) - one.quantity;
            const line = got.get(one.id);
            if (toBuy <= 1e-6) {
              expect(line).toBeUndefined();
              continue;
            }
            const pack = packOf(one.id);
            expect(line, `item ${one.id}`).toBeDefined();
            // Whole packs that cover what is to buy, and one pack fewer would not.
            expect(line!.quantity).toBeCloseTo(line!.packs * pack, 6);
            expect(line!.packs * pack).toBeGreaterThanOrEqual(toBuy - 1e-6);
            expect((line!.packs - 1) * pack).toBeLessThan(toBuy + 1e-6);
            expect(list.find((group) => group.lines.includes(line!))!.name).toBe(one.id % 2 ? 'Odd' : null);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
