import { storefrontEn } from '#shared/content/locales/storefront.en.ts';
import {
  creditSplit,
  documentNumber,
  financialYear,
  keralaDay,
  percentToBasisPoints,
  splitInclusive,
} from '#shared/domain/gst.ts';
import type { BookingLine } from '#shared/schemas/bookings.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { BookingRow, InvoiceRow, RefundRow } from '#server/db/schema.ts';
import { readBusinessSettings } from '#server/modules/settings/settings.service.ts';
import * as repo from './invoices.repo.ts';

/** The two numbered series; a receipt is named by its booking's reference. */
export const INVOICE_SERIES = 'invoice';
export const CREDIT_NOTE_SERIES = 'credit_note';

/** Who issued a document, as it was printed. */
export interface Seller {
  name: string;
  address: string;
  gstin: string;
  sacCode: string;
  phone: string;
  registrationNumber: string;
}

/** Who it was issued to, as the booking named them. */
export interface Customer {
  name: string;
  phone: string;
  address: string;
  pincode: string;
  email: string | null;
  /** The business the customer booked for, when they gave one (with their GSTIN); absent before 2026-11-29. */
  businessName?: string | null;
}

/** What a document lists: the booking's items, its discount, and the event they were for. */
export interface DocumentLines {
  reference: string;
  event: { title: string; titleMl: string; date: string };
  items: BookingLine[];
  subtotalPaise: number;
  discountPercent: number;
  discountPaise: number;
}

/**
 * The booking a customer's private link opens (404 for none, 410 once the link has outlived the
 * customer's details), given by the bookings module (app.ts): it owns the links.
 */
export type BookingOfLink = (db: DbOrTx, token: string) => Promise<{ id: number }>;

export const creditNotePrefix = (prefix: string) => `${prefix}-CN`;

/**
 * A paid booking's document, in the transaction that makes the booking: with a GSTIN in the settings,
 * a tax invoice with the next number of its financial year; without, a plain receipt.
 */
export async function issueForPayment(tx: DbOrTx, booking: BookingRow): Promise<InvoiceRow> {
  const settings = await readBusinessSettings(tx);
  const day = keralaDay(booking.created_at);
  const rates = settings.gstin
    ? {
        cgstBasisPoints: percentToBasisPoints(settings.cgstPercent),
        sgstBasisPoints: percentToBasisPoints(settings.sgstPercent),
      }
    : { cgstBasisPoints: 0, sgstBasisPoints: 0 };
  const split = splitInclusive(booking.amount_paise, rates);
  const year = financialYear(day);
  const numbered = settings.gstin
    ? { kind: 'invoice' as const, sequence: await repo.takeNumber(tx, INVOICE_SERIES, year) }
    : { kind: 'receipt' as const, sequence: null };
  const seller: Seller = {
    name: settings.legalName || storefrontEn.brand,
    address: settings.legalAddress || settings.city,
    gstin: settings.gstin,
    sacCode: settings.sacCode,
    phone: settings.phone,
    registrationNumber: settings.registrationNumber,
  };
  const customer: Customer = {
    name: booking.name,
    phone: booking.phone,
    address: booking.address,
    pincode: booking.pincode,
    email: booking.email,
    businessName: booking.business_name,
  };
  const lines: DocumentLines = {
    reference: booking.reference,
    event: { title: booking.event_title, titleMl: booking.event_title_ml, date: booking.event_date },
    items: JSON.parse(booking.items_json) as BookingLine[],
    subtotalPaise: booking.subtotal_paise,
    discountPercent: booking.discount_percent,
    discountPaise: booking.discount_paise,
  };
  return repo.insertInvoice(tx, {
    kind: numbered.kind,
    number:
      numbered.sequence === null ? booking.reference : documentNumber(settings.invoicePrefix, year, numbered.sequence),
    financial_year: numbered.sequence === null ? null : year,
    sequence: numbered.sequence,
    booking_id: booking.id,
    refund_id: null,
    original_id: null,
    issued_at: booking.created_at,
    issued_on: day,
    language: booking.language,
    customer_json: JSON.stringify(customer),
    customer_gstin: booking.customer_gstin,
    seller_json: JSON.stringify(seller),
    lines_json: JSON.stringify(lines),
    note: '',
    total_paise: split.totalPaise,
    taxable_paise: split.taxablePaise,
    cgst_paise: split.cgstPaise,
    sgst_paise: split.sgstPaise,
    cgst_basis_points: rates.cgstBasisPoints,
    sgst_basis_points: rates.sgstBasisPoints,
  });
}

/**
 * A refund's document, once it has been paid back, in the transaction that records that (the caller
 * holds the booking): against a tax invoice, a credit note with the next number of the credit notes'
 * financial year, its split what this refund adds to those before it (creditSplit); against a plain
 * receipt, a refund receipt named by the receipt and its place among the booking's refunds. A booking
 * with neither gets none; a refund that has its document already is given it again.
 */
export async function issueForRefund(
  tx: DbOrTx,
  booking: BookingRow,
  refund: RefundRow,
  at: string,
): Promise<InvoiceRow | null> {
  const issued = await repo.findDocumentOfRefund(tx, refund.id);
  if (issued) return issued;
  const invoice = await repo.findBookingDocument(tx, booking.id);
  if (!invoice) return null;
  const before = await repo.refundDocumentsOf(tx, booking.id);
  const day = keralaDay(at);
  const dated = { refund_id: refund.id, original_id: invoice.id, issued_at: at, issued_on: day, note: refund.reason };
  if (invoice.kind === 'receipt') {
    return repo.insertInvoice(tx, {
      ...invoiceCopy(invoice),
      ...dated,
      kind: 'refund_receipt',
      number: refundReceiptNumber(invoice.number, before.length + 1),
      financial_year: null,
      sequence: null,
      total_paise: refund.amount_paise,
      taxable_paise: refund.amount_paise,
      cgst_paise: 0,
      sgst_paise: 0,
    });
  }
  const rates = { cgstBasisPoints: invoice.cgst_basis_points, sgstBasisPoints: invoice.sgst_basis_points };
  const split = creditSplit(
    before.reduce((sum, note) => sum + note.total_paise, 0),
    refund.amount_paise,
    rates,
  );
  const year = financialYear(day);
  const sequence = await repo.takeNumber(tx, CREDIT_NOTE_SERIES, year);
  const settings = await readBusinessSettings(tx);
  return repo.insertInvoice(tx, {
    ...invoiceCopy(invoice),
    ...dated,
    kind: 'credit_note',
    number: documentNumber(creditNotePrefix(settings.invoicePrefix), year, sequence),
    financial_year: year,
    sequence,
    total_paise: split.totalPaise,
    taxable_paise: split.taxablePaise,
    cgst_paise: split.cgstPaise,
    sgst_paise: split.sgstPaise,
  });
}

/** 'MX7K2P-R1': a receipt's first refund receipt. */
export const refundReceiptNumber = (receipt: string, nth: number) => `${receipt}-R${nth}`;

/** What a credit note repeats of its invoice: who, what, the rates. */
function invoiceCopy(invoice: InvoiceRow) {
  return {
    booking_id: invoice.booking_id,
    language: invoice.language,
    customer_json: invoice.customer_json,
    customer_gstin: invoice.customer_gstin,
    seller_json: invoice.seller_json,
    lines_json: invoice.lines_json,
    cgst_basis_points: invoice.cgst_basis_points,
    sgst_basis_points: invoice.sgst_basis_points,
  };
}

/** The credit note or refund receipt issued for a refund, once it was paid back. */
export function documentOfRefund(db: DbOrTx, refundId: number): Promise<InvoiceRow | undefined> {
  return repo.findDocumentOfRefund(db, refundId);
}
