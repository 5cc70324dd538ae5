import { useQuery } from '@tanstack/react-query';
import { paymentsCheckReply, type PaymentsCheck } from '#shared/schemas/payments.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getPaymentsCheck(): Promise<PaymentsCheck> {
  const { lastPass, unbooked } = await apiRequest('/api/payments/reconciliation', { reply: paymentsCheckReply });
  return { lastPass, unbooked };
}

/** The last reconciliation pass and the payments without booking. */
export function usePaymentsCheck() {
  // The running server's pass comes round every minute; its time and result follow.
  return useQuery({ queryKey: queryKeys.payments.check, queryFn: getPaymentsCheck, refetchInterval: 60_000 });
}
