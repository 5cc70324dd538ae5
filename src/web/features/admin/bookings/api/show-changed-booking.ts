import type { QueryClient } from '@tanstack/react-query';
import type { AdminBooking, BookingsPage } from '#shared/schemas/bookings.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * A booking the server has just changed replaces the old one on every page of the list at once; then
 * everything under the bookings (pages, holds, waiting list) is fetched again. Only the pages are
 * rewritten: the holds and the waiting list share the `lists` prefix but are not pages.
 */
export function showChangedBooking(queryClient: QueryClient, booking: AdminBooking): void {
  queryClient.setQueriesData<BookingsPage>({ queryKey: queryKeys.bookings.pages }, (page) =>
    page ? { ...page, data: page.data.map((row) => (row.id === booking.id ? booking : row)) } : page,
  );
  void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.lists });
}
