import { useMemo, useState } from 'react';
import { isLate } from '#shared/domain/kitchen/task-lateness.ts';
import { TIME_EXCEEDED_CHECK_MS } from '#shared/domain/kitchen/task-schedule.ts';
import { useClockNow } from '#web/lib/server-clock.ts';
import { panel } from '#web/components/buttons.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { formatEventDate } from '#shared/domain/event-date.ts';
import {
  DEFAULT_VIEW,
  percentOf,
  REPORT_STATUSES,
  reportRows,
  taskStatistics,
  type ReportView,
  type TaskStatistics,
} from '#shared/domain/kitchen/report-tasks.ts';
import { reportAttendance } from '#shared/domain/kitchen/report-cells.ts';
import { groupCorrections, wordCorrection, type ReportCorrections } from '#shared/domain/kitchen/report-corrections.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import { kitchenEventTopic } from '#shared/domain/live-topics.ts';
import { useLiveTopic } from '#web/lib/live-topics.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { usePeople } from '../../tasks/api/get-people.ts';
import { useTasks } from '../../tasks/api/get-tasks.ts';
import { useTemperatures } from '../../tasks/api/get-temperatures.ts';
import { useCorrections } from '../api/get-corrections.ts';
import { Notice } from './notice.tsx';
import { STATUS_COLOURS } from '../model/status-colours.ts';
import { ExportReport } from './export-report.tsx';
import { isBadShape, loadProblem, useReportWords, type Words } from '../model/words.ts';
import { ReportTasks } from './report-tasks.tsx';

/**
 * One event's report: its summary, statistics, export and tasks, read as the kitchen left them, each
 * undo or correction shown beside the task (or reading) it changes. The report is shown whole or not at
 * all: without its corrections it would not be the record.
 */
export function EventReport({ event }: { event: DiaryEvent }) {
  const { words, language } = useReportWords();
  const tasksQuery = useTasks(event.id, event.date);
  const people = usePeople(event.id);
  const readingsQuery = useTemperatures(event.id);
  const correctionsQuery = useCorrections(event.id);
  const [view, setView] = useState<ReportView>(DEFAULT_VIEW);
  const now = new Date(useClockNow(TIME_EXCEEDED_CHECK_MS));
  useLiveTopic(kitchenEventTopic(event.id), [queryKeys.kitchen.event(event.id)]);

  const tasks = useMemo(() => tasksQuery.data?.data ?? [], [tasksQuery.data]);
  const corrections = useMemo(
    () => groupCorrections(correctionsQuery.data ?? [], tasks, readingsQuery.data ?? []),
    [correctionsQuery.data, tasks, readingsQuery.data],
  );

  if (tasksQuery.isPending || people.isPending || readingsQuery.isPending || correctionsQuery.isPending) {
    return <Notice busy text={words('loadingEvent')} />;
  }

  // A tasks reply without success and a list counts as no tasks; a failed call is shown.
  const failure = [
    { query: tasksQuery, fetchKey: 'errors.fetchTasks', failed: tasksQuery.isError && !isBadShape(tasksQuery.error) },
    { query: readingsQuery, fetchKey: 'errors.fetchReadings', failed: readingsQuery.isError },
    { query: correctionsQuery, fetchKey: 'errors.fetchCorrections', failed: correctionsQuery.isError },
  ].find((load) => load.failed);
  // The people count as the event's own call answers it now, else as the events list had it.
  const attendance = people.data ?? event.people;
  const statistics = taskStatistics(tasks);
  const rows = reportRows(tasks, view, language);
  // Every task, in the table's order: the export leaves out nothing the filters hide.
  const exported = reportRows(tasks, { ...view, status: 'all', search: '' }, language);

  return (
    <div className="min-w-0 space-y-4">
      <section aria-labelledby="report-summary" className={panel}>
        <h2 id="report-summary" className="mb-3 text-xl font-bold text-stone-900 xl:text-2xl">
          {words('summary.heading')}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-5">
          <Fact label={words('summary.event')} value={event.title} />
          <Fact label={words('summary.date')} value={formatEventDate(event.date, language)} />
          <Fact label={words('summary.createdBy')} value={event.createdBy} />
          <Fact label={words('summary.attendance')} value={reportAttendance(attendance, words)} />
          <Fact
            label={words('summary.status')}
            value={words(event.isCompleted ? 'status.completed' : 'status.inProgress')}
          />
        </dl>
      </section>
      {failure ? (
        <ErrorBanner
          failure={{
            title: words('errors.loadEventData', {
              message: loadProblem(failure.query.error, words, failure.fetchKey),
            }),
          }}
          retry={{ label: words('retry'), onRetry: () => void failure.query.refetch() }}
        />
      ) : (
        <>
          {statistics.total > 0 && <Statistics statistics={statistics} words={words} />}
          <ExportReport event={event} tasks={exported} corrections={corrections} />
          <ReportTasks
            tasks={tasks}
            rows={rows}
            view={view}
            onView={setView}
            corrections={corrections}
            isLate={(task) => isLate(task, event.date, now)}
            readings={readingsQuery.data ?? []}
          />
          <OtherCorrections corrections={corrections} words={words} />
        </>
      )}
    </div>
  );
}

/** Corrections of records the report no longer lists (a task since removed): kept on the record all the same. */
function OtherCorrections({ corrections, words }: { corrections: ReportCorrections; words: Words }) {
  if (corrections.other.length === 0) return null;
  return (
    <section aria-labelledby="report-other-corrections" className={panel}>
      <h2 id="report-other-corrections" className="mb-3 text-xl font-bold text-stone-900 xl:text-2xl">
        {words('corrections.otherHeading')}
      </h2>
      <ul className="space-y-2 text-base text-orange-950 xl:text-lg">
        {corrections.other.map((correction) => (
          <li key={correction.id} className="rounded-xl bg-orange-50 px-3 py-2 break-words ring-1 ring-orange-200">
            {wordCorrection(correction, words)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-stone-50 px-3 py-2 ring-1 ring-stone-200">
      <dt className="text-sm font-semibold text-stone-600 xl:text-base">{label}</dt>
      <dd className="text-lg font-semibold break-words text-stone-900 xl:text-xl">{value}</dd>
    </div>
  );
}

function Statistics({ statistics, words }: { statistics: TaskStatistics; words: Words }) {
  return (
    <section aria-labelledby="report-statistics" className={panel}>
      <h2 id="report-statistics" className="mb-3 text-xl font-bold text-stone-900 xl:text-2xl">
        {words('statistics.heading')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Count label={words('statistics.total')} value={statistics.total} />
        {REPORT_STATUSES.map((status) => (
          <Count key={status} label={words(`status.${status}`)} value={statistics[status]} />
        ))}
      </dl>
      <div
        role="img"
        aria-label={`${words('statistics.barLabel')}: ${REPORT_STATUSES.map(
          (status) => `${words(`status.${status}`)} ${statistics[status]}`,
        ).join(', ')}`}
        className="mt-4 flex h-5 overflow-hidden rounded-full bg-stone-200 xl:h-6"
      >
        {REPORT_STATUSES.map((status) => (
          <div
            key={status}
            data-testid={`bar-${status}`}
            className={`h-full ${STATUS_COLOURS[status].bar}`}
            style={{ width: `${percentOf(statistics[status], statistics.total)}%` }}
          />
        ))}
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-base text-stone-800 xl:text-lg">
        {REPORT_STATUSES.map((status) => (
          <li key={status} className="flex items-center gap-2">
            <span aria-hidden className={`size-4 shrink-0 rounded-sm ${STATUS_COLOURS[status].bar}`} />
            {words(`status.${status}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="min-w-0 rounded-xl bg-stone-50 px-3 py-2 ring-1 ring-stone-200">
      <dt className="text-sm font-semibold break-words text-stone-600 xl:text-base">{label}</dt>
      <dd className="text-3xl font-bold text-stone-900 tabular-nums">{value}</dd>
    </div>
  );
}
