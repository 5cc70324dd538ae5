import { useQuery } from '@tanstack/react-query';
import { bookingsSummarySchema, type BookingsSummary } from '#shared/schemas/booking.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const bookingsSummaryQueryKey = ['bookings-summary'] as const;

export async function getBookingsSummary(): Promise<BookingsSummary> {
  const { data } = await apiRequest<{ data: unknown }>('/api/bookings/summary');
  return bookingsSummarySchema.parse(data);
}

/** Counts, revenue (cancelled excluded), recent events and bookings, and sales per event. */
export function useBookingsSummary() {
  return useQuery({ queryKey: bookingsSummaryQueryKey, queryFn: getBookingsSummary });
}
