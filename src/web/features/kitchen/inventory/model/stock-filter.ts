import { INVENTORY_CATEGORIES, type InventoryCategory, type InventoryItem } from '#shared/schemas/inventory.ts';

/** One of the eight categories, or all of them. */
export type CategoryFilter = InventoryCategory | 'all';

/** What the inventory list is narrowed to. */
export interface StockFilter {
  search: string;
  category: CategoryFilter;
  showInactive: boolean;
}

/** The search: the name, the Malayalam name or the notes hold the words typed, in any case. */
export function matchesSearch(item: InventoryItem, search: string): boolean {
  const wanted = search.trim().toLocaleLowerCase();
  if (!wanted) return true;
  return [item.name, item.nameMl, item.notes].some((text) => text?.toLocaleLowerCase().includes(wanted));
}

/** The items the list shows: active ones (inactive ones too when asked), in the chosen category, matching the search. */
export function shownItems(items: readonly InventoryItem[], filter: StockFilter): InventoryItem[] {
  return items.filter(
    (item) =>
      (filter.showInactive || item.isActive) &&
      (filter.category === 'all' || item.category === filter.category) &&
      matchesSearch(item, filter.search),
  );
}

/** The items by category, in the categories' order; a category without items is left out. */
export function itemsByCategory(
  items: readonly InventoryItem[],
): { category: InventoryCategory; items: InventoryItem[] }[] {
  return INVENTORY_CATEGORIES.map((category) => ({
    category,
    items: items.filter((item) => item.category === category),
  })).filter((group) => group.items.length > 0);
}
