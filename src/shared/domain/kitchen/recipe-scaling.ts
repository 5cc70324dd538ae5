import type { z } from 'zod';
import type { Ingredient, scalingSchema } from '#shared/schemas/recipes.ts';
import type { NumberRule } from '../typed-number.ts';
import { formatAmount, type AmountLanguage } from './amounts.ts';

/**
 * The recipe calculator's rules: every recipe is written for 20 servings; the serving count is typed
 * or moved by 5, from 0; quantities follow the servings by their ingredient's scaling mode, except
 * that a small batch is cooked as the base recipe.
 */
export const RECIPE_BASE_SERVINGS = 20;
export const SERVINGS_STEP = 5;
/**
 * The most servings any screen scales to (the recipe calculator, the guide pages, the event
 * calculator): a very large wedding, with room to spare. One cap for every servings field.
 */
export const MAX_RECIPE_SERVINGS = 10_000;
/** The serving count as typed: whole, from 0 to MAX_RECIPE_SERVINGS. */
export const SERVINGS_RULE: NumberRule = { min: 0, max: MAX_RECIPE_SERVINGS, decimals: 0 };
/** An ingredient's base quantity as the admin types it: 0 to 100,000, to the gram of a kg (3 decimals). */
export const INGREDIENT_QUANTITY_RULE: NumberRule = { min: 0, max: 100_000, decimals: 3 };
/** At or below this many servings the base quantities are used (a small batch). */
export const SMALL_BATCH_MAX_SERVINGS = 13;

export type ScalingMode = z.infer<typeof scalingSchema>;

export const isSmallBatch = (servings: number) => servings <= SMALL_BATCH_MAX_SERVINGS;

/**
 * The servings the amounts are worked out for: a small batch (13 or fewer) is cooked as the base
 * recipe, so its amounts (and their cost) are the base ones; otherwise the servings chosen.
 */
export function amountServings(servings: number, base: number): number {
  return isSmallBatch(servings) ? base : servings;
}

/**
 * The ingredient's amount for `servings`, f = servings / base: linear q × f, fixed q (whatever the
 * batch), damped q × f^0.8 (salt and spices). A base that is not positive leaves the quantity as is.
 * Linear amounts multiply before they divide, so 13 g × 7 / 20 is 4.55, not 4.5499….
 */
export function scaledAmount(quantity: number, servings: number, base: number, mode: ScalingMode): number {
  if (mode === 'fixed' || !(base > 0)) return quantity;
  const people = Math.max(0, servings);
  if (people === 0) return 0;
  return mode === 'damped' ? quantity * (people / base) ** 0.8 : (quantity * people) / base;
}

/**
 * THE amount of a recipe ingredient for `servings`, on every screen that shows one (the recipe
 * calculator, the guide pages, the event calculator, event needs and costs): a small batch (13 or
 * fewer) is cooked as the base recipe, so it gets the base amounts; more follow the servings by the
 * ingredient's scaling mode.
 */
export function recipeAmount(quantity: number, servings: number, base: number, mode: ScalingMode): number {
  return scaledAmount(quantity, amountServings(servings, base), base, mode);
}

/**
 * An ingredient's amount for `servings` as every screen writes it ('5.0 g', '8 pieces'); text such
 * as 'as needed' (no quantity) stays as written.
 */
export function ingredientText(
  ingredient: Pick<Ingredient, 'quantity' | 'unit' | 'scaling'>,
  servings: number,
  base: number,
  language: AmountLanguage = 'en',
): string {
  if (ingredient.quantity === null) return ingredient.unit;
  return formatAmount(recipeAmount(ingredient.quantity, servings, base, ingredient.scaling), ingredient.unit, language);
}

/** The serving panel's caption: 'small' (base quantities for a small batch) at 13 or fewer, else 'calculated'. */
export function servingsCaption(servings: number): 'small' | 'calculated' {
  return isSmallBatch(servings) ? 'small' : 'calculated';
}

export interface BaseAmount {
  amount: number;
  /** 'kg' or 'L' for the units that convert; otherwise the unit as given. */
  unit: string;
  /** False when the unit is not one of kg, g, L or ml: the amount is unchanged. */
  converted: boolean;
}

const BASE_UNITS: Record<string, { unit: string; factor: number }> = {
  kg: { unit: 'kg', factor: 1 },
  g: { unit: 'kg', factor: 1 / 1000 },
  l: { unit: 'L', factor: 1 },
  ml: { unit: 'L', factor: 1 / 1000 },
};

/** Weights in kg and volumes in L, for costing against inventory prices (g → kg ÷ 1000, ml → L ÷ 1000). */
export function toBaseUnit(amount: number, unit: string): BaseAmount {
  const base = BASE_UNITS[unit.trim().toLowerCase()];
  if (!base) return { amount, unit: unit.trim(), converted: false };
  return { amount: amount * base.factor, unit: base.unit, converted: true };
}
