import { Search } from 'lucide-react';
import { panel } from '#web/components/buttons.ts';
import {
  reportStatus,
  SORT_KEYS,
  STATUS_FILTERS,
  taskBadges,
  type ReportView,
  type SortKey,
  type StatusFilter,
} from '#shared/domain/kitchen/report-tasks.ts';
import type { Task, TemperatureReading } from '#shared/schemas/tasks.ts';
import { REPORT_COLUMNS, reportCells } from '#shared/domain/kitchen/report-cells.ts';
import { taskCorrectionTexts, type ReportCorrections } from '#shared/domain/kitchen/report-corrections.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { cookName } from '../../model/task-text.ts';
import { useReportWords, type Words } from '../model/words.ts';
import { STATUS_COLOURS } from '../model/status-colours.ts';
import { LateMark } from '../../components/late-mark.tsx';

const control =
  'min-h-12 w-full min-w-0 rounded-xl bg-white px-3 text-base text-stone-900 ring-1 ring-stone-300 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300 xl:text-lg';
const fieldLabel = 'mb-1 block text-base font-semibold text-stone-800 xl:text-lg';
/** Columns naming a cook: the name a blank one is recorded under is worded in the screen's language. */
const COOK_COLUMNS: ReadonlySet<string> = new Set(['assignedTo', 'startedBy', 'completedBy']);
/**
 * A time cell may say when the record reached the server as well (a change made offline): it wraps on
 * the wall screen, where the other cells stay on one line, never narrower than a time alone.
 */
const TIME_COLUMNS: ReadonlySet<string> = new Set(['startTime', 'completionTime']);
const timeCell = 'ml-auto min-w-0 2xl:inline-block 2xl:min-w-48 2xl:whitespace-normal';

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
  const change = (next: Partial<ReportView>) => onView({ ...view, ...next });
  const ascending = view.direction === 'asc';

  return (
    <section aria-labelledby="report-tasks" className={panel}>
      <h2 id="report-tasks" className="mb-3 text-xl font-bold text-stone-900 xl:text-2xl">
        {words('tasks.heading')}
      </h2>
      <div className="mb-4 grid gap-3 md:grid-cols-3">
        <div className="min-w-0">
          <label htmlFor="report-status" className={fieldLabel}>
            {words('tasks.status')}
          </label>
          <select
            id="report-status"
            value={view.status}
            onChange={(event) => change({ status: event.target.value as StatusFilter })}
            className={control}
          >
            {STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {status === 'all' ? words('tasks.all') : words(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor="report-search" className={fieldLabel}>
            {words('tasks.search')}
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
            />
            <input
              id="report-search"
              type="search"
              value={view.search}
              placeholder={words('tasks.searchPlaceholder')}
              onChange={(event) => change({ search: event.target.value })}
              className={`${control} pl-10`}
            />
          </div>
        </div>
        <div className="min-w-0">
          <label htmlFor="report-sort" className={fieldLabel}>
            {words('tasks.sortBy')}
          </label>
          <div className="flex gap-2">
            <select
              id="report-sort"
              value={view.sort}
              onChange={(event) => change({ sort: event.target.value as SortKey })}
              className={control}
            >
              {SORT_KEYS.map((key) => (
                <option key={key} value={key}>
                  {words(`tasks.sort.${key}`)}
                </option>
              ))}
            </select>
            <button
              type="button"
              onClick={() => change({ direction: ascending ? 'desc' : 'asc' })}
              aria-label={words(ascending ? 'tasks.ascending' : 'tasks.descending')}
              title={words(ascending ? 'tasks.ascending' : 'tasks.descending')}
              className="inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center rounded-xl bg-white text-2xl font-bold text-stone-900 ring-1 ring-stone-300 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300"
            >
              <span aria-hidden>{ascending ? '↑' : '↓'}</span>
            </button>
          </div>
        </div>
      </div>
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

const cell =
  'flex flex-wrap items-baseline justify-between gap-x-3 py-1 text-right break-words before:text-left before:text-sm before:font-semibold before:text-stone-600 before:content-[attr(data-label)] xl:table-cell xl:px-3 xl:py-3 xl:text-left xl:align-top xl:before:content-none 2xl:whitespace-nowrap';

/**
 * The eight columns. On a phone or a tablet each task is a card whose cells carry their column's name
 * (drawn from data-label), so nothing is cut off or scrolled sideways; from 1280 px it is a table. A
 * task's corrections are listed under its name, the original times and names left as they were.
 */
function TaskTable({
  rows,
  words,
  corrections,
  isLate,
  readings,
}: {
  rows: readonly Task[];
  words: Words;
  corrections: ReportCorrections;
  isLate: (task: Task) => boolean;
  readings: readonly TemperatureReading[];
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <table role="table" className="block w-full text-base text-stone-900 xl:table xl:text-lg">
      <thead role="rowgroup" className="hidden xl:table-header-group">
        <tr role="row" className="border-b-2 border-stone-300">
          {REPORT_COLUMNS.map((column) => (
            <th
              key={column}
              role="columnheader"
              scope="col"
              className="px-3 py-2 text-left text-sm font-bold text-stone-700 xl:text-base"
            >
              {words(`columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody
        role="rowgroup"
        className="block space-y-3 md:grid md:grid-cols-2 md:gap-3 md:space-y-0 xl:table-row-group"
      >
        {rows.map((task) => {
          const cells = reportCells(task, words, language);
          const status = reportStatus(task);
          return (
            <tr
              key={task.id}
              role="row"
              className="block rounded-xl bg-white p-3 ring-1 ring-stone-200 xl:table-row xl:rounded-none xl:border-b xl:border-stone-200 xl:p-0 xl:ring-0"
            >
              <th
                role="rowheader"
                scope="row"
                className="block pb-2 text-left font-semibold xl:table-cell xl:px-3 xl:py-3 xl:align-top"
              >
                <span data-column="task" className="break-words">
                  {cells.task}
                </span>
                <Badges task={task} words={words} />
                <Corrections texts={taskCorrectionTexts(corrections, task.id, words)} words={words} />
                <CheckNotes task={task} readings={readings} />
              </th>
              <td role="cell" data-label={words('columns.status')} className={cell}>
                <span className="ml-auto inline-flex flex-wrap justify-end gap-2 xl:justify-start">
                  <span
                    data-testid="report-status"
                    className={`inline-flex rounded-full px-3 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 xl:text-base ${STATUS_COLOURS[status].pill}`}
                  >
                    {cells.status}
                  </span>
                  {isLate(task) && <LateMark className="text-sm xl:text-base" />}
                </span>
              </td>
              {REPORT_COLUMNS.slice(2).map((column) => (
                <td key={column} role="cell" data-label={words(`columns.${column}`)} className={cell}>
                  <span data-column={column} className={TIME_COLUMNS.has(column) ? timeCell : 'ml-auto min-w-0'}>
                    {(COOK_COLUMNS.has(column) ? cookName(cells[column], t) : cells[column]) || words('tasks.nobody')}
                  </span>
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** What was done about the task's readings outside their limits, and why it was done early. */
function CheckNotes({ task, readings }: { task: Task; readings: readonly TemperatureReading[] }) {
  const { t } = useTranslation();
  const notes = [
    ...readings
      .filter((reading) => reading.taskId === task.id && reading.actionTaken)
      .map(
        (reading) =>
          `${reading.valueC} °C — ${t('kitchenRules.checks.actionTaken', { name: reading.actionBy ?? '', action: reading.actionTaken })}`,
      ),
    ...(task.earlyReason ? [t('kitchenRules.checks.earlyReason', { reason: task.earlyReason })] : []),
  ];
  if (notes.length === 0) return null;
  return (
    <ul data-testid="report-check-notes" className="mt-2 space-y-1 text-sm font-normal xl:min-w-64 xl:text-base">
      {notes.map((note, index) => (
        <li key={index} className="rounded-lg bg-red-50 px-2 py-1 break-words text-red-950 ring-1 ring-red-200">
          {note}
        </li>
      ))}
    </ul>
  );
}

function Corrections({ texts, words }: { texts: readonly string[]; words: Words }) {
  if (texts.length === 0) return null;
  return (
    <ul
      aria-label={words('corrections.heading')}
      data-testid="report-corrections"
      className="mt-2 space-y-1 text-sm font-normal text-orange-950 xl:min-w-64 xl:text-base"
    >
      {texts.map((text, index) => (
        <li key={index} className="rounded-lg bg-orange-50 px-2 py-1 break-words ring-1 ring-orange-200">
          {text}
        </li>
      ))}
    </ul>
  );
}

function Badges({ task, words }: { task: Task; words: Words }) {
  const badges = taskBadges(task);
  if (badges.length === 0) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1.5">
      {badges.map((badge) => (
        <span
          key={badge}
          data-testid="report-badge"
          className={`inline-flex rounded-md px-2 py-0.5 text-xs font-bold xl:text-sm ${
            badge === 'final'
              ? 'bg-red-100 text-red-900'
              : badge === 'temperature'
                ? 'bg-orange-100 text-orange-900'
                : 'bg-sky-100 text-sky-900'
          }`}
        >
          {words(`badges.${badge}`)}
        </span>
      ))}
    </span>
  );
}
