import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  storedInventoryItemSchema,
  type InventoryChangeFields,
  type InventoryItem,
} from '#shared/schemas/inventory.ts';
import { staleCurrentOf } from '#web/lib/stale-record.ts';
import { offlineChanges, type ChangeRequest } from '#web/lib/offline/offline-changes.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** What the device's queue calls a change to an item (how a screen finds it among the waiting ones). */
export const ITEM_CHANGE_KIND = 'inventory.change';

/**
 * PATCH /api/inventory/:id as the device's change queue keeps it: the fields the cook changed (prices in
 * rupees) and the version of the item they were changed from, so a change made from an older copy is
 * refused (409 `inventory.stale`, with the item as it is now) instead of writing over a newer one.
 */
export function itemChangeRequest(item: InventoryItem, fields: InventoryChangeFields): ChangeRequest {
  return {
    kind: ITEM_CHANGE_KIND,
    method: 'PATCH',
    path: `/api/inventory/${item.id}`,
    body: { ...fields, version: item.version },
    subject: { itemId: item.id },
    label: { key: 'inventory.changes.edit', params: { name: item.name } },
    refresh: [[...queryKeys.kitchen.inventory]],
  };
}

/** The fields of `fields` that differ from `item` (only those are sent, so a field someone else changed stays theirs). */
export function changedFields(item: InventoryItem, fields: InventoryChangeFields): InventoryChangeFields {
  const names = Object.keys(fields) as (keyof InventoryChangeFields)[];
  return Object.fromEntries(
    names.filter((name) => fields[name] !== item[name]).map((name) => [name, fields[name]]),
  ) as InventoryChangeFields;
}

/** The item as the server has it now, when a change was refused for being made from an older version; else null. */
export const staleItemOf = (error: unknown): InventoryItem | null => staleCurrentOf(error, storedInventoryItemSchema);

/**
 * Changes an item through the device's one change queue: saved now, or kept on the device and sent
 * after the changes made before it when the network is back. A refusal now is thrown (see staleItemOf);
 * one later is kept in the queue's refused list for the cook to decide.
 */
export function useChangeItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, fields }: { item: InventoryItem; fields: InventoryChangeFields }) =>
      offlineChanges.submit(itemChangeRequest(item, fields)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.inventory }),
  });
}
