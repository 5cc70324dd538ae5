import { describe, expect, it } from 'vitest';
import { inventoryItem } from '#web/test/factories.ts';
import { formatPercent, priceChangePercent } from './price-change.ts';

const history = (...prices: number[]) =>
  prices.map((price, day) => ({ date: `2026-11-0${day + 1}T00:00:00.000Z`, price, changedBy: 'Anu' }));

describe('the change from the first price', () => {
  it('compares the first price with the current one', () => {
    expect(priceChangePercent(inventoryItem(1, 'Mutton', { priceHistory: history(800, 900), currentPrice: 900 }))).toBe(
      12.5,
    );
    expect(
      priceChangePercent(inventoryItem(1, 'Mutton', { priceHistory: history(800, 700, 600), currentPrice: 600 })),
    ).toBe(-25);
    expect(priceChangePercent(inventoryItem(1, 'Mutton', { priceHistory: history(800), currentPrice: 800 }))).toBe(0);
  });

  it('is 100 when the first price was 0', () => {
    expect(priceChangePercent(inventoryItem(1, 'MSG', { priceHistory: history(0, 120), currentPrice: 120 }))).toBe(100);
    expect(priceChangePercent(inventoryItem(1, 'MSG', { priceHistory: history(0), currentPrice: 0 }))).toBe(100);
  });

  it('is nothing without a history', () => {
    expect(priceChangePercent(inventoryItem(1, 'MSG', { priceHistory: [] }))).toBeNull();
  });

  it('is shown with its sign and one decimal at most', () => {
    expect(formatPercent(12.5, 'en')).toBe('+12.5 %');
    expect(formatPercent(-33.333, 'en')).toBe('-33.3 %');
    expect(formatPercent(100, 'ml')).toBe('+100 %');
    expect(formatPercent(0, 'en')).toBe('0 %');
  });
});
