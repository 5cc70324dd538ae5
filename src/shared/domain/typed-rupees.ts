import { rupeesToPaise } from './money.ts';
import { readTypedNumber } from './typed-number.ts';

/** Amounts of rupees as the owner types them: apart from money.ts, which the storefront loads only to show amounts. */

/** The most the owner gives as one amount: ₹1 crore. */
export const MAX_RUPEES = 10_000_000;

export type RupeesRefusal =
  | 'validation.money.empty'
  | 'validation.money.notRupees'
  | 'validation.money.decimals'
  | 'validation.money.positive'
  | 'validation.money.tooLarge';

export type TypedRupees = { ok: true; paise: number } | { ok: false; key: RupeesRefusal };

/**
 * The one rule for an amount of rupees the owner gives: not below zero, at most two digits after the
 * point (paise), up to MAX_RUPEES. `positive` refuses ₹0 too. Answers its paise.
 */
export function checkRupees(rupees: number, { positive = false } = {}): TypedRupees {
  if (!Number.isFinite(rupees) || rupees < 0) return { ok: false, key: 'validation.money.notRupees' };
  const paise = rupeesToPaise(rupees);
  // 10.555 rupees are 1055.5 paise: refused, never rounded to ₹10.56.
  if (Math.abs(paise - rupees * 100) > 1e-6) return { ok: false, key: 'validation.money.decimals' };
  if (rupees > MAX_RUPEES) return { ok: false, key: 'validation.money.tooLarge' };
  if (positive && paise === 0) return { ok: false, key: 'validation.money.positive' };
  return { ok: true, paise };
}

/**
 * Rupees as the owner types them: digits with at most two after the point ('550', '550.50'). A sign
 * ('-5'), an exponent ('1e3'), a third decimal ('10.555'), spaces, commas or ₹ inside are refused,
 * never read as some other amount.
 */
export function readTypedRupees(text: string, options: { positive?: boolean } = {}): TypedRupees {
  const read = readTypedNumber(text, { min: 0, max: Number.MAX_SAFE_INTEGER, decimals: 2 });
  if (read.ok) return checkRupees(read.value, options);
  if (read.key === 'validation.number.empty') return { ok: false, key: 'validation.money.empty' };
  if (read.key === 'validation.number.decimals') return { ok: false, key: 'validation.money.decimals' };
  if (read.key === 'validation.tooLarge') return { ok: false, key: 'validation.money.tooLarge' };
  return { ok: false, key: 'validation.money.notRupees' };
}
