import { z } from 'zod';
import { successReply } from './common.ts';
import { correctionSchema } from './corrections.ts';

/**
 * The event report's PDF: `POST /api/diary-events/:id/report.pdf` (`:id` a diary event, staff or admin
 * session) with `{ language }` answers the report as `application/pdf` in that language. A refusal is
 * JSON as every other (`errorReply`): 404 `kitchenRules.diary.notFound` for an unknown event, 503
 * `reports.pdf.refusals.*` when the server cannot print it now (no Chromium, too busy, it failed).
 */

export const REPORT_LANGUAGES = ['en', 'ml'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

export const reportPdfRequestSchema = z.object({ language: z.enum(REPORT_LANGUAGES) });
export type ReportPdfRequest = z.infer<typeof reportPdfRequestSchema>;

export const REPORT_PDF_TYPE = 'application/pdf';

/** The codes of a 503: the screen words them from `reports.pdf.refusals`. */
export const REPORT_PDF_REFUSALS = ['unavailable', 'busy', 'failed'] as const;
export type ReportPdfRefusal = (typeof REPORT_PDF_REFUSALS)[number];
export const reportPdfRefusalCode = (refusal: ReportPdfRefusal) => `reports.pdf.refusals.${refusal}` as const;

/**
 * GET /api/diary-events/:id/corrections (staff or admin): the event's undos and corrections, oldest
 * first, for the report to show beside the records they change; 404 `kitchenRules.diary.notFound` for an
 * unknown event.
 */
export const eventCorrectionsReply = successReply({ data: z.array(correctionSchema) });
