/**
 * How every kitchen quantity is written, on every screen, in the PDF and the CSV: rounded on its
 * decimal value, half away from zero (4.95 g → '5.0 g', never '4.9 g'), by one formatter per kind of
 * unit: weights and volumes to a tenth (below 1, to a thousandth), counts as whole pieces with a unit
 * word in the screen's language ('1 piece', '6 pieces', '6 എണ്ണം').
 */

export type AmountLanguage = 'en' | 'ml';

/**
 * The value's decimal digits as a person would write them: the float's 15 significant digits, which
 * drop the binary noise of arithmetic (0.1 × 3 → 0.3, 4.95 stays 4.95, not 4.9499…).
 */
function decimalDigits(value: number): { digits: string; point: number } {
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toPrecision(15).split('e');
  const dot = mantissa.indexOf('.');
  const digits = mantissa.replace('.', '');
  return { digits, point: (dot === -1 ? mantissa.length : dot) + Number(exponent) };
}

/**
 * `value` rounded to `decimals` places, half away from zero on its decimal value, as text with exactly
 * that many decimals: roundHalfAway(4.95, 1) → '5.0', roundHalfAway(2.675, 2) → '2.68',
 * roundHalfAway(-0.0125, 3) → '-0.013'. Not a finite number → ''.
 */
export function roundHalfAway(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '';
  const { digits, point } = decimalDigits(value);
  const cut = point + decimals;
  let kept = 0n;
  if (cut > 0) kept = BigInt(digits.slice(0, cut).padEnd(cut, '0'));
  if (cut >= 0 && (digits[cut] ?? '0') >= '5') kept += 1n;
  const text = kept.toString().padStart(decimals + 1, '0');
  const written = decimals === 0 ? text : `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
  return value < 0 && kept !== 0n ? `-${written}` : written;
}

/** The rounded value as a number (for sums and comparisons that must match what is shown). */
export const roundedNumber = (value: number, decimals: number): number => Number(roundHalfAway(value, decimals));

type UnitKind = 'measure' | 'count';

/** Count units: each alias (as recipes, guides and stock write them) and its words in both languages. */
const COUNT_UNITS: { aliases: string[]; en: [one: string, other: string]; ml: string }[] = [
  { aliases: ['piece', 'pieces', 'pcs', 'pc', 'nos', 'no', 'no.', 'എണ്ണം'], en: ['piece', 'pieces'], ml: 'എണ്ണം' },
  { aliases: ['pair', 'pairs', 'ജോഡി', 'ജോടി'], en: ['pair', 'pairs'], ml: 'ജോഡി' },
  { aliases: ['packet', 'packets', 'pack', 'packs', 'പാക്കറ്റ്'], en: ['packet', 'packets'], ml: 'പാക്കറ്റ്' },
];

/** A count's words; no unit at all is a count of pieces (a bare '8' is eight of the thing named). */
const countUnit = (unit: string) => {
  const written = unit.trim().toLowerCase();
  return COUNT_UNITS.find((one) => (written === '' ? one.aliases[0] === 'piece' : one.aliases.includes(written)));
};

/** A count (pieces, pairs, packets, or no unit) or a measure (kg, g, L, ml and anything else). */
export function unitKind(unit: string): UnitKind {
  return countUnit(unit) ? 'count' : 'measure';
}

const withUnit = (number: string, unit: string) => (unit.trim() === '' ? number : `${number} ${unit.trim()}`);

/** A measure: 1 or more to one decimal ('16.0 kg', '5.0 g'); below 1 to three, without trailing zeros ('0.65 g'). */
function measureText(amount: number, unit: string): string {
  if (Math.abs(amount) >= 1) return withUnit(roundHalfAway(amount, 1), unit);
  const small = roundHalfAway(amount, 3).replace(/\.?0+$/, '');
  return withUnit(small === '' || small === '-' ? '0' : small, unit);
}

/**
 * Whole pieces, half away from zero; any amount above zero is at least 1 (a third of a dried lime is
 * still one to put in): '1 piece', '6 pieces', '6 എണ്ണം'.
 */
export function wholeCount(amount: number): number {
  const whole = Number(roundHalfAway(amount, 0));
  return amount > 0 ? Math.max(1, whole) : whole;
}

function countText(amount: number, unit: string, language: AmountLanguage): string {
  const words = countUnit(unit)!;
  const count = wholeCount(amount);
  return `${count} ${language === 'ml' ? words.ml : words.en[count === 1 ? 0 : 1]}`;
}

/** THE formatter of a kitchen quantity with its unit, in the screen's language. */
export function formatAmount(amount: number, unit: string, language: AmountLanguage = 'en'): string {
  return unitKind(unit) === 'count' ? countText(amount, unit, language) : measureText(amount, unit);
}
