import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/schemas/common.ts';
import { eventCorrectionsReply, REPORT_PDF_TYPE, reportPdfRequestSchema } from '#shared/schemas/reports.ts';
import type { Db } from '#server/db/database.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { createPdfRenderer } from './pdf-renderer.ts';
import { eventReportPdf, readEventCorrections } from './reports.service.ts';

/** How long a client should wait before asking again after a 503. */
const RETRY_AFTER_SECONDS = 5;

/**
 * 'title_report.pdf' in a header: the title as typed (RFC 5987) and, for older clients, with anything
 * but plain ASCII letters, digits, spaces, dots and dashes replaced.
 */
export function attachmentHeader(title: string): string {
  const name = `${title}_report.pdf`;
  const plain = name.replace(/[^\w .-]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The event report's PDF, printed by one Chromium the module keeps for the process, and the event's
 * corrections the report shows beside the records. Staff and admins.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: Db; chromiumPath: string }> = async (
  app,
  { db, chromiumPath },
) => {
  const renderer = createPdfRenderer({ executablePath: chromiumPath, log: app.log });
  app.addHook('onClose', () => renderer.close());

  app.get(
    '/api/diary-events/:id/corrections',
    { config: { access: 'staff' }, schema: { params: idParamsSchema, response: { 200: eventCorrectionsReply } } },
    async (request) => ({ success: true as const, data: await readEventCorrections(db, request.params.id) }),
  );

  app.post(
    '/api/diary-events/:id/report.pdf',
    {
      config: { access: 'staff' },
      // The answer is the PDF's bytes; a refusal is thrown and answered as every other (errorReply).
      schema: { params: idParamsSchema, body: reportPdfRequestSchema },
    },
    async (request, reply) => {
      try {
        const { title, pdf } = await eventReportPdf(db, renderer, request.params.id, request.body.language);
        return await reply
          .type(REPORT_PDF_TYPE)
          .header('content-disposition', attachmentHeader(title))
          .header('cache-control', 'no-store')
          .send(pdf);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 503) reply.header('retry-after', RETRY_AFTER_SECONDS);
        throw error;
      }
    },
  );
};
