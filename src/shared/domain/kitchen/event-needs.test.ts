import { describe, expect, it } from 'vitest';
import { MARCH_1_RECIPES } from '#shared/content/recipes/march-1.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import type { Ingredient, Recipe } from '#shared/schemas/recipes.ts';
import { eventNeeds, formatNeedQuantity, matchItem, TOP_EXPENSES, type StockLink } from './event-needs.ts';

function item(id: number, name: string, overrides: Partial<InventoryItem> = {}): InventoryItem {
  return {
    id,
    name,
    nameMl: null,
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

function ingredient(en: string, quantity: number | null, unit: string, more: Partial<Ingredient> = {}): Ingredient {
  return { name: { en, ml: `${en} (ml)` }, quantity, unit, scaling: 'linear', inventoryItemId: null, ...more };
}

function recipe(key: Recipe['key'], ingredients: Ingredient[], baseServings = 20): Recipe {
  return {
    key,
    title: { en: key, ml: key },
    baseServings,
    ingredients,
    instructions: { en: [], ml: [] },
    steps: [],
  };
}

describe('matching an ingredient to an inventory item', () => {
  const items = [item(1, 'Rock Salt'), item(2, 'Mutton', { isActive: false }), item(3, 'mutton'), item(4, 'Ghee')];
  const found = (...args: Parameters<typeof matchItem>) => {
    const match = matchItem(...args);
    return match && { id: match.item.id, via: match.via };
  };

  it("takes the owner's link first, then the recipe's, else the exact name in any case, an active item first", () => {
    const links: StockLink[] = [{ ingredient: 'salt', itemId: 1, gramsPerMl: null }];
    expect(found(ingredient(' Salt ', 1, 'g'), items, links)).toEqual({ id: 1, via: 'link' });
    expect(found(ingredient('Ghee', 1, 'g', { inventoryItemId: 1 }), items, links)).toEqual({ id: 1, via: 'recipe' });
    // The owner's link wins over the recipe's own.
    expect(found(ingredient('Salt', 1, 'g', { inventoryItemId: 4 }), items, links)).toEqual({ id: 1, via: 'link' });
    expect(found(ingredient('  rock SALT ', 1, 'g'), items)).toEqual({ id: 1, via: 'name' });
    expect(found(ingredient('Mutton', 1, 'kg'), items)).toEqual({ id: 3, via: 'name' });
    // A link to an item since removed falls back to the recipe's link, then the name.
    const gone: StockLink[] = [{ ingredient: 'ghee', itemId: 99, gramsPerMl: 0.9 }];
    expect(found(ingredient('Ghee', 1, 'g', { inventoryItemId: 98 }), items, gone)).toEqual({ id: 4, via: 'name' });
  });

  it("carries the link's density", () => {
    const links: StockLink[] = [{ ingredient: 'ghee', itemId: 4, gramsPerMl: 0.91 }];
    expect(matchItem(ingredient('Ghee', 1, 'g'), items, links)?.gramsPerMl).toBe(0.91);
  });

  it('finds nothing for a name that is not exactly an item', () => {
    expect(matchItem(ingredient('Salt', 1, 'g'), items)).toBeNull();
    expect(matchItem(ingredient('Rock salt crystals', 1, 'g'), items)).toBeNull();
  });
});

describe('the quantity display', () => {
  it('shows two decimals and the unit', () => {
    expect(formatNeedQuantity(2.4, 'kg')).toBe('2.40 kg');
    expect(formatNeedQuantity(0.005, 'kg')).toBe('0.01 kg');
    expect(formatNeedQuantity(16, 'L')).toBe('16.00 L');
    expect(formatNeedQuantity(-0.001, 'kg')).toBe('0.00 kg');
    expect(formatNeedQuantity(0, 'kg')).toBe('0.00 kg');
    expect(formatNeedQuantity(0.004, 'kg')).toBe('< 0.01 kg');
    expect(formatNeedQuantity(3, '')).toBe('3.00');
  });
});

describe("an event's needs", () => {
  it('scales to the people, converts to the item unit, and counts stock, what to buy and its cost', () => {
    const recipes = [
      recipe('mandiMeat', [ingredient('Mutton', 8, 'kg'), ingredient('Rock salt', 50, 'g')]),
      recipe('mandiRice', [ingredient('Rock salt', 30, 'g'), ingredient('Sunflower oil', 100, 'ml')]),
    ];
    const items = [
      item(10, 'Mutton', { category: 'Meat', quantity: 5, currentPrice: 800 }),
      item(11, 'Rock Salt', { quantity: 1, currentPrice: 40 }),
      item(12, 'Sunflower Oil', { unit: 'L', quantity: 0.1, currentPrice: 150.5 }),
    ];
    const needs = eventNeeds(recipes, 50, items);
    expect(needs.people).toBe(50);
    const [mutton, salt, oil] = needs.lines;
    expect(mutton).toMatchObject({
      status: 'ok',
      itemId: 10,
      needed: 20,
      unit: 'kg',
      inStock: 5,
      toBuy: 15,
      pricePaise: 80_000,
      costPaise: 1_600_000,
      buyCostPaise: 1_200_000,
      lowStock: true,
    });
    // The same item in two recipes is one line: (50 + 30) g × 2.5 = 0.2 kg, all in stock.
    expect(salt).toMatchObject({
      itemId: 11,
      recipes: ['mandiMeat', 'mandiRice'],
      needed: 0.2,
      inStock: 1,
      toBuy: 0,
      costPaise: 800,
      buyCostPaise: 0,
      lowStock: false,
    });
    expect(oil).toMatchObject({ needed: 0.25, unit: 'L', toBuy: 0.15, costPaise: 3763, buyCostPaise: 2258 });
    expect(needs.lines).toHaveLength(3);
    expect(needs.totalCostPaise).toBe(1_600_000 + 800 + 3763);
    expect(needs.shoppingCostPaise).toBe(1_200_000 + 2258);
    expect(needs.shopping.map((line) => line.itemId)).toEqual([10, 12]);
    expect(needs.unchecked).toEqual([]);
    expect(needs.unpriced).toEqual([]);
  });

  it('buys nothing of an item whose stock is above the need', () => {
    const needs = eventNeeds([recipe('mandiMeat', [ingredient('Mutton', 8, 'kg')])], 20, [
      item(1, 'Mutton', { quantity: 30, currentPrice: 900 }),
    ]);
    expect(needs.lines[0]).toMatchObject({ needed: 8, inStock: 30, toBuy: 0, buyCostPaise: 0, costPaise: 720_000 });
    expect(needs.shopping).toEqual([]);
    expect(needs.shoppingCostPaise).toBe(0);
    expect(needs.totalCostPaise).toBe(720_000);
  });

  it('lists an unlinked ingredient and one whose unit does not convert for the cook to check, uncosted', () => {
    const needs = eventNeeds(
      [
        recipe('mandiRice', [
          ingredient('Water', 8, 'L'),
          ingredient('Ghee', 250, 'g'),
          ingredient('Dried lime (loomi)', 6, 'piece', { inventoryItemId: 7 }),
          ingredient('Paper', null, 'as needed'),
        ]),
      ],
      40,
      [item(5, 'Ghee', { unit: 'L', quantity: 9, currentPrice: 600 }), item(7, 'Dried Lemon (Loomi)')],
    );
    expect(needs.lines.map((line) => [line.name.en, line.status, line.needed, line.unit])).toEqual([
      ['Water', 'unlinked', 16, 'L'],
      ['Ghee', 'unitMismatch', 500, 'g'],
      ['Dried lime (loomi)', 'unitMismatch', 12, 'piece'],
    ]);
    expect(needs.lines[0]).toMatchObject({ itemId: null, inStock: null, toBuy: null, costPaise: null });
    expect(needs.lines[1]).toMatchObject({
      ingredient: 'ghee',
      linked: false,
      itemId: 5,
      itemName: 'Ghee',
      itemUnit: 'L',
      inStock: null,
      costPaise: null,
    });
    expect(needs.unchecked).toHaveLength(3);
    expect(needs.shopping).toEqual([]);
    expect(needs.totalCostPaise).toBe(0);
  });

  it('follows the scaling mode and the base of each recipe, and flags items without a price', () => {
    const needs = eventNeeds(
      [
        recipe(
          'puliChutney',
          [
            ingredient('Tamarind', 125, 'g', { scaling: 'fixed' }),
            ingredient('Jaggery', 100, 'g', { scaling: 'damped' }),
          ],
          10,
        ),
      ],
      40,
      [item(1, 'Tamarind', { category: 'Others' }), item(2, 'Jaggery', { currentPrice: 60 })],
    );
    expect(needs.lines[0]).toMatchObject({ needed: 0.125, toBuy: 0.125, costPaise: 0 });
    expect(needs.lines[1]!.needed).toBeCloseTo(0.1 * 4 ** 0.8, 6);
    expect(needs.unpriced.map((line) => line.itemId)).toEqual([1]);
    expect(needs.topExpenses.map((line) => line.itemId)).toEqual([2]);
  });

  it('shows at most the five biggest expenses, biggest first', () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    const needs = eventNeeds(
      [
        recipe(
          'mandiMeat',
          names.map((name) => ingredient(name, 1, 'kg')),
        ),
      ],
      20,
      names.map((name, index) => item(index + 1, name, { currentPrice: [0.05, 0.7, 0.3, 0, 0.9, 0.1, 0.6][index]! })),
    );
    expect(needs.topExpenses).toHaveLength(TOP_EXPENSES);
    expect(needs.topExpenses.map((line) => line.name.en)).toEqual(['E', 'B', 'G', 'C', 'F']);
  });

  it('keeps float noise out of the sums', () => {
    const needs = eventNeeds(
      [recipe('mandiMeat', [ingredient('Clove', 0.1, 'g'), ingredient('Clove', 0.2, 'g')])],
      20,
      [item(1, 'Clove', { unit: 'g', quantity: 0.3 })],
    );
    expect(needs.lines[0]).toMatchObject({ needed: 0.3, toBuy: 0 });
  });

  it("compares a linked ingredient with its item's stock in the item's unit, a weight with a volume by the density", () => {
    const recipes = [
      recipe('mandiMeat', [ingredient('Caraway', 15, 'g'), ingredient('Mutton fat', 400, 'g')]),
      recipe('mandiRice', [ingredient('Ghee', 250, 'g'), ingredient('Dried lime (loomi)', 8, 'piece')]),
    ];
    const items = [
      item(1, 'Caraway Seeds', { quantity: 0.01, currentPrice: 900 }),
      item(2, 'Mutton Fat', { unit: 'L', quantity: 0.5 }),
      item(3, 'Ghee', { unit: 'L', quantity: 0.2, currentPrice: 600, nameMl: 'നെയ്യ്' }),
      item(4, 'Dried Lemon (Loomi)', { unit: 'piece', quantity: 10 }),
    ];
    const unlinked = eventNeeds(recipes, 40, items);
    // Stock kept under a near name in a unit that converts is found without a link.
    expect(unlinked.unchecked.map((line) => [line.name.en, line.status])).toEqual([
      ['Mutton fat', 'unitMismatch'],
      ['Ghee', 'unitMismatch'],
    ]);
    const found = (name: string) => unlinked.lines.find((each) => each.name.en === name)!;
    expect(found('Caraway')).toMatchObject({ status: 'ok', linked: false, itemName: 'Caraway Seeds', toBuy: 0.02 });
    expect(found('Dried lime (loomi)')).toMatchObject({ status: 'ok', itemName: 'Dried Lemon (Loomi)', toBuy: 6 });
    // One that is not the same thing at heart ('Rock salt crystals' is crystals) is never guessed.
    expect(matchItem(ingredient('Rock salt crystals', 1, 'g'), [item(9, 'Rock Salt')])).toBeNull();
    // Two near names: the cook links the right one.
    expect(matchItem(ingredient('Caraway', 1, 'g'), [item(1, 'Caraway Seeds'), item(2, 'Caraway Powder')])).toBeNull();

    const links: StockLink[] = [
      { ingredient: 'caraway', itemId: 1, gramsPerMl: null },
      { ingredient: 'ghee', itemId: 3, gramsPerMl: 0.9 },
      { ingredient: 'dried lime (loomi)', itemId: 4, gramsPerMl: null },
      // Linked, but without a density: still not comparable.
      { ingredient: 'mutton fat', itemId: 2, gramsPerMl: null },
    ];
    const needs = eventNeeds(recipes, 40, items, links);
    const line = (name: string) => needs.lines.find((each) => each.name.en === name)!;
    // 15 g × 2 = 30 g = 0.03 kg against 0.01 kg in stock.
    expect(line('Caraway')).toMatchObject({ status: 'ok', linked: true, needed: 0.03, unit: 'kg', toBuy: 0.02 });
    // 250 g × 2 = 500 g at 0.9 g/ml = 0.5556 L against 0.2 L.
    expect(line('Ghee')).toMatchObject({ status: 'ok', linked: true, unit: 'L', inStock: 0.2, itemNameMl: 'നെയ്യ്' });
    expect(line('Ghee').needed).toBeCloseTo(0.555556, 6);
    expect(line('Dried lime (loomi)')).toMatchObject({ status: 'ok', needed: 16, unit: 'piece', toBuy: 6 });
    expect(line('Mutton fat')).toMatchObject({ status: 'unitMismatch', linked: true, unit: 'g', needed: 800 });
    expect(needs.unchecked.map((each) => each.name.en)).toEqual(['Mutton fat']);
  });

  it('reads the seeded March 1 recipes against the seeded names: Mutton for 50 people is 20.00 kg', () => {
    const needs = eventNeeds(MARCH_1_RECIPES, 50, [
      item(1, 'Mutton', { category: 'Meat', currentPrice: 800 }),
      item(2, 'Basmati Rice', { category: 'Grains & Rice' }),
    ]);
    const mutton = needs.lines.find((line) => line.itemId === 1)!;
    expect(formatNeedQuantity(mutton.needed, mutton.unit)).toBe('20.00 kg');
    expect(mutton.costPaise).toBe(1_600_000);
    expect(needs.lines.find((line) => line.itemId === 2)).toMatchObject({ needed: 10 });
    expect(needs.unchecked.some((line) => line.name.en === 'Water')).toBe(true);
  });
});
