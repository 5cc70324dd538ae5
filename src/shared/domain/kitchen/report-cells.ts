import type { Task } from '#shared/schemas/tasks.ts';
import { lateArrival } from '#shared/domain/change-times.ts';
import { inLanguage } from '#shared/domain/in-language.ts';
import { withinLimit } from './limits.ts';
import { reportStatus } from './report-tasks.ts';
import { formatReportInstant, reportTime, timeTaken, wordReportTime, wordTimeTaken } from './report-times.ts';

/** The report table's eight columns, which are also the CSV's, in order. */
export const REPORT_COLUMNS = [
  'task',
  'status',
  'assignedTo',
  'startedBy',
  'startTime',
  'completedBy',
  'completionTime',
  'timeTaken',
] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number];

/** The report's texts (`reports.*` keys) in one language. */
export type ReportWords = (key: string, params?: Record<string, string | number>) => string;

/**
 * One task's cells as the screen's table, the CSV and the PDF show them: the task's name in `language`
 * (its Malayalam on a Malayalam report when it has one), cooks' names as typed, '' when nobody.
 */
export function reportCells(task: Task, words: ReportWords, language = 'en'): Record<ReportColumn, string> {
  return {
    task: inLanguage(task.task, task.taskMl, language),
    status: words(`status.${reportStatus(task)}`),
    assignedTo: task.assignedTo,
    startedBy: task.startedBy ?? '',
    startTime: wordRecordTime(task.startedAt, task.startedArrivedAt, words),
    completedBy: task.completedBy ?? '',
    completionTime: wordRecordTime(task.completedAt, task.completedArrivedAt, words),
    timeTaken: wordTimeTaken(timeTaken(task.startedAt, task.completedAt), words),
  };
}

/**
 * When a record was made, as the report shows it, and when it reached the server where that was more than
 * a minute later (a change made offline and sent later): '20/12/2026, 09:15:00 (reached the server
 * 20/12/2026, 09:21:04)'.
 */
export function wordRecordTime(at: string | null, arrivedAt: string | null | undefined, words: ReportWords): string {
  const time = wordReportTime(reportTime(at), words, formatReportInstant);
  const arrived = lateArrival(at, arrivedAt);
  return arrived === null
    ? time
    : words('arrival.reached', { time, arrived: formatReportInstant(Date.parse(arrived)) });
}

/** What the report prints for a value it cannot vouch for (outside the limits table). */
export const IMPLAUSIBLE = '—';

/** The event's people count as the summary shows it ('120 people'); '—' outside the limits table. */
export function reportAttendance(attendance: number, words: ReportWords): string {
  return withinLimit('attendance', attendance) ? words('summary.people', { count: attendance }) : IMPLAUSIBLE;
}
