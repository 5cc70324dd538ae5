import { FileText } from 'lucide-react';
import { paidBackCount } from '#shared/domain/booking-state.ts';
import type { AdminBooking } from '#shared/schemas/bookings.ts';
import { adminCreditNotePath, adminInvoicePath } from '#shared/schemas/invoices.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { refundDocumentWords } from '#web/lib/refund-document-words.ts';
import { useBookingDocuments } from './api/get-booking-documents.ts';

const LINK = 'inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-orange-800 underline';

/**
 * The booking's tax invoice or receipt (GET /api/bookings/:id/invoice) and each refund's credit note or
 * refund receipt, as PDFs in the booking's language.
 */
export function BookingDocumentLink({ booking }: { booking: Pick<AdminBooking, 'id' | 'refunds'> }) {
  const { t } = useTranslation('translation', { keyPrefix: 'ownerInvoices.export' });
  const documents = useBookingDocuments(booking.id, paidBackCount(booking.refunds));
  const notes = documents.data?.creditNotes ?? [];
  return (
    <ul className="mt-2" data-testid="booking-card-documents">
      <li>
        <a href={adminInvoicePath(booking.id)} target="_blank" rel="noreferrer" className={LINK}>
          <FileText aria-hidden className="size-4 shrink-0" /> {t('documents')}
        </a>
      </li>
      {notes.map((note) => (
        <li key={note.id}>
          <a href={adminCreditNotePath(booking.id, note.id)} target="_blank" rel="noreferrer" className={LINK}>
            <FileText aria-hidden className="size-4 shrink-0" /> {t(...refundDocumentWords(note))}
          </a>
        </li>
      ))}
    </ul>
  );
}
