import { describe, expect, it } from 'vitest';
import { conversionBetween, convertAmount, unitFamily } from './unit-conversion.ts';

describe('unit families', () => {
  it('knows weights, volumes and counts however they are written, and nothing else', () => {
    expect(['kg', 'G', ' grams ', 'gm'].map(unitFamily)).toEqual(['weight', 'weight', 'weight', 'weight']);
    expect(['L', 'l', 'ml', 'litre'].map(unitFamily)).toEqual(['volume', 'volume', 'volume', 'volume']);
    expect(['piece', 'pieces', 'pack', 'box'].map(unitFamily)).toEqual(['count', 'count', 'count', 'count']);
    expect(unitFamily('as needed')).toBeNull();
    expect(unitFamily('cup')).toBeNull();
  });

  it('names how two units compare', () => {
    expect(conversionBetween('g', 'kg')).toBe('scale');
    expect(conversionBetween('ml', 'L')).toBe('scale');
    expect(conversionBetween('kg', 'kg')).toBe('same');
    expect(conversionBetween('piece', 'pieces')).toBe('same');
    expect(conversionBetween('cup', 'Cup')).toBe('same');
    expect(conversionBetween('g', 'L')).toBe('density');
    expect(conversionBetween('ml', 'kg')).toBe('density');
    expect(conversionBetween('piece', 'kg')).toBe('none');
    expect(conversionBetween('pack', 'piece')).toBe('none');
    expect(conversionBetween('cup', 'pack')).toBe('none');
    expect(conversionBetween('', '')).toBe('none');
  });
});

describe('converting an amount', () => {
  it('converts kg↔g and L↔ml exactly, without float noise', () => {
    expect(convertAmount(250, 'g', 'kg')).toBe(0.25);
    expect(convertAmount(15, 'g', 'kg')).toBe(0.015);
    expect(convertAmount(1.5, 'kg', 'g')).toBe(1500);
    expect(convertAmount(0.07, 'kg', 'g')).toBe(70);
    expect(convertAmount(100, 'ml', 'L')).toBe(0.1);
    expect(convertAmount(2, 'l', 'ml')).toBe(2000);
    expect(convertAmount(0.07, 'kg', 'kg')).toBe(0.07);
    expect(convertAmount(6, 'piece', 'Piece')).toBe(6);
  });

  it('refuses a weight against a volume without a density', () => {
    expect(convertAmount(250, 'g', 'L')).toBeNull();
    expect(convertAmount(1, 'L', 'kg')).toBeNull();
    expect(convertAmount(250, 'g', 'L', 0)).toBeNull();
    expect(convertAmount(250, 'g', 'L', -1)).toBeNull();
  });

  it('converts a weight and a volume with the density given', () => {
    // 500 g of ghee at 0.91 g/ml is 549.45… ml, 0.549 L.
    expect(convertAmount(500, 'g', 'L', 0.91)).toBeCloseTo(500 / 0.91 / 1000, 12);
    expect(convertAmount(1, 'L', 'g', 0.9)).toBeCloseTo(900, 9);
    expect(convertAmount(2, 'kg', 'ml', 0.8)).toBeCloseTo(2500, 9);
    expect(convertAmount(250, 'ml', 'kg', 1.2)).toBeCloseTo(0.3, 12);
  });

  it('never converts counts to weights or to other counts', () => {
    expect(convertAmount(6, 'piece', 'kg')).toBeNull();
    expect(convertAmount(6, 'piece', 'kg', 1)).toBeNull();
    expect(convertAmount(1, 'kg', 'pack')).toBeNull();
    expect(convertAmount(1, 'box', 'pack')).toBeNull();
    expect(convertAmount(1, 'cup', 'pack')).toBeNull();
  });
});
