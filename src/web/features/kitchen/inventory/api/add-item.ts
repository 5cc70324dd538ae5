import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { inventoryItemReply, type InventoryItem, type newInventoryItemSchema } from '#shared/schemas/inventory.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type NewItemInput = z.input<typeof newInventoryItemSchema>;

/** POST /api/inventory/items: a new item (price in rupees); the server picks its id. */
export async function addItem(input: NewItemInput): Promise<InventoryItem> {
  return (await apiRequest('/api/inventory/items', { method: 'POST', body: input, reply: inventoryItemReply })).data;
}

export function useAddItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.inventory }),
  });
}
