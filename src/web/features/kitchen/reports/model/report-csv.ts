import { toCsv } from '#shared/domain/csv.ts';
import { REPORT_COLUMNS, reportCells } from '#shared/domain/kitchen/report-cells.ts';
import {
  NO_CORRECTIONS,
  taskCorrectionTexts,
  type ReportCorrections,
} from '#shared/domain/kitchen/report-corrections.ts';
import type { Task } from '#shared/schemas/tasks.ts';
import type { Words } from './words.ts';

/**
 * The report as CSV: a header of the report's eight columns and a trailing Corrections column, one row per
 * task in the order given (its corrections one a line in the last cell), text quoted and formula-looking
 * cells made inert by the one CSV writer.
 */
export function reportCsv(
  tasks: readonly Task[],
  words: Words,
  corrections: ReportCorrections = NO_CORRECTIONS,
): string {
  return toCsv(
    [...REPORT_COLUMNS.map((column) => words(`columns.${column}`)), words('corrections.column')],
    tasks.map((task) => {
      const cells = reportCells(task, words);
      return [
        ...REPORT_COLUMNS.map((column) => cells[column]),
        taskCorrectionTexts(corrections, task.id, words).join('\n'),
      ];
    }),
  );
}

/** '<title>_report.csv' / '<title>_report.pdf'. */
export const reportFileName = (title: string, extension: 'csv' | 'pdf') => `${title}_report.${extension}`;
