import { useQuery } from '@tanstack/react-query';
import { bookingDocumentsReply, type BookingDocumentsReply } from '#shared/schemas/invoices.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getMyDocuments(token: string): Promise<BookingDocumentsReply> {
  return apiRequest(`/api/my-booking/${encodeURIComponent(token)}/documents`, { reply: bookingDocumentsReply });
}

/** The booking's invoice or receipt and its credit notes; read again when the page shows another refund. */
export function useMyDocuments(token: string, refunds: number) {
  return useQuery({ queryKey: queryKeys.booking.documents(token, refunds), queryFn: () => getMyDocuments(token) });
}
