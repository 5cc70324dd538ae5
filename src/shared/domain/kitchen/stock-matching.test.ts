import { describe, expect, it } from 'vitest';
import { DEFAULT_INVENTORY } from '#shared/content/default-inventory.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { ingredientKey, MAX_SUGGESTIONS, nameSimilarity, nameWords, suggestItems } from './stock-matching.ts';

/** The built-in list as a new kitchen has it. */
const STOCK: InventoryItem[] = DEFAULT_INVENTORY.map((item) => ({
  ...item,
  quantity: 0,
  currentPrice: 0,
  priceHistory: [],
  isActive: true,
  minQuantity: null,
  notes: null,
  lastUpdated: '2026-11-01T00:00:00.000Z',
  version: 1,
}));

const firstSuggestion = (name: string, unit: string) => suggestItems({ name, unit }, STOCK)[0]?.item.name;

describe('the key a link names an ingredient by', () => {
  it('is the English name trimmed, its spaces single, in lower case', () => {
    expect(ingredientKey('  Dried lime   (loomi) ')).toBe('dried lime (loomi)');
    expect(ingredientKey('Ghee')).toBe(ingredientKey('ghee'));
  });
});

describe('how alike two names are', () => {
  it('reads bracketed aliases, plurals and the words kitchens use for the same thing', () => {
    expect([...nameWords('Dried Lemon (Loomi)')]).toEqual(['dried', 'lemon', 'loomi']);
    expect([...nameWords('Dried lime (loomi)')]).toEqual(['dried', 'lemon', 'loomi']);
    expect([...nameWords('Mandi spice mix')]).toEqual(['mandi', 'masala']);
    expect([...nameWords('Coriander Leaves')]).toEqual(['coriander', 'leaf']);
    expect([...nameWords('Green chillies')]).toEqual(['green', 'chilli']);
    expect([...nameWords('Warm water (for soaking)')]).toEqual(['warm', 'water', 'soaking']);
  });

  it('lets a form word (seeds, powder) cost less than a word naming another part', () => {
    expect(nameSimilarity('Coriander', 'Coriander Seeds')).toBeGreaterThan(
      nameSimilarity('Coriander', 'Coriander Leaves'),
    );
    expect(nameSimilarity('Roasted cumin powder', 'Cumin Powder')).toBeGreaterThan(
      nameSimilarity('Roasted cumin powder', 'Cumin Seeds'),
    );
    expect(nameSimilarity('Ghee', 'ghee')).toBe(1);
  });

  it('finds nothing alike in names that share only a form word, or nothing', () => {
    expect(nameSimilarity('Cumin powder', 'Turmeric Powder')).toBe(0);
    expect(nameSimilarity('Water', 'Sunflower Oil')).toBe(0);
  });
});

describe('suggesting the item an ingredient is bought as', () => {
  it('suggests first each item the needs could not match by exact name and unit', () => {
    expect(firstSuggestion('Caraway', 'g')).toBe('Caraway Seeds');
    expect(firstSuggestion('Coriander', 'g')).toBe('Coriander Seeds');
    expect(firstSuggestion('Dried lime (loomi)', 'piece')).toBe('Dried Lemon (Loomi)');
    expect(firstSuggestion('Mandi spice mix', 'g')).toBe('Mandi Masala');
    expect(firstSuggestion('Meat masala (Mandi Masala)', 'g')).toBe('Mandi Masala');
    expect(firstSuggestion('Ghee', 'g')).toBe('Ghee');
    expect(firstSuggestion('Mutton fat', 'g')).toBe('Mutton Fat');
  });

  it('says when the item is kept as a volume for an ingredient weighed (a density is needed)', () => {
    const [ghee] = suggestItems({ name: 'Ghee', unit: 'g' }, STOCK);
    expect(ghee).toMatchObject({ similarity: 1, needsDensity: true });
    const [caraway] = suggestItems({ name: 'Caraway', unit: 'g' }, STOCK);
    expect(caraway!.needsDensity).toBe(false);
  });

  it('offers only items in a unit that compares, active ones, at most a few', () => {
    // Counted dried limes are not offered stock kept by weight, however alike the names.
    const byWeight = STOCK.map((item) =>
      item.name === 'Dried Lemon (Loomi)' ? { ...item, unit: 'kg' as const } : item,
    );
    expect(suggestItems({ name: 'Dried lime (loomi)', unit: 'piece' }, byWeight)).toEqual([]);
    const inactive = STOCK.map((item) => (item.name === 'Caraway Seeds' ? { ...item, isActive: false } : item));
    expect(suggestItems({ name: 'Caraway', unit: 'g' }, inactive)).toEqual([]);
    expect(suggestItems({ name: 'Water', unit: 'L' }, STOCK)).toEqual([]);
    expect(suggestItems({ name: 'Black salt', unit: 'g' }, STOCK).length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  });

  it('ranks, of names as alike, the one ending in the same word first', () => {
    expect(firstSuggestion('Black salt', 'g')).toBe('Rock Salt');
  });

  it('ranks an item that converts without a density before one that needs it, when the names are as alike', () => {
    const stock = [
      { ...STOCK[0]!, id: 1, name: 'Ghee', unit: 'L' as const },
      { ...STOCK[0]!, id: 2, name: 'Ghee', unit: 'kg' as const },
    ];
    expect(suggestItems({ name: 'Ghee', unit: 'g' }, stock).map((each) => each.item.id)).toEqual([2, 1]);
  });
});
