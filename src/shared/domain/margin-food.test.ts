import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import type { EventNeeds, NeedLine } from './kitchen/event-needs.ts';
import { stockAfterUsage } from './kitchen/event-usage.ts';
import { foodCost, itemsPricedOn } from './margin-food.ts';

const DAY = '2026-03-01';

/** An item priced `before` (rupees) until after DAY and `after` since; today's price is `after`. */
function item(id: number, before: number, after: number): InventoryItem {
  return {
    id,
    name: `Item ${id}`,
    nameMl: null,
    category: 'Others',
    quantity: 0,
    unit: 'kg',
    currentPrice: after,
    priceHistory: [
      { date: '2026-01-01T06:00:00.000Z', price: before, changedBy: null },
      { date: '2026-06-01T06:00:00.000Z', price: after, changedBy: null },
    ],
    isActive: true,
    minQuantity: null,
    notes: null,
    lastUpdated: '2026-06-01T06:00:00.000Z',
    version: 1,
  };
}

/** The recipes' needs of these items at their prices on DAY, as foodCostOn makes them. */
function needsOf(items: InventoryItem[], needed: Map<number, number>): EventNeeds {
  const lines: NeedLine[] = itemsPricedOn(items, DAY)
    .filter((each) => needed.has(each.id))
    .map((each) => {
      const pricePaise = Math.round(each.currentPrice * 100);
      const amount = needed.get(each.id)!;
      return {
        key: `item:${each.id}`,
        name: { en: each.name, ml: each.name },
        ingredient: each.name.toLowerCase(),
        linked: false,
        recipes: [],
        status: 'ok',
        itemId: each.id,
        itemName: each.name,
        itemNameMl: null,
        itemUnit: 'kg',
        needed: amount,
        unit: 'kg',
        inStock: 0,
        toBuy: amount,
        pricePaise,
        costPaise: Math.round(amount * pricePaise),
        buyCostPaise: Math.round(amount * pricePaise),
        lowStock: true,
      };
    });
  const total = lines.reduce((sum, line) => sum + line.costPaise!, 0);
  return {
    people: 10,
    lines,
    totalCostPaise: total,
    shoppingCostPaise: total,
    topExpenses: [],
    shopping: lines,
    unchecked: [],
    unpriced: [],
  };
}

const rupees = fc.integer({ min: 0, max: 200_000 }).map((paise) => paise / 100);
const amount = fc.integer({ min: 0, max: 50_000 }).map((grams) => grams / 1000);

describe('foodCost (recorded where the kitchen recorded, estimated elsewhere)', () => {
  const world = fc
    .array(fc.tuple(rupees, rupees, fc.option(amount), fc.option(amount)), { minLength: 1, maxLength: 10 })
    .map((rows) => ({
      items: rows.map(([before, after], index) => item(1000 + index, before, after)),
      needed: new Map(rows.flatMap(([, , need], index) => (need === null ? [] : [[1000 + index, need] as const]))),
      recorded: rows.flatMap(([, , , used], index) =>
        used === null ? [] : [{ itemId: 1000 + index, quantity: used }],
      ),
    }));

  it('is each recorded item at what was used plus each other needed item at its estimate, at the day’s prices', () => {
    fc.assert(
      fc.property(world, ({ items, needed, recorded }) => {
        const needs = needsOf(items, needed);
        const cost = foodCost(needs, recorded, items, DAY);
        // Independently: the price on DAY is the `before` price of the history, in paise.
        const dayPaise = (id: number) => Math.round(items.find((each) => each.id === id)!.priceHistory[0]!.price * 100);
        const recordedIds = new Set(recorded.map((line) => line.itemId));
        const fromRecord = recorded.reduce((sum, line) => sum + Math.round(line.quantity * dayPaise(line.itemId)), 0);
        const fromEstimate = [...needed]
          .filter(([id]) => !recordedIds.has(id))
          .reduce((sum, [id, need]) => sum + Math.round(need * dayPaise(id)), 0);
        expect(cost.totalPaise).toBe(fromRecord + fromEstimate);
        expect(cost.lines.reduce((sum, line) => sum + line.costPaise, 0)).toBe(cost.totalPaise);
        for (const line of cost.lines) expect(line.source === 'recorded').toBe(recordedIds.has(line.itemId));
        const estimatedLeft = cost.lines.some((line) => line.source === 'estimate');
        expect(cost.source).toBe(!recorded.length ? 'estimate' : estimatedLeft ? 'mixed' : 'recorded');
      }),
    );
  });

  it('without a record is the estimate, to the paisa', () => {
    fc.assert(
      fc.property(world, ({ items, needed }) => {
        const needs = needsOf(items, needed);
        const cost = foodCost(needs, [], items, DAY);
        expect(cost.totalPaise).toBe(needs.totalCostPaise);
        expect(cost.source).toBe('estimate');
      }),
    );
  });

  it('counts an item only the kitchen recorded, and one recorded without a price as not costed', () => {
    const items = [item(1, 100, 900), item(2, 0, 0)];
    const cost = foodCost(
      null,
      [
        { itemId: 1, quantity: 1.5 },
        { itemId: 2, quantity: 3 },
      ],
      items,
      DAY,
    );
    expect(cost).toMatchObject({ totalPaise: 15_000, source: 'recorded', uncosted: [{ en: 'Item 2' }] });
  });
});

describe('stockAfterUsage', () => {
  const stockArb = fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), amount), { maxLength: 6 });
  const record = fc
    .uniqueArray(fc.tuple(fc.integer({ min: 1, max: 6 }), amount), { selector: ([id]) => id, maxLength: 6 })
    .map((rows) => rows.map(([itemId, quantity]) => ({ itemId, quantity })));
  const stockOf = (rows: [number, number][]) => {
    const map = new Map<number, number>([1, 2, 3, 4, 5, 6].map((id) => [id, 0]));
    for (const [id, held] of rows) map.set(id, held);
    return map;
  };

  it('a correction leaves the stock as if only the corrected record had been saved (never counted twice)', () => {
    fc.assert(
      fc.property(stockArb, record, record, (rows, first, second) => {
        const start = stockOf(rows);
        const once = stockAfterUsage(start, [], first);
        const corrected = stockAfterUsage(once.stock, once.lines, second);
        const direct = stockAfterUsage(start, [], second);
        for (const [id, held] of direct.stock) expect(corrected.stock.get(id)).toBeCloseTo(held, 6);
        for (const line of corrected.lines) {
          expect(line.takenFromStock).toBeGreaterThanOrEqual(0);
          expect(line.takenFromStock).toBeLessThanOrEqual(line.quantity);
        }
        for (const held of corrected.stock.values()) expect(held).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('takes what the stock holds and no more', () => {
    const result = stockAfterUsage(new Map([[1, 1.5]]), [], [{ itemId: 1, quantity: 2 }]);
    expect(result.stock.get(1)).toBe(0);
    expect(result.lines).toEqual([{ itemId: 1, quantity: 2, takenFromStock: 1.5 }]);
  });
});
