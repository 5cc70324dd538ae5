import { describe, expect, it } from 'vitest';
import { inventoryItem } from '#web/test/factories.ts';
import { itemsByCategory, matchesSearch, shownItems, type StockFilter } from './stock-filter.ts';

const MUTTON = inventoryItem(1, 'Mutton', { category: 'Meat', nameMl: 'മട്ടൻ' });
const CUMIN = inventoryItem(2, 'Cumin Powder', { category: 'Spices', notes: 'Roasted in the shop' });
const OLD_GHEE = inventoryItem(3, 'Ghee', { category: 'Oils & Fats', isActive: false });
const CHICKEN = inventoryItem(4, 'Chicken', { category: 'Meat' });
const ALL = [MUTTON, CUMIN, OLD_GHEE, CHICKEN];

const filter = (change: Partial<StockFilter> = {}): StockFilter => ({
  search: '',
  category: 'all',
  showInactive: false,
  ...change,
});

describe('the search', () => {
  it('finds the words typed in the name, the Malayalam name or the notes, in any case', () => {
    expect(matchesSearch(MUTTON, '  MUT ')).toBe(true);
    expect(matchesSearch(MUTTON, 'മട്ട')).toBe(true);
    expect(matchesSearch(CUMIN, 'roasted')).toBe(true);
    expect(matchesSearch(CUMIN, 'mutton')).toBe(false);
  });

  it('takes every item when nothing but spaces is typed', () => {
    expect(matchesSearch(CHICKEN, '   ')).toBe(true);
  });
});

describe('the items the list shows', () => {
  it('leaves inactive items out unless asked for', () => {
    expect(shownItems(ALL, filter())).toEqual([MUTTON, CUMIN, CHICKEN]);
    expect(shownItems(ALL, filter({ showInactive: true }))).toEqual(ALL);
  });

  it('keeps the chosen category and the search together', () => {
    expect(shownItems(ALL, filter({ category: 'Meat' }))).toEqual([MUTTON, CHICKEN]);
    expect(shownItems(ALL, filter({ category: 'Meat', search: 'chick' }))).toEqual([CHICKEN]);
    expect(shownItems(ALL, filter({ category: 'Spices', search: 'chick' }))).toEqual([]);
  });
});

describe('the items by category', () => {
  it("groups them in the categories' order and leaves out a category without items", () => {
    expect(itemsByCategory([CUMIN, MUTTON, OLD_GHEE, CHICKEN])).toEqual([
      { category: 'Spices', items: [CUMIN] },
      { category: 'Meat', items: [MUTTON, CHICKEN] },
      { category: 'Oils & Fats', items: [OLD_GHEE] },
    ]);
    expect(itemsByCategory([])).toEqual([]);
  });
});
