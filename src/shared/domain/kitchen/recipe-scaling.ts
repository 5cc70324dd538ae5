import type { z } from 'zod';
import type { scalingSchema } from '#shared/schemas/recipes.ts';
import type { NumberRule } from '../typed-number.ts';

/**
 * The recipe calculator's rules: every recipe is written for 20 servings; the serving count is typed
 * or moved by 5, from 0; quantities follow the servings by their ingredient's scaling mode, except
 * that a small batch is cooked as the base recipe.
 */
export const RECIPE_BASE_SERVINGS = 20;
export const SERVINGS_STEP = 5;
/** The most servings the calculator scales to: a very large wedding, with room to spare. */
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
 */
export function scaledAmount(quantity: number, servings: number, base: number, mode: ScalingMode): number {
  if (mode === 'fixed' || !(base > 0)) return quantity;
  const factor = Math.max(0, servings) / base;
  if (factor === 0) return 0;
  return mode === 'damped' ? quantity * factor ** 0.8 : quantity * factor;
}

const withUnit = (number: string, unit: string) => (unit.trim() === '' ? number : `${number} ${unit.trim()}`);
const SMALL_ROUNDED_UNITS = new Set(['g', 'ml', 'l']);

/**
 * The calculator's display: 1 or more → one decimal and the unit ('16.0 kg'); below 1 in g, ml or L →
 * rounded to 3 decimals ('0.5 g', '0.125 L'); other units below 1 → three decimals ('0.500 kg').
 */
export function formatQuantity(amount: number, unit: string): string {
  if (amount >= 1) return withUnit(amount.toFixed(1), unit);
  if (SMALL_ROUNDED_UNITS.has(unit.trim().toLowerCase())) {
    return withUnit(String(Math.round(amount * 1000) / 1000), unit);
  }
  return withUnit(amount.toFixed(3), unit);
}

/** The event calculator's display: 1 or more → one decimal, smaller → two decimals. */
export function formatEventQuantity(amount: number, unit: string): string {
  return withUnit(amount >= 1 ? amount.toFixed(1) : amount.toFixed(2), unit);
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
