import { toCsv } from '#shared/domain/csv.ts';
import { reportStatus } from '#shared/domain/kitchen/report-tasks.ts';
import {
  formatReportInstant,
  reportTime,
  timeTaken,
  wordReportTime,
  wordTimeTaken,
} from '#shared/domain/kitchen/report-times.ts';
import type { Task } from '#shared/schemas/diary.ts';
import type { Words } from './words.ts';

/** The table's eight columns, which are also the CSV's (seed 001 section 9), in order. */
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

/** One task's cells as the table and the CSV show them (names as typed, '' when nobody). */
export function reportCells(task: Task, words: Words): Record<ReportColumn, string> {
  return {
    task: task.task,
    status: words(`status.${reportStatus(task)}`),
    assignedTo: task.assignedTo,
    startedBy: task.startedBy ?? '',
    startTime: wordReportTime(reportTime(task.startedAt), words, formatReportInstant),
    completedBy: task.completedBy ?? '',
    completionTime: wordReportTime(reportTime(task.completedAt), words, formatReportInstant),
    timeTaken: wordTimeTaken(timeTaken(task.startedAt, task.completedAt), words),
  };
}

/**
 * The report as CSV: a header of the eight columns, one row per task in the order given, text quoted
 * and formula-looking cells made inert by the one CSV writer.
 */
export function reportCsv(tasks: readonly Task[], words: Words): string {
  return toCsv(
    REPORT_COLUMNS.map((column) => words(`columns.${column}`)),
    tasks.map((task) => {
      const cells = reportCells(task, words);
      return REPORT_COLUMNS.map((column) => cells[column]);
    }),
  );
}

/** '<title>_report.csv' / '<title>_report.pdf'. */
export const reportFileName = (title: string, extension: 'csv' | 'pdf') => `${title}_report.${extension}`;
