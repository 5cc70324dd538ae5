import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { successReply } from '#shared/schemas/common.ts';
import { deliveryReply, purchaseListReply, type Delivery, type PurchaseList } from '#shared/schemas/purchasing.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/purchase-list?days=: the list per supplier for the events of the next `days` days. */
export async function getPurchaseList(days: number): Promise<PurchaseList> {
  return apiRequest(`/api/purchase-list?days=${days}`, { reply: purchaseListReply });
}

/**
 * The list as a query. 'always', as the inventory's own: it sits under the inventory's key, and an
 * inventory change made offline waits for that key's reads, which must fail at once, not wait for a
 * network.
 */
export function usePurchaseList(days: number) {
  return useQuery({
    queryKey: queryKeys.kitchen.purchaseList(days),
    queryFn: () => getPurchaseList(days),
    networkMode: 'always',
  });
}

/** Where the printable PDF of one supplier's list is (a plain link: the browser sends the session). */
export const purchasePdfUrl = (days: number, supplier: string | null) =>
  `/api/purchase-list.pdf?days=${days}${supplier === null ? '' : `&supplier=${encodeURIComponent(supplier)}`}`;

const mailedReply = successReply({ data: z.object({ to: z.string(), name: z.string() }) });

/** POST /api/purchase-list/mail: the supplier's list into the mail outbox. */
export function useMailList() {
  return useMutation({
    mutationFn: async (input: { days: number; supplier: string }) =>
      (await apiRequest('/api/purchase-list/mail', { method: 'POST', body: input, reply: mailedReply })).data,
  });
}

/** POST /api/purchase-deliveries: stock and prices as delivered, in one step; the inventory and the list refresh. */
export function useReceiveDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (delivery: Delivery) =>
      (await apiRequest('/api/purchase-deliveries', { method: 'POST', body: delivery, reply: deliveryReply })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.inventory }),
  });
}
