import { useQuery } from '@tanstack/react-query';
import { bookingDocumentsReply, type BookingDocumentsReply } from '#shared/schemas/invoices.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getBookingDocuments(bookingId: number): Promise<BookingDocumentsReply> {
  return apiRequest(`/api/bookings/${bookingId}/documents`, { reply: bookingDocumentsReply });
}

/**
 * A booking's invoice or receipt and its refunds' documents, asked for only when one of its refunds has
 * been paid back (`paidBack`), the only time it has more than its invoice; read again with each.
 */
export function useBookingDocuments(bookingId: number, paidBack: number) {
  return useQuery({
    queryKey: queryKeys.bookings.documents(bookingId, paidBack),
    queryFn: () => getBookingDocuments(bookingId),
    enabled: paidBack > 0,
  });
}
