import { useQuery } from '@tanstack/react-query';
import { myBookingReply, type MyBookingView } from '#shared/schemas/bookings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getMyBooking(token: string): Promise<MyBookingView> {
  return (await apiRequest(`/api/my-booking/${encodeURIComponent(token)}`, { reply: myBookingReply })).booking;
}

/** The booking a private link opens (its state only, once the link has expired). */
export function useMyBooking(token: string) {
  return useQuery({ queryKey: queryKeys.booking.mine(token), queryFn: () => getMyBooking(token) });
}
