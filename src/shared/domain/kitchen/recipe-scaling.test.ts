import { describe, expect, it } from 'vitest';
import { readTypedNumber, stepNumber } from '../typed-number.ts';
import {
  amountServings,
  ingredientText,
  RECIPE_BASE_SERVINGS,
  recipeAmount,
  scaledAmount,
  servingsCaption,
  SERVINGS_RULE,
  SERVINGS_STEP,
  toBaseUnit,
} from './recipe-scaling.ts';

describe('recipe calculator rules', () => {
  it('writes every recipe for 20 and steps by 5', () => {
    expect(RECIPE_BASE_SERVINGS).toBe(20);
    expect(SERVINGS_STEP).toBe(5);
  });

  it('reads the serving count as typed: whole, 0 to 10,000; anything else is refused, never read as another number', () => {
    const read = (text: string) => readTypedNumber(text, SERVINGS_RULE);
    expect(read('0')).toEqual({ ok: true, value: 0 });
    expect(read('007')).toEqual({ ok: true, value: 7 });
    expect(read('40')).toEqual({ ok: true, value: 40 });
    expect(read('10000')).toEqual({ ok: true, value: 10_000 });
    expect(read('')).toMatchObject({ ok: false, key: 'validation.number.empty' });
    expect(read('-5')).toMatchObject({ ok: false, key: 'validation.number.notAWholeNumber' });
    expect(read('2.5')).toMatchObject({ ok: false, key: 'validation.number.wholeOnly' });
    expect(read('1e3')).toMatchObject({ ok: false, key: 'validation.number.notAWholeNumber' });
    expect(read('abc')).toMatchObject({ ok: false, key: 'validation.number.notAWholeNumber' });
    expect(read('10001')).toMatchObject({ ok: false, key: 'validation.tooLarge' });
    expect(read('99999999999999999999')).toMatchObject({ ok: false, key: 'validation.tooLarge' });
  });

  it('steps ±5 with a floor of 0, up to 10,000', () => {
    const step = (from: number, direction: 1 | -1) => stepNumber(from, SERVINGS_STEP, direction, SERVINGS_RULE);
    expect(step(20, 1)).toBe(25);
    expect(step(20, -1)).toBe(15);
    expect(step(5, -1)).toBe(0);
    expect(step(3, -1)).toBe(0);
    expect(step(0, -1)).toBe(0);
    expect(step(0, 1)).toBe(5);
    expect(step(1000, 1)).toBe(1005);
    expect(step(9998, 1)).toBe(10_000);
  });

  it('works a small batch (13 or fewer) out as the base recipe, more as the servings chosen', () => {
    expect(amountServings(0, 20)).toBe(20);
    expect(amountServings(10, 20)).toBe(20);
    expect(amountServings(13, 20)).toBe(20);
    expect(amountServings(14, 20)).toBe(14);
    expect(amountServings(40, 20)).toBe(40);
    expect(servingsCaption(10)).toBe('small');
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

  it('works every amount out by one rule: a small batch is the base recipe, more follow the servings', () => {
    expect(recipeAmount(8, 7, 20, 'linear')).toBe(8);
    expect(recipeAmount(8, 13, 20, 'linear')).toBe(8);
    expect(recipeAmount(8, 14, 20, 'linear')).toBeCloseTo(5.6, 12);
    expect(recipeAmount(8, 137, 20, 'linear')).toBeCloseTo(54.8, 12);
    expect(recipeAmount(1, 137, 20, 'fixed')).toBe(1);
    expect(recipeAmount(50, 40, 20, 'damped')).toBe(scaledAmount(50, 40, 20, 'damped'));
  });

  it('writes an ingredient as every screen writes it, in the screen language', () => {
    const lime = { quantity: 8, unit: 'piece', scaling: 'linear' } as const;
    expect(ingredientText(lime, 20, 20)).toBe('8 pieces');
    expect(ingredientText(lime, 30, 20, 'ml')).toBe('12 എണ്ണം');
    expect(ingredientText({ quantity: 33, unit: 'g', scaling: 'linear' }, 13, 20)).toBe('33.0 g');
    expect(ingredientText({ quantity: 33, unit: 'g', scaling: 'linear' }, 30, 20)).toBe('49.5 g');
    expect(ingredientText({ quantity: 13, unit: 'g', scaling: 'linear' }, 27, 20)).toBe('17.6 g');
    expect(ingredientText({ quantity: null, unit: 'as needed', scaling: 'linear' }, 40, 20)).toBe('as needed');
  });

  it('captions small batches up to 13 servings', () => {
    expect(servingsCaption(0)).toBe('small');
    expect(servingsCaption(13)).toBe('small');
    expect(servingsCaption(14)).toBe('calculated');
    expect(servingsCaption(20)).toBe('calculated');
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
