import { useQuery } from '@tanstack/react-query';
import { inventoryListReply, type InventoryItem } from '#shared/schemas/inventory.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Every inventory item, inactive ones included, as the server keeps them. */
export async function getInventoryItems(): Promise<InventoryItem[]> {
  const { data } = await apiRequest('/api/inventory', { reply: inventoryListReply });
  return data;
}

/**
 * The list as a query. 'always': without a network the load fails at once (the inventory screen then
 * shows the device's copy) instead of waiting.
 */
export function useInventoryItems({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.kitchen.inventory,
    queryFn: getInventoryItems,
    enabled,
    networkMode: 'always',
  });
}
