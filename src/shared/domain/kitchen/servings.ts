/**
 * Servings on the SOP guide pages: a stepper of ±5 with a minimum of 1, starting at 20 (the servings
 * every guide recipe is written for). Quantities are scaled by servings divided by the base servings.
 */
export const SERVINGS_STEP = 5;
export const SERVINGS_MIN = 1;
export const SERVINGS_DEFAULT = 20;

export type ServingsDirection = 'up' | 'down';

/** A leading number ('8.0', '160', '.5') and the rest of the text, kept as written (' kg'). */
const LEADING_NUMBER = /^(\d+(?:\.\d+)?|\.\d+)(?![\d./])(.*)$/s;

/**
 * The guide-page rule: the quantity's leading number times servings / base; a scaled value of 1 or
 * more shows one decimal, a smaller one is rounded to 3 decimals; the rest of the text is kept.
 * Text without a leading number ('as needed'), or a base that is not a positive number, is returned
 * unchanged.
 *
 * scaleQuantity('160 g', 40, 20) → '320.0 g'; scaleQuantity('2 g', 5, 20) → '0.500 g'.
 */
export function scaleQuantity(quantity: string, servings: number, base: number): string {
  const match = LEADING_NUMBER.exec(quantity);
  if (match === null || !(base > 0) || !Number.isFinite(servings)) return quantity;
  const [, number = '', rest = ''] = match;
  const scaled = (Number(number) * servings) / base;
  return `${scaled >= 1 ? scaled.toFixed(1) : scaled.toFixed(3)}${rest}`;
}

/** The stepper's next value: 5 more, or 5 fewer but never below 1. A value that is not a number restarts at 20. */
export function nextServings(current: number, direction: ServingsDirection): number {
  const from = Number.isFinite(current) ? Math.max(SERVINGS_MIN, Math.round(current)) : SERVINGS_DEFAULT;
  return direction === 'up' ? from + SERVINGS_STEP : Math.max(SERVINGS_MIN, from - SERVINGS_STEP);
}
