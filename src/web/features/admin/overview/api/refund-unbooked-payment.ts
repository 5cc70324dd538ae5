import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unbookedRefundReply, type UnbookedPayment } from '#shared/schemas/payments.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function refundUnbookedPayment(id: number): Promise<UnbookedPayment> {
  const path = `/api/payments/unbooked/${id}/refund`;
  return (await apiRequest(path, { method: 'POST', body: {}, reply: unbookedRefundReply })).payment;
}

/** Refunds the whole of a payment without booking; asked twice, the server refunds it once. */
export function useRefundUnbookedPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundUnbookedPayment,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.payments.check }),
  });
}
