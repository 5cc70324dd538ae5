import { describe, expect, it } from 'vitest';
import { RECIPE_KEYS, recipeSchema } from '#shared/schemas/recipes.ts';
import { RECIPE_BASE_SERVINGS } from '#shared/domain/kitchen/recipe-scaling.ts';
import { SOP_PAGES } from '#shared/content/sop/index.ts';
import { RECIPE_COLLECTIONS } from './index.ts';

const quantities = (date: string, key: string) =>
  Object.fromEntries(
    RECIPE_COLLECTIONS.find((c) => c.date === date)!
      .recipes.find((r) => r.key === key)!
      .ingredients.map((i) => [i.name.en, `${i.quantity} ${i.unit}`]),
  );

describe('the seeded recipe collections', () => {
  it('holds Feb 14, Feb 27 and March 1, each with the three recipes, every one passing the contract', () => {
    expect(RECIPE_COLLECTIONS.map((c) => [c.date, c.name.en, c.badge.en])).toEqual([
      ['2025-02-14', 'Original Mandi Recipe Collection', 'Current Version'],
      ['2025-02-27', 'Updated Mandi Recipe Collection', 'Enhanced Version'],
      ['2025-03-01', 'Updated Mandi Recipe Collection', 'Enhanced Version'],
    ]);
    for (const collection of RECIPE_COLLECTIONS) {
      expect(collection.recipes.map((r) => r.key)).toEqual([...RECIPE_KEYS]);
      for (const recipe of collection.recipes) {
        expect(recipeSchema.parse(recipe)).toEqual(recipe);
        expect(recipe.baseServings).toBe(RECIPE_BASE_SERVINGS);
        expect(recipe.instructions.en.length).toBeGreaterThan(0);
        expect(recipe.instructions.ml).toHaveLength(recipe.instructions.en.length);
        expect(recipe.steps).toHaveLength(collection.date === '2025-02-14' ? 0 : 3);
        expect(recipe.ingredients.every((i) => i.scaling === 'linear' && i.inventoryItemId === null)).toBe(true);
      }
    }
  });

  it('names each recipe’s own video: Feb 14’s meat one guide video, the later meats another, rice and chutney none', () => {
    const videoOf = (date: string, key: string) =>
      RECIPE_COLLECTIONS.find((c) => c.date === date)!.recipes.find((r) => r.key === key)!.videoStepId;
    expect(RECIPE_COLLECTIONS.map((c) => c.recipes.map((r) => [r.key, r.videoStepId]))).toEqual([
      [
        ['mandiMeat', '5-2'],
        ['mandiRice', null],
        ['puliChutney', null],
      ],
      [
        ['mandiMeat', '3-1'],
        ['mandiRice', null],
        ['puliChutney', null],
      ],
      [
        ['mandiMeat', '3-1'],
        ['mandiRice', null],
        ['puliChutney', null],
      ],
    ]);
    // The 14 February meat has no steps, yet plays a video of its own.
    expect(RECIPE_COLLECTIONS[0]!.recipes[0]!.steps).toEqual([]);
    expect(videoOf('2025-02-14', 'mandiMeat')).not.toBe(videoOf('2025-02-27', 'mandiMeat'));
    const guideSteps = new Set(Object.values(SOP_PAGES).flatMap((page) => page.subSteps.map((step) => step.id)));
    for (const date of ['2025-02-14', '2025-02-27', '2025-03-01']) {
      expect(guideSteps.has(videoOf(date, 'mandiMeat')!), date).toBe(true);
    }
  });

  it("uses the guide's meat masala for 20 in Feb 27 and March 1", () => {
    for (const date of ['2025-02-27', '2025-03-01']) {
      expect(quantities(date, 'mandiMeat')).toMatchObject({
        Mutton: '8 kg',
        MSG: '160 g',
        'Rock salt': '50 g',
        'Black pepper': '36 g',
        'White pepper powder': '30 g',
        'Cumin powder': '13 g',
        Cinnamon: '33 g',
        Caraway: '15 g',
        'Cumin seeds': '13 g',
        Coriander: '6 g',
        Cardamom: '11 g',
        Clove: '2 g',
      });
      expect(Object.keys(quantities(date, 'mandiMeat'))).toEqual(
        expect.arrayContaining(['Mutton fat', 'Sarsaparilla root (nannari)']),
      );
    }
    expect(Object.keys(quantities('2025-02-14', 'mandiMeat'))).toEqual(
      expect.arrayContaining(['Meat masala (Mandi Masala)', 'Rock salt', 'Black pepper', 'Clove', 'Ghee']),
    );
  });

  it('holds the rice and chutney base quantities in every collection', () => {
    for (const { date } of RECIPE_COLLECTIONS) {
      expect(quantities(date, 'mandiRice')).toMatchObject({
        'Basmati rice': '4 kg',
        Water: '8 L',
        Onion: '1 kg',
        Ghee: '250 g',
      });
      expect(quantities(date, 'puliChutney')).toMatchObject({ Jaggery: '196 g', Tamarind: '125 g' });
    }
  });

  it('makes March 1 a small revision of Feb 27', () => {
    expect(quantities('2025-02-27', 'mandiMeat')['Mutton fat']).toBe('400 g');
    expect(quantities('2025-03-01', 'mandiMeat')['Mutton fat']).toBe('300 g');
    expect(quantities('2025-02-27', 'mandiRice')['Dried lime (loomi)']).toBe('6 piece');
    expect(quantities('2025-03-01', 'mandiRice')['Dried lime (loomi)']).toBe('8 piece');
  });
});
