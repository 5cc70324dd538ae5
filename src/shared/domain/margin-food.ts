import type { InventoryItem } from '#shared/schemas/inventory.ts';
import type { Recipe } from '#shared/schemas/recipes.ts';
import { todayInKerala } from './event-date.ts';
import { eventNeeds, lineCostPaise, type EventNeeds, type StockLink } from './kitchen/event-needs.ts';
import { rupeesToPaise } from './money.ts';

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

/** Where the food cost's figures come from: what the kitchen recorded using, the recipes, or both. */
export type FoodSource = 'recorded' | 'estimate' | 'mixed';

export interface FoodLine {
  itemId: number;
  /** The ingredient as the recipes name it (the item's name for an item only the kitchen recorded). */
  name: { en: string; ml: string };
  itemName: { en: string; ml: string };
  /** In the item's unit: what the recipes need (estimate), or what the kitchen recorded using. */
  needed: number;
  unit: string;
  pricePaise: number;
  costPaise: number;
  source: 'recorded' | 'estimate';
}

export interface FoodCost {
  totalPaise: number;
  source: FoodSource;
  /** The priced lines, the recorded ones first. */
  lines: FoodLine[];
  /** Needed ingredients without a linked, priced item, and recorded items without a price. */
  uncosted: { en: string; ml: string }[];
}

/**
 * The event's food cost after the kitchen recorded what it used: each recorded item at what was used,
 * priced as the estimate prices it (its price on `day`, the same rounding per line); every item the kitchen
 * did not record stays at the recipes' estimate (`needs`, from foodCostOn). Without a record, the estimate
 * alone, to the paisa.
 */
export function foodCost(
  needs: EventNeeds | null,
  recorded: readonly { itemId: number; quantity: number }[],
  items: readonly InventoryItem[],
  day: string,
): FoodCost {
  const byId = new Map(items.map((item) => [item.id, item]));
  const used = new Map(recorded.filter((line) => byId.has(line.itemId)).map((line) => [line.itemId, line.quantity]));
  const needLines = needs?.lines ?? [];
  const recordedLines: FoodLine[] = [];
  const uncosted: { en: string; ml: string }[] = [];
  for (const [itemId, quantity] of used) {
    const item = byId.get(itemId)!;
    const itemName = { en: item.name, ml: item.nameMl ?? item.name };
    const needed = needLines.find((line) => line.status === 'ok' && line.itemId === itemId);
    const pricePaise = rupeesToPaise(priceOn(item, day));
    if (pricePaise === 0) {
      uncosted.push(needed?.name ?? itemName);
      continue;
    }
    recordedLines.push({
      itemId,
      name: needed?.name ?? itemName,
      itemName,
      needed: quantity,
      unit: item.unit,
      pricePaise,
      costPaise: lineCostPaise(quantity, pricePaise),
      source: 'recorded',
    });
  }
  const estimated = needLines.filter(
    (line) => !(line.itemId !== null && line.status === 'ok' && used.has(line.itemId)),
  );
  const estimateLines: FoodLine[] = estimated
    .filter((line) => line.status === 'ok' && line.costPaise! > 0)
    .map((line) => ({
      itemId: line.itemId!,
      name: line.name,
      itemName: { en: line.itemName!, ml: line.itemNameMl ?? line.itemName! },
      needed: line.needed,
      unit: line.unit,
      pricePaise: line.pricePaise!,
      costPaise: line.costPaise!,
      source: 'estimate',
    }));
  uncosted.push(...estimated.filter((line) => line.status !== 'ok' || line.pricePaise === 0).map((line) => line.name));
  const lines = [...recordedLines, ...estimateLines];
  const source: FoodSource = !used.size ? 'estimate' : estimateLines.length ? 'mixed' : 'recorded';
  return { totalPaise: lines.reduce((sum, line) => sum + line.costPaise, 0), source, lines, uncosted };
}
