import type { Correction } from '#shared/schemas/corrections.ts';
import { reportPdfRefusalCode, type ReportLanguage } from '#shared/schemas/reports.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { eventCorrections } from '#server/modules/corrections/corrections.service.ts';
import { readPeople, requireDiaryEvent } from '#server/modules/diary/diary.service.ts';
import { listReadings, readTaskList } from '#server/modules/tasks/tasks.service.ts';
import { PdfRenderError, type PdfRenderer } from './pdf-renderer.ts';
import { reportHtml, type EventReport } from './report-html.ts';

/** The event's undos and corrections, oldest first; 404 for an unknown event. Reads only. */
export async function readEventCorrections(db: DbOrTx, eventId: number): Promise<Correction[]> {
  await requireDiaryEvent(db, eventId);
  return eventCorrections(db, eventId);
}

/**
 * One diary event's report, read through the diary's, the tasks' and the corrections' own services, as
 * the report screen reads it: the event (404 when unknown), its people count, its task list, its
 * temperature readings and the corrections of them. Reads only: nothing is made or changed.
 */
export async function readEventReport(db: Db, eventId: number): Promise<EventReport> {
  const event = await requireDiaryEvent(db, eventId);
  const attendance = await readPeople(db, eventId);
  const list = await readTaskList(db, eventId);
  const readings = await listReadings(db, eventId);
  const corrections = await eventCorrections(db, eventId);
  return {
    event: {
      title: event.title,
      date: event.date,
      createdBy: event.created_by,
      isCompleted: event.is_completed === 1,
    },
    attendance,
    tasks: list.data,
    readings,
    corrections,
  };
}

/** The event's report printed as a PDF in `language`; a 503 refusal when the server cannot print now. */
export async function eventReportPdf(
  db: Db,
  renderer: PdfRenderer,
  eventId: number,
  language: ReportLanguage,
): Promise<{ title: string; pdf: Buffer }> {
  const report = await readEventReport(db, eventId);
  try {
    return { title: report.event.title, pdf: await renderer.render(reportHtml(report, language)) };
  } catch (error) {
    if (error instanceof PdfRenderError) throw textRefusal(503, reportPdfRefusalCode(error.refusal));
    throw error;
  }
}

/** What other modules print with: the one Chromium renderer, the report's font, words and escaping (invoices). */
export { createPdfRenderer, PdfRenderError, type PdfRenderer } from './pdf-renderer.ts';
export { escapeHtml, printedPage, translator } from './report-html.ts';
export { REPORT_FONT_FAMILY } from './report-fonts.ts';
