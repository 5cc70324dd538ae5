import { panel } from '#web/components/buttons.ts';
import type { ReportView } from '#shared/domain/kitchen/report-tasks.ts';
import type { Task, TemperatureReading } from '#shared/schemas/tasks.ts';
import type { ReportCorrections } from '#shared/domain/kitchen/report-corrections.ts';
import { useReportWords } from '../model/words.ts';
import { ReportFilters } from './report-filters.tsx';
import { TaskTable } from './report-task-table.tsx';

interface ReportTasksProps {
  /** Every task of the event. */
  tasks: readonly Task[];
  /** The tasks the filters keep, in the chosen order. */
  rows: readonly Task[];
  view: ReportView;
  onView: (view: ReportView) => void;
  /** The undos and corrections, shown under the task they change. */
  corrections: ReportCorrections;
  /** Is the task late now (task-lateness.ts)? */
  isLate: (task: Task) => boolean;
  /** The event's readings: what was done about one outside its limit is shown under its task. */
  readings?: readonly TemperatureReading[];
}

/** The Tasks section: status, search and sort, then the eight-column table. */
export function ReportTasks({ tasks, rows, view, onView, corrections, isLate, readings = [] }: ReportTasksProps) {
  const { words } = useReportWords();

  return (
    <section aria-labelledby="report-tasks" className={panel}>
      <h2 id="report-tasks" className="mb-3 text-xl font-bold text-stone-900 xl:text-2xl">
        {words('tasks.heading')}
      </h2>
      <ReportFilters view={view} onView={onView} words={words} />
      {tasks.length === 0 ? (
        <p className="rounded-xl bg-stone-50 p-6 text-center text-lg text-stone-700">{words('tasks.empty')}</p>
      ) : rows.length === 0 ? (
        <p className="rounded-xl bg-stone-50 p-6 text-center text-lg text-stone-700">{words('tasks.noMatch')}</p>
      ) : (
        <TaskTable rows={rows} words={words} corrections={corrections} isLate={isLate} readings={readings} />
      )}
    </section>
  );
}
