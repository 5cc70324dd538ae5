import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminBookingReply,
  type AdminBooking,
  type BookingsPage,
  type BookingStatus,
} from '#shared/schemas/bookings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function updateBookingStatus(id: number, status: BookingStatus): Promise<AdminBooking> {
  const body = { status };
  return (await apiRequest(`/api/bookings/${id}`, { method: 'PUT', body, reply: adminBookingReply })).booking;
}

/**
 * Any status to any status. The changed booking (with its new history entry)
 * replaces the old one on screen at once; the lists and the overview are then fetched again.
 */
export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: BookingStatus }) => updateBookingStatus(id, status),
    onSuccess: (booking) => {
      queryClient.setQueriesData<BookingsPage>({ queryKey: queryKeys.bookings.lists }, (page) =>
        page ? { ...page, data: page.data.map((row) => (row.id === booking.id ? booking : row)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.summary });
    },
  });
}
