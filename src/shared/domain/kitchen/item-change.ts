import type { InventoryChange, InventoryChangeFields, InventoryItem } from '../../schemas/inventory.ts';
import { paiseToRupees, rupeesToPaise } from '../money.ts';

/**
 * A change of one inventory item: the one rule for the server's change call and for a screen showing a
 * change still waiting on the device. A change made from another version than the item's is refused
 * (the cook keeps theirs or takes the item as it is now); only the fields that differ are written, and
 * the version and last update move only when one does.
 */

export const STALE_ITEM_KEY = 'inventory.stale';

/** A Malayalam name or notes as kept: trimmed, null when blank. */
export const keptText = (text: string | null | undefined): string | null => (text?.trim() ? text.trim() : null);

export type ItemChangeResult = { ok: true; changed: InventoryChangeFields } | { ok: false; key: typeof STALE_ITEM_KEY };

/** The fields of `change` that differ from `item` (a price compared in whole paise), or the stale refusal. */
export function itemChange(item: InventoryItem, change: InventoryChange): ItemChangeResult {
  if (change.version !== item.version) return { ok: false, key: STALE_ITEM_KEY };
  const changed: InventoryChangeFields = {};
  if (change.name !== undefined && change.name !== item.name) changed.name = change.name;
  if (change.nameMl !== undefined && keptText(change.nameMl) !== item.nameMl) changed.nameMl = keptText(change.nameMl);
  if (change.category !== undefined && change.category !== item.category) changed.category = change.category;
  if (change.quantity !== undefined && change.quantity !== item.quantity) changed.quantity = change.quantity;
  if (change.unit !== undefined && change.unit !== item.unit) changed.unit = change.unit;
  if (change.currentPrice !== undefined && rupeesToPaise(change.currentPrice) !== rupeesToPaise(item.currentPrice)) {
    changed.currentPrice = paiseToRupees(rupeesToPaise(change.currentPrice));
  }
  if (change.isActive !== undefined && change.isActive !== item.isActive) changed.isActive = change.isActive;
  if (change.minQuantity !== undefined && change.minQuantity !== item.minQuantity) {
    changed.minQuantity = change.minQuantity;
  }
  if (change.notes !== undefined && keptText(change.notes) !== item.notes) changed.notes = keptText(change.notes);
  return { ok: true, changed };
}

/** The item with `changed` written at `madeAt`: its next version, or as it was when nothing changed. */
export function changedItem(item: InventoryItem, changed: InventoryChangeFields, madeAt: string): InventoryItem {
  if (Object.keys(changed).length === 0) return item;
  return { ...item, ...changed, version: item.version + 1, lastUpdated: madeAt };
}
