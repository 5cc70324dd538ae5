import type { z } from 'zod';
import type { scalingSchema } from '#shared/schemas/recipes.ts';

/**
 * The recipe calculator's rules: every recipe is written for 20
 * servings; the serving count moves by 5 with a floor of 0 and no upper bound; quantities follow
 * the servings by their ingredient's scaling mode.
 */
export const RECIPE_BASE_SERVINGS = 20;
export const SERVINGS_STEP = 5;
/** At or below this many servings the caption says the small-batch base quantities are used. */
export const SMALL_BATCH_MAX_SERVINGS = 13;

export type ScalingMode = z.infer<typeof scalingSchema>;

/**
 * The serving input as typed: empty → 0, leading zeros stripped ('007' → 7), anything that is not a
 * whole number ('abc', '2.5', '-3') is ignored and the previous value kept.
 */
export function parseServingInput(text: string, previous: number): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return previous;
  const value = Number.parseInt(trimmed, 10);
  return Number.isSafeInteger(value) ? value : previous;
}

/** Plus or minus 5, never below 0, no upper bound. A value that is not a number counts as 0. */
export function stepServings(current: number, direction: 1 | -1): number {
  const from = Number.isFinite(current) ? Math.max(0, Math.round(current)) : 0;
  return Math.max(0, from + direction * SERVINGS_STEP);
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
  return servings <= SMALL_BATCH_MAX_SERVINGS ? 'small' : 'calculated';
}

/** 'Modified for 1 person', 'Modified for N people'. */
export function personWord(servings: number): 'person' | 'people' {
  return servings === 1 ? 'person' : 'people';
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
