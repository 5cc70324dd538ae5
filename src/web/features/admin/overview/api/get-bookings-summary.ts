import { useQuery } from '@tanstack/react-query';
import { bookingsSummaryReply, type BookingsSummary } from '#shared/schemas/bookings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getBookingsSummary(): Promise<BookingsSummary> {
  return (await apiRequest('/api/bookings/summary', { reply: bookingsSummaryReply })).data;
}

/** Counts, revenue (cancelled excluded), recent events and bookings, and sales per event. */
export function useBookingsSummary() {
  return useQuery({ queryKey: queryKeys.bookings.summary, queryFn: getBookingsSummary });
}
