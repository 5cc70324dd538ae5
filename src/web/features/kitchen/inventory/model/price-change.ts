import type { InventoryItem } from '#shared/schemas/inventory.ts';

/**
 * The change from the item's first price to its current one, in % (first price versus
 * current price; 100 when the first price is 0). Null when the item has no history at all.
 */
export function priceChangePercent(item: Pick<InventoryItem, 'priceHistory' | 'currentPrice'>): number | null {
  const first = item.priceHistory[0];
  if (!first) return null;
  if (first.price === 0) return 100;
  return ((item.currentPrice - first.price) / first.price) * 100;
}

/** '+12.5 %', '−3 %', '0 %': one decimal at most, with its sign. */
export function formatPercent(percent: number, language: string): string {
  const rounded = Math.round(percent * 10) / 10;
  const number = new Intl.NumberFormat(language === 'ml' ? 'ml-IN' : 'en-IN', {
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(rounded);
  return `${number} %`;
}
