import { reportStatus, taskBadges } from '#shared/domain/kitchen/report-tasks.ts';
import type { Task, TemperatureReading } from '#shared/schemas/tasks.ts';
import { REPORT_COLUMNS, reportCells } from '#shared/domain/kitchen/report-cells.ts';
import { taskCorrectionTexts, type ReportCorrections } from '#shared/domain/kitchen/report-corrections.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { cookName } from '../../model/task-text.ts';
import type { Words } from '../model/words.ts';
import { checkNotes } from '../model/check-notes.ts';
import { BADGE_COLOURS, STATUS_COLOURS } from '../model/status-colours.ts';
import { LateMark } from '../../components/late-mark.tsx';

/** Columns naming a cook: the name a blank one is recorded under is worded in the screen's language. */
const COOK_COLUMNS: ReadonlySet<string> = new Set(['assignedTo', 'startedBy', 'completedBy']);
/**
 * A time cell may say when the record reached the server as well (a change made offline): it wraps on
 * the wall screen, where the other cells stay on one line, never narrower than a time alone.
 */
const TIME_COLUMNS: ReadonlySet<string> = new Set(['startTime', 'completionTime']);
const timeCell = 'ml-auto min-w-0 2xl:inline-block 2xl:min-w-48 2xl:whitespace-normal';

const cell =
  'flex flex-wrap items-baseline justify-between gap-x-3 py-1 text-right break-words before:text-left before:text-sm before:font-semibold before:text-stone-600 before:content-[attr(data-label)] xl:table-cell xl:px-3 xl:py-3 xl:text-left xl:align-top xl:before:content-none 2xl:whitespace-nowrap';

/**
 * The eight columns. On a phone or a tablet each task is a card whose cells carry their column's name
 * (drawn from data-label), so nothing is cut off or scrolled sideways; from 1280 px it is a table. A
 * task's corrections are listed under its name, the original times and names left as they were.
 */
export function TaskTable({
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
  const notes = checkNotes(task, readings);
  if (notes.length === 0) return null;
  return (
    <ul data-testid="report-check-notes" className="mt-2 space-y-1 text-sm font-normal xl:min-w-64 xl:text-base">
      {notes.map((note, index) => (
        <li key={index} className="rounded-lg bg-red-50 px-2 py-1 break-words text-red-950 ring-1 ring-red-200">
          {note.kind === 'early'
            ? t('kitchenRules.checks.earlyReason', { reason: note.reason })
            : `${note.valueC} °C — ${t('kitchenRules.checks.actionTaken', { name: note.name, action: note.action })}`}
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
          className={`inline-flex rounded-md px-2 py-0.5 text-xs font-bold xl:text-sm ${BADGE_COLOURS[badge]}`}
        >
          {words(`badges.${badge}`)}
        </span>
      ))}
    </span>
  );
}
