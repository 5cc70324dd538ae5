import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okReply } from '#shared/schemas/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** DELETE /api/inventory/:id: the item and its price history; 404 `inventory.notFound` when gone already. */
export async function removeItem(id: number): Promise<void> {
  await apiRequest(`/api/inventory/${id}`, { method: 'DELETE', reply: okReply });
}

export function useRemoveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.inventory }),
  });
}
