import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminBookingSchema, type AdminBooking, type BookingStatus } from '#shared/schemas/booking.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const PAGE_SIZE = 20;

/** What the owner narrowed the list to; the CSV export takes the same. */
export interface BookingFilter {
  status?: BookingStatus;
  eventId?: number;
  q?: string;
}

export interface BookingsPage {
  data: AdminBooking[];
  total: number;
  page: number;
  pageSize: number;
}

/** Every bookings list query starts with this; a change to any booking invalidates them all. */
export const bookingsQueryRoot = ['bookings'] as const;
export const bookingsQueryKey = (filter: BookingFilter, page: number) =>
  [...bookingsQueryRoot, 'list', { status: filter.status, eventId: filter.eventId, q: filter.q, page }] as const;

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

const pageSchema = z.object({
  data: z.array(adminBookingSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export async function getBookings(filter: BookingFilter, page: number): Promise<BookingsPage> {
  const params = filterParams(filter);
  params.set('page', String(page));
  params.set('pageSize', String(PAGE_SIZE));
  return pageSchema.parse(await apiRequest<BookingsPage>(`/api/bookings?${params}`));
}

/** One page of bookings, newest first. The previous page stays on screen while the next one loads. */
export function useBookings(filter: BookingFilter, page: number) {
  return useQuery({
    queryKey: bookingsQueryKey(filter, page),
    queryFn: () => getBookings(filter, page),
    placeholderData: keepPreviousData,
  });
}
