import type { TFunction } from '#shared/content/text-store.ts';
import { EVENT_TIME_ZONE } from '#shared/domain/event-date.ts';
import { INVENTORY_UNITS, type InventoryCategory, type InventoryItem } from '#shared/schemas/inventory.ts';

/** The text key of each of the eight categories (`inventory.categories.<key>`). */
export const CATEGORY_KEY = {
  Spices: 'spices',
  Herbs: 'herbs',
  Meat: 'meat',
  Vegetables: 'vegetables',
  'Oils & Fats': 'oilsFats',
  'Grains & Rice': 'grainsRice',
  'Kitchen Supplies': 'kitchenSupplies',
  Others: 'others',
} as const satisfies Record<InventoryCategory, string>;

/** An item's name in the screen's language: its Malayalam name on Malayalam screens when it has one. */
export function itemName(item: Pick<InventoryItem, 'name' | 'nameMl'>, language: string): string {
  return language === 'ml' && item.nameMl ? item.nameMl : item.name;
}

/** A unit as the screen writes it (`inventory.units.*`); a unit the inventory does not know (a recipe's 'cup') as given. */
export function unitText(unit: string, t: TFunction): string {
  const known = INVENTORY_UNITS.find((each) => each.toLowerCase() === unit.trim().toLowerCase());
  return known ? t(`units.${known}`) : unit.trim();
}

/** Low stock when a minimum is set and the quantity is at or below it. */
export const isLowStock = (item: Pick<InventoryItem, 'quantity' | 'minQuantity'>) =>
  item.minQuantity !== null && item.quantity <= item.minQuantity;

const locale = (language: string) => (language === 'ml' ? 'ml-IN' : 'en-IN');

/** A stock quantity as entered: up to three decimals ('2.5', '12', '0.125'). */
export function quantityText(quantity: number, language: string): string {
  return new Intl.NumberFormat(locale(language), { maximumFractionDigits: 3 }).format(quantity);
}

/** When a price was set: day and time in Kerala. */
export function dateTimeText(iso: string, language: string): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return iso;
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: EVENT_TIME_ZONE,
  }).format(time);
}

/** A short day for the chart's axis. */
export function dayText(iso: string, language: string): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return iso;
  return new Intl.DateTimeFormat(locale(language), {
    day: 'numeric',
    month: 'short',
    timeZone: EVENT_TIME_ZONE,
  }).format(time);
}
