import { z } from 'zod';
import { successReply } from './common.ts';
import { gstinText, invoiceCustomerFields } from './gstin.ts';

/** One document of a booking, as its page and the admin list it. */
export const bookingDocumentSchema = z.object({
  id: z.number(),
  kind: z.enum(['invoice', 'receipt', 'credit_note', 'refund_receipt']),
  number: z.string(),
  issuedOn: z.string(),
  totalPaise: z.number(),
});
export type BookingDocument = z.infer<typeof bookingDocumentSchema>;

/** GET /api/my-booking/:token/documents and GET /api/bookings/:id/documents. */
export const bookingDocumentsReply = successReply({
  main: bookingDocumentSchema.nullable(),
  /** The refunds' documents: credit notes against an invoice, refund receipts against a receipt. */
  creditNotes: z.array(bookingDocumentSchema),
  /** The business the tax invoice is made out to, when the customer gave its GSTIN. */
  customer: z.object({ gstin: z.string(), businessName: z.string().nullable() }).nullable(),
  /** Whether the customer may still add their GSTIN to the tax invoice (see invoiceCustomerOpen). */
  customerOpen: z.boolean(),
});
export type BookingDocumentsReply = z.infer<typeof bookingDocumentsReply>;

/** PUT /api/my-booking/:token/invoice-customer: the customer's GSTIN (required here) and business name. */
export const invoiceCustomerSchema = z.object({
  gstin: gstinText('booking.validation.gstinInvalid').refine(
    (gstin) => gstin !== '',
    'booking.validation.gstinInvalid',
  ),
  businessName: invoiceCustomerFields.businessName,
});
export type InvoiceCustomer = z.input<typeof invoiceCustomerSchema>;

/** A month as the export names it: '2026-11'. */
export const invoiceExportQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'ownerInvoices.refusals.month'),
});

export const creditNoteParamsSchema = z.object({
  id: z.coerce.number().int().positive('validation.unknownId'),
  noteId: z.coerce.number().int().positive('validation.unknownId'),
});
export const linkCreditNoteParamsSchema = z.object({
  token: z.string().max(100),
  noteId: z.coerce.number().int().positive('validation.unknownId'),
});

/** The PDF's paths, for links: the customer's by the booking page's token. */
export const myInvoicePath = (token: string) => `/api/my-booking/${token}/invoice`;
export const myInvoiceCustomerPath = (token: string) => `/api/my-booking/${token}/invoice-customer`;
export const myCreditNotePath = (token: string, noteId: number) => `/api/my-booking/${token}/credit-notes/${noteId}`;
export const adminInvoicePath = (bookingId: number) => `/api/bookings/${bookingId}/invoice`;
export const adminCreditNotePath = (bookingId: number, noteId: number) =>
  `/api/bookings/${bookingId}/credit-notes/${noteId}`;
export const invoiceExportPath = (month: string) => `/api/invoices/export?month=${month}`;
