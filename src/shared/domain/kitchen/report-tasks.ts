import type { Task } from '../../schemas/tasks.ts';
import { parseReportTime } from './report-times.ts';
import { FINAL_TASK_NAME } from './task-schedule.ts';

/**
 * The event report's task rules: each
 * task's status, the statistics, the filters, the sort and the row badges. Codes only; the screen words
 * them.
 */

export const REPORT_STATUSES = ['completed', 'inProgress', 'pending'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Completed if completed; In Progress if started and not completed; otherwise Pending. */
export function reportStatus(task: Pick<Task, 'completed' | 'startedAt'>): ReportStatus {
  if (task.completed) return 'completed';
  return task.startedAt ? 'inProgress' : 'pending';
}

export interface TaskStatistics {
  total: number;
  completed: number;
  inProgress: number;
  pending: number;
}

export function taskStatistics(tasks: readonly Task[]): TaskStatistics {
  const statistics = { total: tasks.length, completed: 0, inProgress: 0, pending: 0 };
  for (const task of tasks) statistics[reportStatus(task)]++;
  return statistics;
}

/** A part of the total as a percentage (the bar's widths); 0 of nothing is 0. */
export function percentOf(part: number, total: number): number {
  return total > 0 ? (part * 100) / total : 0;
}

export const STATUS_FILTERS = ['all', ...REPORT_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const SORT_KEYS = ['time', 'status', 'name'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface ReportView {
  status: StatusFilter;
  search: string;
  sort: SortKey;
  direction: SortDirection;
}

/** All tasks, by time, ascending: how the report opens. */
export const DEFAULT_VIEW: ReportView = { status: 'all', search: '', sort: 'time', direction: 'asc' };

/** Case-insensitive substring of the task (in either language), its assignee, its starter or its completer; blank matches all. */
export function matchesSearch(task: Task, search: string): boolean {
  const wanted = search.trim().toLocaleLowerCase();
  if (wanted === '') return true;
  return [task.task, task.taskMl, task.assignedTo, task.startedBy, task.completedBy].some((text) =>
    (text ?? '').toLocaleLowerCase().includes(wanted),
  );
}

export function filterReportTasks(tasks: readonly Task[], status: StatusFilter, search: string): Task[] {
  return tasks.filter((task) => (status === 'all' || reportStatus(task) === status) && matchesSearch(task, search));
}

const STATUS_ORDER: Record<ReportStatus, number> = { pending: 0, inProgress: 1, completed: 2 };

/** Time: when it started, else its place in the list (sortOrder) for a task not started. */
function timeKey(task: Task): number {
  const started = task.startedAt ? parseReportTime(task.startedAt) : null;
  return started ?? task.sortOrder;
}

/**
 * Time by startedAt falling back to sortOrder; Status Pending < In Progress < Completed; Task Name by
 * the locale's comparison. Descending multiplies each comparison by -1; ties keep the list's order.
 */
export function sortReportTasks(
  tasks: readonly Task[],
  sort: SortKey,
  direction: SortDirection,
  locale?: string,
): Task[] {
  const sign = direction === 'asc' ? 1 : -1;
  const compare = {
    time: (a: Task, b: Task) => timeKey(a) - timeKey(b),
    status: (a: Task, b: Task) => STATUS_ORDER[reportStatus(a)] - STATUS_ORDER[reportStatus(b)],
    name: (a: Task, b: Task) => a.task.localeCompare(b.task, locale),
  }[sort];
  return [...tasks].sort((a, b) => sign * compare(a, b));
}

/** The table's rows: the status filter and the search, then the sort. */
export function reportRows(tasks: readonly Task[], view: ReportView, locale?: string): Task[] {
  return sortReportTasks(filterReportTasks(tasks, view.status, view.search), view.sort, view.direction, locale);
}

export type TaskBadge = 'final' | 'temperature' | 'delivery' | 'combinedDelivery';

/** Final, Temperature, and Delivery (Combined Delivery when its delivery type is combined). */
export function taskBadges(task: Task): TaskBadge[] {
  const badges: TaskBadge[] = [];
  if (task.isFinalTask || task.task === FINAL_TASK_NAME) badges.push('final');
  if (task.isTemperature) badges.push('temperature');
  if (task.isDelivery) badges.push(task.deliveryType === 'combined' ? 'combinedDelivery' : 'delivery');
  return badges;
}
