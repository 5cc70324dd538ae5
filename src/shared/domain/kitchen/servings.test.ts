import { describe, expect, it } from 'vitest';
import { readTypedNumber } from '../typed-number.ts';
import { MAX_RECIPE_SERVINGS } from './recipe-scaling.ts';
import {
  SERVINGS_DEFAULT,
  SERVINGS_MIN,
  SERVINGS_RULE,
  SERVINGS_STEP,
  nextServings,
  scaleQuantity,
} from './servings.ts';

describe('servings constants', () => {
  it('steps by 5 from a default of 20, never below 1', () => {
    expect(SERVINGS_STEP).toBe(5);
    expect(SERVINGS_MIN).toBe(1);
    expect(SERVINGS_DEFAULT).toBe(20);
  });
});

describe('scaleQuantity', () => {
  it('writes a weight or volume of 1 or more with one decimal, as the recipe calculator does', () => {
    expect(scaleQuantity('160 g', 40, 20)).toBe('320.0 g');
    expect(scaleQuantity('8.0 kg', 40, 20)).toBe('16.0 kg');
    expect(scaleQuantity('8.0 kg', 20, 20)).toBe('8.0 kg');
    expect(scaleQuantity('2.5 kg', 25, 20)).toBe('3.1 kg');
    expect(scaleQuantity('4 g', 25, 20)).toBe('5.0 g');
    expect(scaleQuantity('100 ml', 30, 20)).toBe('150.0 ml');
    expect(scaleQuantity('.5 kg', 40, 20)).toBe('1.0 kg');
  });

  it('rounds half away from zero on the decimal value: 4.95 g is 5.0 g', () => {
    expect(scaleQuantity('99 g', 20, 400)).toBe('5.0 g');
    expect(scaleQuantity('3.3 g', 30, 20)).toBe('5.0 g');
    expect(scaleQuantity('13 g', 27, 20)).toBe('17.6 g');
  });

  it('gives a small batch (13 or fewer) the base amounts, as the recipe calculator does', () => {
    expect(scaleQuantity('13 g', 1, 20)).toBe('13.0 g');
    expect(scaleQuantity('8.0 kg', 7, 20)).toBe('8.0 kg');
    expect(scaleQuantity('8.0 kg', 13, 20)).toBe('8.0 kg');
    expect(scaleQuantity('8.0 kg', 14, 20)).toBe('5.6 kg');
    expect(scaleQuantity('1.0 kg', 15, 20)).toBe('0.75 kg');
  });

  it('counts pieces whole with their word in the screen language, at least one', () => {
    expect(scaleQuantity('8', 25, 20)).toBe('10 pieces');
    expect(scaleQuantity('8 pieces', 23, 20)).toBe('9 pieces');
    expect(scaleQuantity('1 pair', 20, 20)).toBe('1 pair');
    expect(scaleQuantity('1 pair', 40, 20)).toBe('2 pairs');
    expect(scaleQuantity('2 ജോഡി', 50, 20, 'ml')).toBe('5 ജോഡി');
    expect(scaleQuantity('6 piece', 14, 20, 'ml')).toBe('4 എണ്ണം');
  });

  it('leaves text without a leading number unchanged', () => {
    expect(scaleQuantity('as needed', 40, 20)).toBe('as needed');
    expect(scaleQuantity('', 40, 20)).toBe('');
    expect(scaleQuantity(' 5 g', 40, 20)).toBe(' 5 g');
    expect(scaleQuantity('-5 g', 40, 20)).toBe('-5 g');
    expect(scaleQuantity('1/2 cup', 40, 20)).toBe('1/2 cup');
  });

  it('leaves the quantity unchanged for a base that is not positive or servings that are not a number', () => {
    expect(scaleQuantity('160 g', 40, 0)).toBe('160 g');
    expect(scaleQuantity('160 g', 40, -20)).toBe('160 g');
    expect(scaleQuantity('160 g', Number.NaN, 20)).toBe('160 g');
  });
});

describe('the servings a cook types', () => {
  it('are whole people from 1 to the one servings cap (10,000)', () => {
    expect(SERVINGS_RULE.max).toBe(MAX_RECIPE_SERVINGS);
    expect(readTypedNumber('1', SERVINGS_RULE)).toEqual({ ok: true, value: 1 });
    expect(readTypedNumber('137', SERVINGS_RULE)).toEqual({ ok: true, value: 137 });
    for (const typed of ['0', '-5', '2.5', '1e3', '12345678901234567890']) {
      expect(readTypedNumber(typed, SERVINGS_RULE).ok, typed).toBe(false);
    }
  });
});

describe('nextServings', () => {
  it('adds or removes 5', () => {
    expect(nextServings(20, 'up')).toBe(25);
    expect(nextServings(20, 'down')).toBe(15);
    expect(nextServings(10, 'down')).toBe(5);
  });

  it('never goes below 1', () => {
    expect(nextServings(5, 'down')).toBe(1);
    expect(nextServings(3, 'down')).toBe(1);
    expect(nextServings(1, 'down')).toBe(1);
    expect(nextServings(1, 'up')).toBe(6);
    expect(nextServings(0, 'up')).toBe(6);
  });

  it('restarts from the default when the current value is not a number', () => {
    expect(nextServings(Number.NaN, 'up')).toBe(25);
    expect(nextServings(Number.NaN, 'down')).toBe(15);
  });
});
