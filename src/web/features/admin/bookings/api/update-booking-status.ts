import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBookingReply, type AdminBooking, type BookingStatus } from '#shared/schemas/bookings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { showChangedBooking } from './show-changed-booking.ts';

export async function updateBookingStatus(id: number, status: BookingStatus): Promise<AdminBooking> {
  const body = { status };
  return (await apiRequest(`/api/bookings/${id}`, { method: 'PUT', body, reply: adminBookingReply })).booking;
}

/**
 * A status change the booking's state allows. The changed booking (with its new history entry)
 * replaces the old one on screen at once; the lists and the overview are then fetched again.
 */
export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: BookingStatus }) => updateBookingStatus(id, status),
    onSuccess: (booking) => {
      showChangedBooking(queryClient, booking);
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.summary });
    },
    // A refusal (the money or the slots say no) may mean the card is out of date.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.lists }),
  });
}
