/**
 * A number as a person types it into a field: digits, at most one decimal point where the quantity
 * allows fractions, a minus sign only where the quantity can be below zero. Anything else is refused
 * with a text key (and the bound it names), never read as some other number: '-5', '2.5' in a count,
 * '1e3', '12 kg' and twenty digits are refusals, not 205, 25, 13 or a trillion.
 */
export interface NumberRule {
  min: number;
  max: number;
  /** Digits allowed after the point: 0 for counts (servings, pieces). */
  decimals: number;
}

export type TypedNumber =
  { ok: true; value: number } | { ok: false; key: TypedNumberRefusal; params?: Record<string, number> };

export type TypedNumberRefusal =
  | 'validation.number.empty'
  | 'validation.number.notANumber'
  | 'validation.number.notAWholeNumber'
  | 'validation.number.wholeOnly'
  | 'validation.number.decimals'
  | 'validation.tooSmall'
  | 'validation.tooLarge';

const SHAPE = /^(-?)(\d*)(?:\.(\d*))?$/;

export function readTypedNumber(text: string, rule: NumberRule): TypedNumber {
  const typed = text.trim();
  if (typed === '') return { ok: false, key: 'validation.number.empty' };
  const shape = SHAPE.exec(typed);
  const [, minus = '', whole = '', fraction] = shape ?? [];
  if (shape === null || (whole === '' && !fraction) || (minus !== '' && rule.min >= 0)) {
    // A count's field gives a whole example: '2.5' would be refused there.
    return {
      ok: false,
      key: rule.decimals === 0 ? 'validation.number.notAWholeNumber' : 'validation.number.notANumber',
    };
  }
  if (fraction !== undefined && rule.decimals === 0) return { ok: false, key: 'validation.number.wholeOnly' };
  if (fraction !== undefined && fraction.length > rule.decimals) {
    return { ok: false, key: 'validation.number.decimals', params: { decimals: rule.decimals } };
  }
  // Twenty digits are over any field's bound; read only what can be compared exactly.
  if (whole.replace(/^0+/, '').length > 15)
    return { ok: false, key: 'validation.tooLarge', params: { maximum: rule.max } };
  const value = Number(typed);
  if (value < rule.min) return { ok: false, key: 'validation.tooSmall', params: { minimum: rule.min } };
  if (value > rule.max) return { ok: false, key: 'validation.tooLarge', params: { maximum: rule.max } };
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}

/** The value a stepper reaches from `current`: one `step` up or down, kept inside the rule's bounds. */
export function stepNumber(current: number, step: number, direction: 1 | -1, rule: NumberRule): number {
  const from = Number.isFinite(current) ? current : rule.min;
  const next = Number((from + direction * step).toFixed(rule.decimals));
  return Math.min(rule.max, Math.max(rule.min, next));
}
