import type { BookingDocument } from '#shared/schemas/invoices.ts';
import { invoiceCustomerOpen, keralaDay } from '#shared/domain/gst.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import { withTransaction } from '#server/db/transaction.ts';
import type { InvoiceRow } from '#server/db/schema.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { PdfRenderError, type PdfRenderer } from '#server/modules/reports/reports.service.ts';
import { reportPdfRefusalCode } from '#shared/schemas/reports.ts';
import { documentHtml } from './invoice-html.ts';
import { findBookingDocument, findInvoiceById, refundDocumentsOf, setInvoiceCustomer } from './invoices.repo.ts';
import type { Customer } from './invoices.service.ts';

function listed(document: InvoiceRow): BookingDocument {
  return {
    id: document.id,
    kind: document.kind,
    number: document.number,
    issuedOn: document.issued_on,
    totalPaise: document.total_paise,
  };
}

/** A booking's invoice or receipt and its credit notes or refund receipts, as links list them. */
export async function bookingDocuments(db: DbOrTx, bookingId: number) {
  const [main, creditNotes] = await Promise.all([findBookingDocument(db, bookingId), refundDocumentsOf(db, bookingId)]);
  const customer = main && (JSON.parse(main.customer_json) as Customer);
  return {
    main: main ? listed(main) : null,
    creditNotes: creditNotes.map(listed),
    customer: main?.customer_gstin
      ? { gstin: main.customer_gstin, businessName: customer?.businessName ?? null }
      : null,
    customerOpen: main ? customerOpen(main, creditNotes.length > 0) : false,
  };
}

const customerOpen = (invoice: InvoiceRow, credited: boolean) =>
  invoiceCustomerOpen(
    { kind: invoice.kind, customerGstin: invoice.customer_gstin, issuedOn: invoice.issued_on, credited },
    keralaDay(new Date()),
  );

/**
 * The customer's GSTIN and business name put on the booking's tax invoice from the booking page, while
 * that is still open (invoiceCustomerOpen); refused (409) once it is not.
 */
export async function addInvoiceCustomer(
  db: Db,
  bookingId: number,
  given: { gstin: string; businessName: string | null },
) {
  await withTransaction(db, async (tx) => {
    const invoice = await findBookingDocument(tx, bookingId);
    const credited = (await refundDocumentsOf(tx, bookingId)).length > 0;
    if (!invoice || !customerOpen(invoice, credited)) throw textRefusal(409, 'booking.documents.refusals.closed');
    const customer = { ...(JSON.parse(invoice.customer_json) as Customer), businessName: given.businessName };
    await setInvoiceCustomer(tx, invoice.id, given.gstin, JSON.stringify(customer));
  });
  return bookingDocuments(db, bookingId);
}

/** A document printed in its booking's language. */
async function printed(db: DbOrTx, renderer: PdfRenderer, document: InvoiceRow) {
  const original = document.original_id === null ? undefined : await findInvoiceById(db, document.original_id);
  const language = document.language === 'ml' ? 'ml' : 'en';
  const html = documentHtml(document, language, original && { number: original.number, issuedOn: original.issued_on });
  try {
    return { name: document.number, pdf: await renderer.render(html) };
  } catch (error) {
    if (error instanceof PdfRenderError) throw textRefusal(503, reportPdfRefusalCode(error.refusal));
    throw error;
  }
}

/** The booking's invoice (or receipt) as a PDF; 404 when it has none. */
export async function invoicePdf(db: DbOrTx, renderer: PdfRenderer, bookingId: number) {
  const document = await findBookingDocument(db, bookingId);
  if (!document) throw textRefusal(404, 'ownerInvoices.refusals.noInvoice');
  return printed(db, renderer, document);
}

/** One of the booking's credit notes or refund receipts as a PDF; 404 when the booking has no such one. */
export async function creditNotePdf(db: DbOrTx, renderer: PdfRenderer, bookingId: number, noteId: number) {
  const document = await findInvoiceById(db, noteId);
  if (!document || document.refund_id === null || document.booking_id !== bookingId) {
    throw textRefusal(404, 'ownerInvoices.refusals.noCreditNote');
  }
  return printed(db, renderer, document);
}
