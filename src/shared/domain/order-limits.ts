/**
 * How much one order may hold: each menu item at most the business's "maximum per item" (a setting),
 * so an order's units are at most that times the items on the event's menu.
 */

/** Whether one item's quantity is over the maximum per item. */
export function overItemMaximum(quantity: number, maxPerItem: number): boolean {
  return quantity > maxPerItem;
}

/** The most units one order of the event can have. */
export function mostUnitsInOneOrder(maxPerItem: number, menuItems: number): number {
  return Math.max(0, maxPerItem) * Math.max(0, menuItems);
}

/** `units` bounded by the unpaid units one client may hold at once (`maxUnpaidUnits`, 0 for no limit). */
export function withinUnpaidLimit(units: number, maxUnpaidUnits: number): number {
  return maxUnpaidUnits > 0 ? Math.min(units, maxUnpaidUnits) : units;
}

/**
 * The order a waiting-list offer of `units` starts as: the menu's items in order, each filled up to
 * the maximum per item, until the units are placed. Units beyond what one order can hold are left out.
 */
export function offeredItems(units: number, menuKeys: readonly string[], maxPerItem: number): Record<string, number> {
  const items: Record<string, number> = {};
  let left = units;
  for (const key of menuKeys) {
    if (left <= 0) break;
    const quantity = Math.min(left, Math.max(0, maxPerItem));
    if (quantity <= 0) break;
    items[key] = quantity;
    left -= quantity;
  }
  return items;
}

/** The units a waiting-list line can ever be offered, and which rule says so. */
export interface WaitingLimit {
  rule: 'capacity' | 'perOrder';
  count: number;
}

/**
 * The limit that `units` breaks, or null: more than the event's capacity can never be offered; more
 * than one order can hold (the maximum per item, or the unpaid units one network may hold at once,
 * `maxUnpaidUnits`, 0 for no limit) can never be ordered from the offer.
 */
export function waitingLimitBroken(
  units: number,
  limits: { capacity: number; maxPerItem: number; menuItems: number; maxUnpaidUnits: number },
): WaitingLimit | null {
  if (units > limits.capacity) return { rule: 'capacity', count: limits.capacity };
  const orderable = withinUnpaidLimit(mostUnitsInOneOrder(limits.maxPerItem, limits.menuItems), limits.maxUnpaidUnits);
  if (units > orderable) return { rule: 'perOrder', count: orderable };
  return null;
}
