import { reportPdfRefusalCode, type ReportLanguage } from '#shared/schemas/reports.ts';
import type { Db } from '#server/db/database.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { readPeople, requireDiaryEvent } from '#server/modules/diary/diary.service.ts';
import { listReadings, readTaskList } from '#server/modules/tasks/tasks.service.ts';
import { PdfRenderError, type PdfRenderer } from './pdf-renderer.ts';
import { reportHtml, type EventReport } from './report-html.ts';

/**
 * One diary event's report, read through the diary's and the tasks' own services, as the report screen
 * reads it: the event (404 when unknown), its people count, its task list and its temperature readings.
 */
export async function readEventReport(db: Db, eventId: number): Promise<EventReport> {
  const event = await requireDiaryEvent(db, eventId);
  const attendance = await readPeople(db, eventId);
  // Made from the default tasks when the event has no list yet, as the screen's first read does.
  const list = await readTaskList(db, eventId);
  const readings = await listReadings(db, eventId);
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
