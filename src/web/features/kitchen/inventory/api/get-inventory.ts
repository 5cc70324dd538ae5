import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { KITCHEN_TOOL_TOPIC } from '#shared/domain/live-topics.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { getInventoryItems } from '#web/lib/inventory-items.ts';
import { useLiveTopic } from '#web/lib/live-topics.ts';
import { useOfflineChanges } from '#web/lib/offline/offline-changes.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { withWaitingItemChanges } from '../model/waiting-item-changes.ts';

/**
 * GET /api/inventory as this device shows it: the server's items (inactive ones too; the service
 * worker answers the last copy offline), with the changes still waiting on the device laid over them
 * (`waitingIds`: the items that have one). Read again whenever another screen changes the inventory.
 */
export function useInventory() {
  const { waiting } = useOfflineChanges();
  useLiveTopic(KITCHEN_TOOL_TOPIC.inventory, [queryKeys.kitchen.inventory]);
  const select = useCallback((items: InventoryItem[]) => withWaitingItemChanges(items, waiting), [waiting]);
  return useQuery({
    queryKey: queryKeys.kitchen.inventory,
    queryFn: getInventoryItems,
    // Without a network the load fails at once (the screen says so) instead of waiting.
    networkMode: 'always',
    select,
  });
}
