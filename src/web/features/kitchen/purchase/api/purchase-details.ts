import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  purchaseDetailsListReply,
  purchaseDetailsReply,
  type PurchaseDetailsInput,
} from '#shared/schemas/purchasing.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * GET /api/purchase-details: every item's supplier and purchase pack. 'always' for the reason
 * usePurchaseList gives.
 */
export function usePurchaseDetails() {
  return useQuery({
    queryKey: queryKeys.kitchen.purchaseDetails,
    queryFn: async () => (await apiRequest('/api/purchase-details', { reply: purchaseDetailsListReply })).data,
    networkMode: 'always',
  });
}

/** PUT /api/purchase-details/:id: the item's supplier and pack; the purchase list refreshes. */
export function useSavePurchaseDetails(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PurchaseDetailsInput) =>
      (await apiRequest(`/api/purchase-details/${itemId}`, { method: 'PUT', body: input, reply: purchaseDetailsReply }))
        .data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.inventory }),
  });
}
