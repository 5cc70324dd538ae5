import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reconcileReply, type ReconcileReply } from '#shared/schemas/payments.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function runReconciliation(): Promise<ReconcileReply> {
  return apiRequest('/api/payments/reconcile', { method: 'POST', body: {}, reply: reconcileReply });
}

/** The reconciliation pass now: what it booked shows in the bookings, what it could not in the payments check. */
export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runReconciliation,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.payments.check });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.summary });
    },
  });
}
