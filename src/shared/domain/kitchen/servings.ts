import type { NumberRule } from '../typed-number.ts';
import { formatAmount, type AmountLanguage } from './amounts.ts';
import type { Ingredient } from '#shared/schemas/recipes.ts';
import { ingredientText, MAX_RECIPE_SERVINGS, recipeAmount } from './recipe-scaling.ts';

/**
 * Servings on the SOP guide pages: typed, or stepped by ±5, whole, from 1, starting at 20 (the servings
 * every guide recipe is written for). Quantities follow the recipe calculator's rule (recipeAmount).
 */
export const SERVINGS_STEP = 5;
export const SERVINGS_MIN = 1;
export const SERVINGS_DEFAULT = 20;
/** The servings a cook may type: whole people, up to the one servings cap of every screen. */
export const SERVINGS_RULE: NumberRule = { min: SERVINGS_MIN, max: MAX_RECIPE_SERVINGS, decimals: 0 };

export type ServingsDirection = 'up' | 'down';

/** A leading number ('8.0', '160', '.5') and the rest of the text, kept as written (' kg'). */
const LEADING_NUMBER = /^(\d+(?:\.\d+)?|\.\d+)(?![\d./])(.*)$/s;

/**
 * A guide quantity ('160 g', '8 pieces') for `servings`, by the recipe calculator's own rule and
 * formatter (recipeAmount, formatAmount): a small batch (13 or fewer) gets the base amounts, more scale
 * linearly; weights to a tenth, pieces whole with their word in `language`. Text without a leading
 * number ('as needed'), or a base that is not a positive number, is returned unchanged.
 *
 * scaleQuantity('160 g', 40, 20) → '320.0 g'; scaleQuantity('13 g', 7, 20) → '13.0 g' (small batch);
 * scaleQuantity('8 pieces', 30, 20) → '12 pieces'.
 */
export function scaleQuantity(
  quantity: string,
  servings: number,
  base: number,
  language: AmountLanguage = 'en',
): string {
  const match = LEADING_NUMBER.exec(quantity);
  if (match === null || !(base > 0) || !Number.isFinite(servings)) return quantity;
  const [, number = '', rest = ''] = match;
  return formatAmount(recipeAmount(Number(number), servings, base, 'linear'), rest, language);
}

/** A guide item's quantity: as text, or (for a recipe's ingredient) the recipe's own quantity, unit and mode. */
export interface GuideQuantity {
  quantity: string;
  /** The text in Malayalam, only when it has words ('as needed'). */
  quantityMl?: string;
  ingredient?: Pick<Ingredient, 'quantity' | 'unit' | 'scaling'>;
}

/**
 * What a guide panel shows for an item in `language`: a recipe's ingredient by the recipe
 * calculator's ingredientText (the same number as the calculator at every servings count); other
 * quantities by scaleQuantity, at the servings when the panel scales, else at the base (as written,
 * by the one formatter: '40.0 kg', '1 piece').
 */
export function guideQuantity(
  item: GuideQuantity,
  servings: number,
  base: number,
  scales: boolean,
  language: AmountLanguage,
): string {
  if (item.ingredient) return ingredientText(item.ingredient, scales ? servings : base, base, language);
  const written = language === 'ml' ? (item.quantityMl ?? item.quantity) : item.quantity;
  return scaleQuantity(written, scales ? servings : base, base, language);
}

/** The stepper's next value: 5 more, or 5 fewer but never below 1. A value that is not a number restarts at 20. */
export function nextServings(current: number, direction: ServingsDirection): number {
  const from = Number.isFinite(current) ? Math.max(SERVINGS_MIN, Math.round(current)) : SERVINGS_DEFAULT;
  return direction === 'up' ? from + SERVINGS_STEP : Math.max(SERVINGS_MIN, from - SERVINGS_STEP);
}
