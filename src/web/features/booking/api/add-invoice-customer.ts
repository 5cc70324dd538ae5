import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bookingDocumentsReply,
  myInvoiceCustomerPath,
  type BookingDocumentsReply,
  type InvoiceCustomer,
} from '#shared/schemas/invoices.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function addInvoiceCustomer(token: string, given: InvoiceCustomer): Promise<BookingDocumentsReply> {
  return apiRequest(myInvoiceCustomerPath(encodeURIComponent(token)), {
    method: 'PUT',
    body: given,
    reply: bookingDocumentsReply,
  });
}

/** The customer's GSTIN put on their tax invoice: the documents are read again either way. */
export function useAddInvoiceCustomer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (given: InvoiceCustomer) => addInvoiceCustomer(token, given),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.booking.mine(token) }),
  });
}
