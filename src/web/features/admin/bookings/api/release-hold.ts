import { useMutation, useQueryClient } from '@tanstack/react-query';
import { holdReleaseReply, type HoldReleaseReply } from '#shared/schemas/holds.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function releaseHold(holdId: number): Promise<HoldReleaseReply> {
  return apiRequest(`/api/holds/${holdId}/release`, { method: 'POST', body: {}, reply: holdReleaseReply });
}

/**
 * Settles one hold now: released, or booked when the customer had paid. Either way (and after a
 * refusal: someone else settled it first) the holds, the bookings lists and the overview are fetched again.
 */
export function useReleaseHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holdId: number) => releaseHold(holdId),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.summary });
    },
  });
}
