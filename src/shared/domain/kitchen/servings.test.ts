import { describe, expect, it } from 'vitest';
import { SERVINGS_DEFAULT, SERVINGS_MIN, SERVINGS_STEP, nextServings, scaleQuantity } from './servings.ts';

describe('servings constants', () => {
  it('steps by 5 from a default of 20, never below 1', () => {
    expect(SERVINGS_STEP).toBe(5);
    expect(SERVINGS_MIN).toBe(1);
    expect(SERVINGS_DEFAULT).toBe(20);
  });
});

describe('scaleQuantity', () => {
  it('shows one decimal when the scaled value is 1 or more', () => {
    expect(scaleQuantity('160 g', 40, 20)).toBe('320.0 g');
    expect(scaleQuantity('8.0 kg', 40, 20)).toBe('16.0 kg');
    expect(scaleQuantity('8.0 kg', 20, 20)).toBe('8.0 kg');
    expect(scaleQuantity('2.5 kg', 25, 20)).toBe('3.1 kg');
    expect(scaleQuantity('4 g', 5, 20)).toBe('1.0 g');
    expect(scaleQuantity('10.0 L', 1, 20)).toBe('0.500 L');
  });

  it('rounds a scaled value below 1 to 3 decimals', () => {
    expect(scaleQuantity('2 g', 5, 20)).toBe('0.500 g');
    expect(scaleQuantity('2 g', 1, 20)).toBe('0.100 g');
    expect(scaleQuantity('6 g', 1, 20)).toBe('0.300 g');
    expect(scaleQuantity('13 g', 1, 20)).toBe('0.650 g');
    expect(scaleQuantity('1 g', 1, 3)).toBe('0.333 g');
  });

  it('keeps the text after the number as written', () => {
    expect(scaleQuantity('1 pair', 40, 20)).toBe('2.0 pair');
    expect(scaleQuantity('8', 40, 20)).toBe('16.0');
    expect(scaleQuantity('100 ml', 30, 20)).toBe('150.0 ml');
    expect(scaleQuantity('.5 kg', 40, 20)).toBe('1.0 kg');
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

  it('shows zero servings as 0.000', () => {
    expect(scaleQuantity('160 g', 0, 20)).toBe('0.000 g');
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
