import { useQuery } from '@tanstack/react-query';
import { bookingDocumentsReply, type BookingDocumentsReply } from '#shared/schemas/invoices.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getMyDocuments(token: string): Promise<BookingDocumentsReply> {
  return apiRequest(`/api/my-booking/${encodeURIComponent(token)}/documents`, { reply: bookingDocumentsReply });
}

/**
 * The booking's invoice or receipt and its credit notes or refund receipts; read again when the page
 * shows another refund paid back (`paidBack`: how many are), which is when a refund gets its document.
 */
export function useMyDocuments(token: string, paidBack: number) {
  return useQuery({ queryKey: queryKeys.booking.documents(token, paidBack), queryFn: () => getMyDocuments(token) });
}
