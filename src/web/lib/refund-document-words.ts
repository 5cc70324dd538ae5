import { formatRupees } from '#shared/domain/money.ts';
import type { BookingDocument } from '#shared/schemas/invoices.ts';

/**
 * A credit note or refund receipt as a link names it (the `booking.documents` texts): its number and
 * amount. The customer's booking page and the admin's booking card both list them.
 */
export function refundDocumentWords(note: BookingDocument) {
  const words = { number: note.number, amount: formatRupees(note.totalPaise) };
  return [note.kind === 'credit_note' ? 'creditNote' : 'refundReceipt', words] as const;
}
