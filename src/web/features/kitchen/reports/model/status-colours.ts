import type { ReportStatus, TaskBadge } from '#shared/domain/kitchen/report-tasks.ts';

/** The colours of the task statuses: the same in the bar, its legend and the table. */
export const STATUS_COLOURS: Record<ReportStatus, { bar: string; pill: string }> = {
  completed: { bar: 'bg-emerald-600', pill: 'bg-emerald-100 text-emerald-900 ring-emerald-300' },
  inProgress: { bar: 'bg-amber-500', pill: 'bg-amber-100 text-amber-900 ring-amber-300' },
  pending: { bar: 'bg-stone-400', pill: 'bg-stone-100 text-stone-800 ring-stone-300' },
};

/** The colours of a task's badges in the table: the final task, a temperature check, a delivery. */
export const BADGE_COLOURS: Record<TaskBadge, string> = {
  final: 'bg-red-100 text-red-900',
  temperature: 'bg-orange-100 text-orange-900',
  delivery: 'bg-sky-100 text-sky-900',
  combinedDelivery: 'bg-sky-100 text-sky-900',
};
