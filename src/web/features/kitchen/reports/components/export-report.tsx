import { Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { button, panel } from '#web/components/buttons.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import type { ReportCorrections } from '#shared/domain/kitchen/report-corrections.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import type { Task } from '#shared/schemas/tasks.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { problemText } from '#web/lib/problem-text.ts';
import { downloadBlob } from '#web/lib/download.ts';
import { getReportPdf } from '../api/get-report-pdf.ts';
import { reportCsv, reportFileName } from '../model/report-csv.ts';
import { useReportWords, type Words } from '../model/words.ts';

const FORMATS = ['csv', 'pdf'] as const;
type Format = (typeof FORMATS)[number];

/**
 * Why an export failed, for 'Export failed: <message>': as every failed call is worded (the server's
 * refusals, 'reports.pdf.refusals.busy', in the screen's language), else the status or the error.
 */
function exportProblem(error: unknown, words: Words): string {
  if (error instanceof ApiError) return problemText(error, words('errors.fetchPdf', { status: error.status }));
  return error instanceof Error ? error.message : String(error);
}

/**
 * Export Report: the tasks and their corrections as CSV, made here (always in English), or the report as a PDF made
 * by the server in the screen's language. 'Exporting...' while it runs; nothing to export without tasks.
 */
export function ExportReport({
  event,
  tasks,
  corrections,
}: {
  event: DiaryEvent;
  tasks: readonly Task[];
  /** Written in the CSV's last column (the PDF's come from the server). */
  corrections: ReportCorrections;
}) {
  const { words, english, language } = useReportWords();
  const [format, setFormat] = useState<Format>('csv');
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run() {
    setExporting(true);
    setFailure(null);
    try {
      if (format === 'csv') {
        const csv = reportCsv(tasks, english, corrections);
        downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), reportFileName(event.title, 'csv'));
      } else {
        downloadBlob(await getReportPdf(event.id, language), reportFileName(event.title, 'pdf'));
      }
    } catch (error) {
      setFailure(words('errors.exportFailed', { message: exportProblem(error, words) }));
    } finally {
      setExporting(false);
    }
  }

  return (
    <section aria-labelledby="report-export" className={panel}>
      <h2 id="report-export" className="mb-3 text-xl font-bold text-stone-900 xl:text-2xl">
        {words('export.heading')}
      </h2>
      {failure && (
        <ErrorBanner
          className="mb-3"
          failure={{ title: failure }}
          onDismiss={() => setFailure(null)}
          dismissLabel={words('dismiss')}
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <fieldset className="min-w-0">
          <legend className="sr-only">{words('export.format')}</legend>
          <div className="flex gap-2">
            {FORMATS.map((name) => (
              <label
                key={name}
                className={`inline-flex min-h-12 min-w-24 cursor-pointer items-center gap-3 rounded-xl px-4 text-base font-semibold ring-1 xl:text-lg ${
                  format === name
                    ? 'bg-amber-50 text-amber-900 ring-amber-500'
                    : 'bg-white text-stone-800 ring-stone-300'
                }`}
              >
                <input
                  type="radio"
                  name="report-format"
                  value={name}
                  checked={format === name}
                  onChange={() => setFormat(name)}
                  className="size-5 accent-amber-700"
                />
                {words(`export.${name}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <button
          type="button"
          onClick={() => void run()}
          disabled={exporting || tasks.length === 0}
          className={`${button.primary} w-full sm:w-auto`}
        >
          {exporting ? (
            <LoaderCircle aria-hidden className="size-5 animate-spin" />
          ) : (
            <Download aria-hidden className="size-5" />
          )}
          {exporting ? words('export.exporting') : words('export.button')}
        </button>
      </div>
    </section>
  );
}
