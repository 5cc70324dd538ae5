import { describe, expect, it } from 'vitest';
import type { Ingredient } from '#shared/schemas/recipes.ts';
import { ingredientNames } from './ingredient-names.ts';

const ingredient = (en: string, ml: string) =>
  ({ name: { en, ml }, quantity: 1, unit: 'kg', scaling: 'linear', inventoryItemId: null }) as Ingredient;

describe("the recipes' ingredient names", () => {
  it('are found by the key a link stores (the English name, trimmed and in lower case)', () => {
    const names = ingredientNames([
      { ingredients: [ingredient('Mutton', 'മട്ടൻ'), ingredient(' Rock Salt ', 'ഇന്തുപ്പ്')] },
      { ingredients: [ingredient('Ghee', 'നെയ്യ്')] },
    ]);
    expect([...names.keys()]).toEqual(['mutton', 'rock salt', 'ghee']);
    expect(names.get('rock salt')).toEqual({ en: ' Rock Salt ', ml: 'ഇന്തുപ്പ്' });
  });
});
