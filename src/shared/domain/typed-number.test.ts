import { describe, expect, it } from 'vitest';
import { readTypedNumber, stepNumber, type NumberRule } from './typed-number.ts';

const servings: NumberRule = { min: 1, max: 2000, decimals: 0 };
const grams: NumberRule = { min: 0, max: 100_000, decimals: 1 };
const freezer: NumberRule = { min: -60, max: 60, decimals: 1 };

describe('readTypedNumber', () => {
  it('reads digits and one decimal point where the quantity allows it', () => {
    expect(readTypedNumber('20', servings)).toEqual({ ok: true, value: 20 });
    expect(readTypedNumber(' 2.5 ', grams)).toEqual({ ok: true, value: 2.5 });
    expect(readTypedNumber('.5', grams)).toEqual({ ok: true, value: 0.5 });
    expect(readTypedNumber('3.', grams)).toEqual({ ok: true, value: 3 });
    expect(readTypedNumber('-18', freezer)).toEqual({ ok: true, value: -18 });
    expect(readTypedNumber('-0', freezer)).toEqual({ ok: true, value: 0 });
  });

  it('refuses what a person may type by mistake instead of reading it as another number', () => {
    expect(readTypedNumber('', servings)).toEqual({ ok: false, key: 'validation.number.empty' });
    expect(readTypedNumber('-5', servings)).toEqual({ ok: false, key: 'validation.number.notAWholeNumber' });
    // A count's field gives a whole example ('like 12'); a field with decimals, 'like 12 or 2.5'.
    expect(readTypedNumber('abc', grams)).toEqual({ ok: false, key: 'validation.number.notANumber' });
    expect(readTypedNumber('2.5', servings)).toEqual({ ok: false, key: 'validation.number.wholeOnly' });
    expect(readTypedNumber('1e3', servings)).toEqual({ ok: false, key: 'validation.number.notAWholeNumber' });
    expect(readTypedNumber('12 kg', grams)).toEqual({ ok: false, key: 'validation.number.notANumber' });
    expect(readTypedNumber('1.2.3', grams)).toEqual({ ok: false, key: 'validation.number.notANumber' });
    expect(readTypedNumber('.', grams)).toEqual({ ok: false, key: 'validation.number.notANumber' });
    expect(readTypedNumber('-', freezer)).toEqual({ ok: false, key: 'validation.number.notANumber' });
    expect(readTypedNumber('2.55', grams)).toEqual({
      ok: false,
      key: 'validation.number.decimals',
      params: { decimals: 1 },
    });
    expect(readTypedNumber('0', servings)).toEqual({ ok: false, key: 'validation.tooSmall', params: { minimum: 1 } });
    expect(readTypedNumber('12345678901234567890', servings)).toEqual({
      ok: false,
      key: 'validation.tooLarge',
      params: { maximum: 2000 },
    });
    expect(readTypedNumber('2001', servings)).toEqual({
      ok: false,
      key: 'validation.tooLarge',
      params: { maximum: 2000 },
    });
  });
});

describe('stepNumber', () => {
  it('moves by the step inside the bounds, without floating-point dust', () => {
    expect(stepNumber(20, 5, -1, servings)).toBe(15);
    expect(stepNumber(3, 5, -1, servings)).toBe(1);
    expect(stepNumber(1998, 5, 1, servings)).toBe(2000);
    expect(stepNumber(0.2, 0.1, 1, grams)).toBe(0.3);
    expect(stepNumber(Number.NaN, 5, 1, servings)).toBe(6);
  });
});
