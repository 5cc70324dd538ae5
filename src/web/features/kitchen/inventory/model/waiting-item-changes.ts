import { changedItem, itemChange, STALE_ITEM_KEY } from '#shared/domain/kitchen/item-change.ts';
import {
  storedInventoryItemSchema,
  type InventoryChange,
  type InventoryChangeFields,
  type InventoryItem,
} from '#shared/schemas/inventory.ts';
import type { QueuedChange, RefusedChange } from '#web/lib/offline/change-queue.ts';
import { ITEM_CHANGE_KIND } from '../api/change-item.ts';

const isItemChange = (change: QueuedChange) => change.kind === ITEM_CHANGE_KIND;

/**
 * The inventory as this device shows it: the server's items as last read, with the changes still
 * waiting on the device laid over them in the order they were made, by the shared rule (itemChange: a
 * change from another version shows nothing, the next edit of the item is made from the version a change
 * moves it to); and which items have a change waiting.
 */
export function withWaitingItemChanges(
  items: readonly InventoryItem[],
  waiting: readonly QueuedChange[],
): { items: InventoryItem[]; waitingIds: Set<number> } {
  const byId = new Map(items.map((item) => [item.id, item]));
  const waitingIds = new Set<number>();
  for (const change of waiting.filter(isItemChange)) {
    const item = byId.get(Number(change.subject.itemId));
    if (!item) continue;
    waitingIds.add(item.id);
    const judged = itemChange(item, change.body as InventoryChange);
    if (judged.ok) byId.set(item.id, changedItem(item, judged.changed, new Date(change.madeAt).toISOString()));
  }
  return { items: items.map((item) => byId.get(item.id)!), waitingIds };
}

/** A change to an item the server refused because someone changed the item first. */
export interface ItemConflict {
  change: RefusedChange;
  /** What the cook changed. */
  mine: InventoryChangeFields;
  /** The item as the server had it when it refused. */
  current: InventoryItem;
}

/** The refused changes to items that carry the item as it is now: the cook keeps theirs or takes the server's. */
export function itemConflicts(refused: readonly RefusedChange[]): ItemConflict[] {
  return refused.filter(isItemChange).flatMap((change) => {
    const current = storedInventoryItemSchema.safeParse(change.refusal.current);
    if (change.refusal.code !== STALE_ITEM_KEY || !current.success) return [];
    const { version: _, ...mine } = change.body as InventoryChange;
    return [{ change, mine, current: current.data }];
  });
}
