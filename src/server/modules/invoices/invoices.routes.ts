import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/schemas/common.ts';
import {
  bookingDocumentsReply,
  creditNoteParamsSchema,
  invoiceCustomerSchema,
  invoiceExportQuerySchema,
  linkCreditNoteParamsSchema,
} from '#shared/schemas/invoices.ts';
import { manageTokenParamsSchema } from '#shared/schemas/bookings.ts';
import { REPORT_PDF_TYPE } from '#shared/schemas/reports.ts';
import type { Db } from '#server/db/database.ts';
import { createPdfRenderer } from '#server/modules/reports/reports.service.ts';
import { addInvoiceCustomer, bookingDocuments, creditNotePdf, invoicePdf } from './invoice-documents.service.ts';
import { invoiceExportCsv } from './invoice-export.ts';
import type { BookingOfLink } from './invoices.service.ts';

/** 'MND_2026-27_000123.pdf' in a header: a document's number with its slashes made safe. */
function pdfHeader(number: string): string {
  return `inline; filename="${number.replace(/[^\w.-]/g, '_')}.pdf"`;
}

/**
 * Invoices, receipts and credit notes as PDFs (admin by booking id, the customer by the booking page's
 * token), the lists a booking's pages link, and the month's CSV for the GST return (admin).
 */
export const invoicesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  chromiumPath: string;
  bookingOfLink: BookingOfLink;
}> = async (app, { db, chromiumPath, bookingOfLink }) => {
  const renderer = createPdfRenderer({ executablePath: chromiumPath, log: app.log });
  app.addHook('onClose', () => renderer.close());
  const sendPdf = (reply: FastifyReply, document: { name: string; pdf: Buffer }) =>
    reply
      .type(REPORT_PDF_TYPE)
      .header('content-disposition', pdfHeader(document.name))
      .header('cache-control', 'no-store')
      .send(document.pdf);

  app.get(
    '/api/bookings/:id/documents',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, response: { 200: bookingDocumentsReply } } },
    async (request) => ({ success: true as const, ...(await bookingDocuments(db, request.params.id)) }),
  );
  app.get(
    '/api/bookings/:id/invoice',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request, reply) => sendPdf(reply, await invoicePdf(db, renderer, request.params.id)),
  );
  app.get(
    '/api/bookings/:id/credit-notes/:noteId',
    { config: { access: 'admin' }, schema: { params: creditNoteParamsSchema } },
    async (request, reply) =>
      sendPdf(reply, await creditNotePdf(db, renderer, request.params.id, request.params.noteId)),
  );

  app.get(
    '/api/my-booking/:token/documents',
    {
      config: { access: 'public' },
      schema: { params: manageTokenParamsSchema, response: { 200: bookingDocumentsReply } },
    },
    async (request) => {
      const booking = await bookingOfLink(db, request.params.token);
      return { success: true as const, ...(await bookingDocuments(db, booking.id)) };
    },
  );
  app.put(
    '/api/my-booking/:token/invoice-customer',
    {
      config: { access: 'public' },
      schema: {
        params: manageTokenParamsSchema,
        body: invoiceCustomerSchema,
        response: { 200: bookingDocumentsReply },
      },
    },
    async (request) => {
      const booking = await bookingOfLink(db, request.params.token);
      const given = { gstin: request.body.gstin, businessName: request.body.businessName ?? null };
      return { success: true as const, ...(await addInvoiceCustomer(db, booking.id, given)) };
    },
  );
  app.get(
    '/api/my-booking/:token/invoice',
    { config: { access: 'public' }, schema: { params: manageTokenParamsSchema } },
    async (request, reply) => {
      const booking = await bookingOfLink(db, request.params.token);
      return sendPdf(reply, await invoicePdf(db, renderer, booking.id));
    },
  );
  app.get(
    '/api/my-booking/:token/credit-notes/:noteId',
    { config: { access: 'public' }, schema: { params: linkCreditNoteParamsSchema } },
    async (request, reply) => {
      const booking = await bookingOfLink(db, request.params.token);
      return sendPdf(reply, await creditNotePdf(db, renderer, booking.id, request.params.noteId));
    },
  );

  app.get(
    '/api/invoices/export',
    { config: { access: 'admin' }, schema: { querystring: invoiceExportQuerySchema } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="invoices-${request.query.month}.csv"`)
        .header('cache-control', 'no-store')
        .send(await invoiceExportCsv(db, request.query.month)),
  );
};
