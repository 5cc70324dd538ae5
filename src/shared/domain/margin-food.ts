import type { InventoryItem } from '#shared/schemas/inventory.ts';
import type { Recipe } from '#shared/schemas/recipes.ts';
import { todayInKerala } from './event-date.ts';
import { eventNeeds, type EventNeeds, type StockLink } from './kitchen/event-needs.ts';

/**
 * An event's food cost (issue 46): the kitchen's own needs (eventNeeds, the recipes scaled to the plates
 * by the kitchen's rule and matched to inventory items), priced at what each item cost on the event's
 * day instead of today.
 */

/** The Kerala day a price was set on (history dates are ISO timestamps). */
const dayOf = (stamp: string) => (/^\d{4}-\d{2}-\d{2}$/.test(stamp) ? stamp : todayInKerala(new Date(stamp)));

/**
 * The item's price (rupees) on `day`: the last one set on or before that day; before its first
 * recorded price, that first price (the nearest known).
 */
export function priceOn(item: Pick<InventoryItem, 'currentPrice' | 'priceHistory'>, day: string): number {
  const history = [...item.priceHistory].sort((a, b) => a.date.localeCompare(b.date));
  if (!history.length) return item.currentPrice;
  let price = history[0]!.price;
  for (const entry of history) if (dayOf(entry.date) <= day) price = entry.price;
  return price;
}

export function itemsPricedOn(items: readonly InventoryItem[], day: string): InventoryItem[] {
  return items.map((item) => ({ ...item, currentPrice: priceOn(item, day) }));
}

/** The needs of `plates` at the day's prices; null without plates (nothing is cooked for no bookings). */
export function foodCostOn(
  recipes: readonly Recipe[],
  plates: number,
  items: readonly InventoryItem[],
  links: readonly StockLink[],
  day: string,
): EventNeeds | null {
  if (plates <= 0 || !recipes.length) return null;
  return eventNeeds(recipes, plates, itemsPricedOn(items, day), links);
}
