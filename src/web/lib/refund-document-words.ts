import { formatRupees } from '#shared/domain/money.ts';
import type { BookingDocument } from '#shared/schemas/invoices.ts';

/**
 * A credit note or refund receipt as a link names it: its text's key (under `booking.documents` on the
 * customer's booking page, `ownerInvoices.export` on the admin's booking card) and its number and amount.
 */
export function refundDocumentWords(note: BookingDocument) {
  const words = { number: note.number, amount: formatRupees(note.totalPaise) };
  return [note.kind === 'credit_note' ? 'creditNote' : 'refundReceipt', words] as const;
}
