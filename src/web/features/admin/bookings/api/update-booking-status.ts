import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBookingSchema, type AdminBooking, type BookingStatus } from '#shared/schemas/booking.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingsSummaryQueryKey } from '../../overview/api/get-bookings-summary.ts';
import { bookingsQueryRoot, type BookingsPage } from './get-bookings.ts';

export async function updateBookingStatus(id: number, status: BookingStatus): Promise<AdminBooking> {
  const reply = await apiRequest<{ booking: unknown }>(`/api/bookings/${id}`, { method: 'PUT', body: { status } });
  return adminBookingSchema.parse(reply.booking);
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
      queryClient.setQueriesData<BookingsPage>({ queryKey: bookingsQueryRoot }, (page) =>
        page ? { ...page, data: page.data.map((row) => (row.id === booking.id ? booking : row)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: bookingsQueryRoot });
      void queryClient.invalidateQueries({ queryKey: bookingsSummaryQueryKey });
    },
  });
}
