import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBookingReply, type AdminBooking, type RefundRequest } from '#shared/schemas/bookings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { showChangedBooking } from './show-changed-booking.ts';

export async function refundBooking(id: number, request: RefundRequest, key: string): Promise<AdminBooking> {
  const path = `/api/bookings/${id}/refund`;
  return (await apiRequest(path, { method: 'POST', body: request, idempotencyKey: key, reply: adminBookingReply }))
    .booking;
}

/** A refund of a booking; `key` is the form's own, so a second tap of Refund refunds nothing more. */
export function useRefundBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request, key }: { id: number; request: RefundRequest; key: string }) =>
      refundBooking(id, request, key),
    onSuccess: (booking) => showChangedBooking(queryClient, booking),
    // A refusal (refunded meanwhile by another admin) means the card is out of date.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.lists }),
  });
}
