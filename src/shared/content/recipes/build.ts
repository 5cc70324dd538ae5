import type { Ingredient, RecipeStep } from '#shared/schemas/recipes.ts';

/** Builders for the recipe book's content: every quantity is for the recipe's 20 base servings. */

export const text = (en: string, ml: string) => ({ en, ml });

/** An ingredient that scales linearly and is not yet linked to an inventory item. */
export function ingredient(en: string, ml: string, quantity: number | null, unit: string): Ingredient {
  return { name: { en, ml }, quantity, unit, scaling: 'linear', inventoryItemId: null };
}

/** Numbered instructions: pairs of English and Malayalam lines, kept the same count by construction. */
export function instructions(lines: [en: string, ml: string][]): { en: string[]; ml: string[] } {
  return { en: lines.map(([en]) => en), ml: lines.map(([, ml]) => ml) };
}

export function step(
  title: [en: string, ml: string],
  description: [en: string, ml: string],
  videoStepId: string | null,
): RecipeStep {
  return { title: text(...title), description: text(...description), videoStepId };
}
