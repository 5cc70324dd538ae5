import type { Task } from '#shared/schemas/tasks.ts';
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
    startTime: wordReportTime(reportTime(task.startedAt), words, formatReportInstant),
    completedBy: task.completedBy ?? '',
    completionTime: wordReportTime(reportTime(task.completedAt), words, formatReportInstant),
    timeTaken: wordTimeTaken(timeTaken(task.startedAt, task.completedAt), words),
  };
}

/** What the report prints for a value it cannot vouch for (outside the limits table). */
export const IMPLAUSIBLE = '—';

/** The event's people count as the summary shows it ('120 people'); '—' outside the limits table. */
export function reportAttendance(attendance: number, words: ReportWords): string {
  return withinLimit('attendance', attendance) ? words('summary.people', { count: attendance }) : IMPLAUSIBLE;
}
