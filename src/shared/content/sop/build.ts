import type { Recipe, RecipeKey } from '#shared/schemas/recipes.ts';
import { formatAmount, unitKind } from '#shared/domain/kitchen/amounts.ts';
import { MARCH_1_RECIPES } from '../recipes/march-1.ts';
import type { Bilingual, SopItem } from './types.ts';

/** One text in both languages. */
export function text(en: string, ml: string): Bilingual {
  return { en, ml };
}

/** A material or ingredient; `quantityMl` only when the quantity has words. */
export function item(en: string, ml: string, quantity: string, quantityMl?: string): SopItem {
  return quantityMl === undefined ? { name: { en, ml }, quantity } : { name: { en, ml }, quantity, quantityMl };
}

export const AS_NEEDED = { quantity: 'as needed', quantityMl: 'ആവശ്യത്തിന്' } as const;

/**
 * The recipes the guide pages' ingredient panels are taken from: the newest collection of the recipe
 * book (1 March 2025), the one the recipe calculator opens on.
 */
export const GUIDE_RECIPES: readonly Recipe[] = MARCH_1_RECIPES;

/** A guide recipe's ingredient (by its English name), with the recipe's quantity, unit and scaling mode. */
export function recipeItem(key: RecipeKey, en: string): SopItem {
  const ingredient = GUIDE_RECIPES.find((recipe) => recipe.key === key)?.ingredients.find((one) => one.name.en === en);
  if (!ingredient || ingredient.quantity === null) throw new Error(`The ${key} recipe has no ${en} to show`);
  const { quantity, unit, scaling } = ingredient;
  const counted = unitKind(unit) === 'count';
  return {
    name: ingredient.name,
    quantity: counted ? formatAmount(quantity, unit, 'en') : `${quantity} ${unit}`,
    ...(counted ? { quantityMl: formatAmount(quantity, unit, 'ml') } : {}),
    ingredient: { quantity, unit, scaling },
    source: { recipe: key, ingredient: en },
  };
}

/**
 * A guide item as the recipe book has it now: an item taken from a recipe shows that recipe's ingredient
 * in `recipes` (the newest published collection, which the calculator and event needs read too), so an
 * owner's change to the book reaches the guide. Without the book (not read yet, offline with nothing kept,
 * or the ingredient renamed or left without a quantity) the item stays as the guide was written.
 */
export function asInRecipeBook(item: SopItem, recipes: readonly Recipe[] | null): SopItem {
  if (!item.source || !recipes) return item;
  const { recipe: key, ingredient: en } = item.source;
  const recipe = recipes.find((one) => one.key === key);
  const written = GUIDE_RECIPES.find((one) => one.key === key);
  // The guide's panels scale from the base they were written for; a book with another base is not used.
  if (!recipe || recipe.baseServings !== written?.baseServings) return item;
  const ingredient = recipe.ingredients.find((one) => one.name.en === en);
  if (!ingredient || ingredient.quantity === null) return item;
  const { quantity, unit, scaling } = ingredient;
  return { ...item, name: ingredient.name, ingredient: { quantity, unit, scaling } };
}
