import { FileText } from 'lucide-react';
import { adminInvoicePath } from '#shared/schemas/invoices.ts';
import { useTranslation } from '#web/lib/i18n.ts';

/** The booking's tax invoice or receipt as a PDF (GET /api/bookings/:id/invoice), in the booking's language. */
export function BookingDocumentLink({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('translation', { keyPrefix: 'ownerInvoices.export' });
  return (
    <a
      href={adminInvoicePath(bookingId)}
      target="_blank"
      rel="noreferrer"
      className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-orange-800 underline"
    >
      <FileText aria-hidden className="size-4" /> {t('documents')}
    </a>
  );
}
