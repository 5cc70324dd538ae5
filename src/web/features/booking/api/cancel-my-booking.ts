import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myBookingReply, type MyBookingView } from '#shared/schemas/bookings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function cancelMyBooking(token: string): Promise<MyBookingView> {
  const path = `/api/my-booking/${encodeURIComponent(token)}/cancel`;
  return (await apiRequest(path, { method: 'POST', body: {}, reply: myBookingReply })).booking;
}

/** The customer's own cancellation: the page then shows the cancelled booking and its refund. */
export function useCancelMyBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelMyBooking(token),
    onSuccess: (booking) => queryClient.setQueryData(queryKeys.booking.mine(token), booking),
    // A refusal (already cancelled elsewhere, too late) means the page is out of date: read it again.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.booking.mine(token) }),
  });
}
