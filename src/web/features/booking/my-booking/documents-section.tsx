import { FileText } from 'lucide-react';
import { myCreditNotePath, myInvoicePath } from '#shared/schemas/invoices.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { refundDocumentWords } from '#web/lib/refund-document-words.ts';
import { useMyDocuments } from '../api/get-my-documents.ts';
import { InvoiceCustomerForm } from './invoice-customer-form.tsx';

const LINK =
  'flex min-h-12 items-center gap-2 rounded-lg px-2 font-semibold text-orange-800 underline hover:bg-orange-50';

/**
 * Links to the booking's tax invoice (or receipt) and each refund's credit note (or refund receipt), as
 * PDFs in the booking's language. `paidBack`: how many of its refunds the gateway has paid back.
 */
export function DocumentsSection({ token, paidBack }: { token: string; paidBack: number }) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking.documents' });
  const documents = useMyDocuments(token, paidBack);
  if (!documents.data?.main) return null;
  const { main, creditNotes, customer, customerOpen } = documents.data;
  return (
    <section data-testid="booking-documents" className="rounded-xl bg-white p-3 ring-1 ring-stone-200">
      <h2 className="text-base font-semibold text-stone-900">
        {main.kind === 'invoice' ? t('title') : t('receiptsTitle')}
      </h2>
      <ul className="mt-1">
        <li>
          <a className={LINK} href={myInvoicePath(token)} target="_blank" rel="noreferrer">
            <FileText aria-hidden className="size-5 shrink-0" />
            {main.kind === 'invoice' ? t('invoice', { number: main.number }) : t('receipt')}
          </a>
        </li>
        {creditNotes.map((note) => (
          <li key={note.id}>
            <a className={LINK} href={myCreditNotePath(token, note.id)} target="_blank" rel="noreferrer">
              <FileText aria-hidden className="size-5 shrink-0" />
              {t(...refundDocumentWords(note))}
            </a>
          </li>
        ))}
      </ul>
      {customer && (
        <p className="px-2 text-sm text-stone-700" role="status">
          {customer.businessName
            ? t('customer.billedTo', { name: customer.businessName, gstin: customer.gstin })
            : t('customer.billedToGstin', { gstin: customer.gstin })}
        </p>
      )}
      {customerOpen && <InvoiceCustomerForm token={token} />}
    </section>
  );
}
