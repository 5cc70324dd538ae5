import type { NumberRule } from '../typed-number.ts';
import { KITCHEN_LIMITS } from './limits.ts';
import { formatQuantity, toBaseUnit } from './recipe-scaling.ts';

/**
 * Servings on the SOP guide pages: typed, or stepped by ±5, whole, from 1, starting at 20 (the servings
 * every guide recipe is written for). Quantities are scaled by servings divided by the base servings.
 */
export const SERVINGS_STEP = 5;
export const SERVINGS_MIN = 1;
export const SERVINGS_DEFAULT = 20;
/** The servings a cook may type: whole people, within the kitchen's limit for people. */
export const SERVINGS_RULE: NumberRule = { min: SERVINGS_MIN, max: KITCHEN_LIMITS.people.max, decimals: 0 };

export type ServingsDirection = 'up' | 'down';

/** A leading number ('8.0', '160', '.5') and the rest of the text, kept as written (' kg'). */
const LEADING_NUMBER = /^(\d+(?:\.\d+)?|\.\d+)(?![\d./])(.*)$/s;

/**
 * The quantity's leading number times servings / base. A weight or volume (g, kg, ml, L) is written as
 * the recipe calculator writes it (formatQuantity: '16.0 kg', '0.65 g'); anything else is counted in
 * pieces (a pair, dried limes, a bare number), a whole number and at least 1, with the rest of the text
 * as written ('3 pairs'). Text without a leading number ('as needed'), or a base that is not a positive
 * number, is returned unchanged.
 *
 * scaleQuantity('160 g', 40, 20) → '320.0 g'; scaleQuantity('13 g', 1, 20) → '0.65 g';
 * scaleQuantity('8', 1, 20) → '1'.
 */
export function scaleQuantity(quantity: string, servings: number, base: number): string {
  const match = LEADING_NUMBER.exec(quantity);
  if (match === null || !(base > 0) || !Number.isFinite(servings)) return quantity;
  const [, number = '', rest = ''] = match;
  const scaled = (Number(number) * servings) / base;
  const unit = rest.trim();
  if (toBaseUnit(scaled, unit).converted) return formatQuantity(scaled, unit);
  return `${Math.max(1, Math.round(scaled))}${rest}`;
}

/** The stepper's next value: 5 more, or 5 fewer but never below 1. A value that is not a number restarts at 20. */
export function nextServings(current: number, direction: ServingsDirection): number {
  const from = Number.isFinite(current) ? Math.max(SERVINGS_MIN, Math.round(current)) : SERVINGS_DEFAULT;
  return direction === 'up' ? from + SERVINGS_STEP : Math.max(SERVINGS_MIN, from - SERVINGS_STEP);
}
