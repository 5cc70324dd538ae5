import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bookingsPageReply, type BookingsPage, type BookingStatus } from '#shared/schemas/bookings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const PAGE_SIZE = 20;

/** What the owner narrowed the list to; the CSV export takes the same. */
export interface BookingFilter {
  status?: BookingStatus;
  eventId?: number;
  q?: string;
}

function filterParams(filter: BookingFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.eventId) params.set('eventId', String(filter.eventId));
  if (filter.q) params.set('q', filter.q);
  return params;
}

/** The CSV download of everything the filter matches (the server sends it as an attachment). */
export function bookingsExportUrl(filter: BookingFilter): string {
  const query = filterParams(filter).toString();
  return `/api/bookings/export${query ? `?${query}` : ''}`;
}

export async function getBookings(filter: BookingFilter, page: number): Promise<BookingsPage> {
  const params = filterParams(filter);
  params.set('page', String(page));
  params.set('pageSize', String(PAGE_SIZE));
  return apiRequest(`/api/bookings?${params}`, { reply: bookingsPageReply });
}

/** One page of bookings, newest first. The previous page stays on screen while the next one loads. */
export function useBookings(filter: BookingFilter, page: number) {
  return useQuery({
    queryKey: queryKeys.bookings.list(filter, page),
    queryFn: () => getBookings(filter, page),
    placeholderData: keepPreviousData,
  });
}
