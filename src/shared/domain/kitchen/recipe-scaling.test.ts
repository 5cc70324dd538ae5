import { describe, expect, it } from 'vitest';
import {
  formatEventQuantity,
  formatQuantity,
  parseServingInput,
  personWord,
  RECIPE_BASE_SERVINGS,
  scaledAmount,
  servingsCaption,
  SERVINGS_STEP,
  stepServings,
  toBaseUnit,
} from './recipe-scaling.ts';

describe('recipe calculator rules', () => {
  it('writes every recipe for 20 and steps by 5', () => {
    expect(RECIPE_BASE_SERVINGS).toBe(20);
    expect(SERVINGS_STEP).toBe(5);
  });

  it('reads the serving input: empty is 0, leading zeros go, non-numbers and fractions are ignored', () => {
    expect(parseServingInput('', 20)).toBe(0);
    expect(parseServingInput('  ', 20)).toBe(0);
    expect(parseServingInput('007', 20)).toBe(7);
    expect(parseServingInput('0', 20)).toBe(0);
    expect(parseServingInput('40', 20)).toBe(40);
    expect(parseServingInput('abc', 25)).toBe(25);
    expect(parseServingInput('12a', 25)).toBe(25);
    expect(parseServingInput('2.5', 25)).toBe(25);
    expect(parseServingInput('-5', 25)).toBe(25);
    expect(parseServingInput('99999999999999999999', 25)).toBe(25);
  });

  it('steps ±5 with a floor of 0 and no upper bound', () => {
    expect(stepServings(20, 1)).toBe(25);
    expect(stepServings(20, -1)).toBe(15);
    expect(stepServings(5, -1)).toBe(0);
    expect(stepServings(3, -1)).toBe(0);
    expect(stepServings(0, -1)).toBe(0);
    expect(stepServings(0, 1)).toBe(5);
    expect(stepServings(1000, 1)).toBe(1005);
    expect(stepServings(Number.NaN, 1)).toBe(5);
  });

  it('scales linear, fixed and damped quantities', () => {
    expect(scaledAmount(8, 40, 20, 'linear')).toBe(16);
    expect(scaledAmount(160, 10, 20, 'linear')).toBe(80);
    expect(scaledAmount(1, 40, 20, 'fixed')).toBe(1);
    expect(scaledAmount(1, 0, 20, 'fixed')).toBe(1);
    expect(scaledAmount(50, 20, 20, 'damped')).toBe(50);
    expect(scaledAmount(50, 40, 20, 'damped')).toBeCloseTo(50 * 2 ** 0.8, 10);
    expect(scaledAmount(50, 40, 20, 'damped')).toBeLessThan(100);
    expect(scaledAmount(8, 0, 20, 'linear')).toBe(0);
    expect(scaledAmount(50, 0, 20, 'damped')).toBe(0);
    expect(scaledAmount(8, 20, 0, 'linear')).toBe(8);
  });

  it('shows calculator quantities: one decimal from 1, three below 1', () => {
    expect(formatQuantity(16, 'kg')).toBe('16.0 kg');
    expect(formatQuantity(1, 'kg')).toBe('1.0 kg');
    expect(formatQuantity(320, 'g')).toBe('320.0 g');
    expect(formatQuantity(0.5, 'g')).toBe('0.5 g');
    expect(formatQuantity(0.1234, 'ml')).toBe('0.123 ml');
    expect(formatQuantity(0.125, 'L')).toBe('0.125 L');
    expect(formatQuantity(0.5, 'kg')).toBe('0.500 kg');
    expect(formatQuantity(0.25, 'piece')).toBe('0.250 piece');
    expect(formatQuantity(0, 'g')).toBe('0 g');
    expect(formatQuantity(0, 'kg')).toBe('0.000 kg');
    expect(formatQuantity(2, '')).toBe('2.0');
  });

  it("shows the event calculator's quantities: one decimal from 1, two below", () => {
    expect(formatEventQuantity(16, 'kg')).toBe('16.0 kg');
    expect(formatEventQuantity(0.5, 'g')).toBe('0.50 g');
    expect(formatEventQuantity(0.125, 'kg')).toBe('0.13 kg');
  });

  it('captions small batches up to 13 servings, and says person for one', () => {
    expect(servingsCaption(0)).toBe('small');
    expect(servingsCaption(13)).toBe('small');
    expect(servingsCaption(14)).toBe('calculated');
    expect(servingsCaption(20)).toBe('calculated');
    expect(personWord(1)).toBe('person');
    expect(personWord(0)).toBe('people');
    expect(personWord(2)).toBe('people');
  });

  it('converts g to kg and ml to L, and flags units that do not convert', () => {
    expect(toBaseUnit(160, 'g')).toEqual({ amount: 0.16, unit: 'kg', converted: true });
    expect(toBaseUnit(8, 'kg')).toEqual({ amount: 8, unit: 'kg', converted: true });
    expect(toBaseUnit(250, 'ml')).toEqual({ amount: 0.25, unit: 'L', converted: true });
    expect(toBaseUnit(8, 'L')).toEqual({ amount: 8, unit: 'L', converted: true });
    expect(toBaseUnit(8, 'l')).toEqual({ amount: 8, unit: 'L', converted: true });
    expect(toBaseUnit(6, 'piece')).toEqual({ amount: 6, unit: 'piece', converted: false });
  });
});
