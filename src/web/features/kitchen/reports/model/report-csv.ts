import { toCsv } from '#shared/domain/csv.ts';
import { REPORT_COLUMNS, reportCells } from '#shared/domain/kitchen/report-cells.ts';
import type { Task } from '#shared/schemas/diary.ts';
import type { Words } from './words.ts';

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
