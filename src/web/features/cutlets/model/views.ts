import { isEventDay, todayInKerala } from '#shared/domain/event-date.ts';

/** The side menu's views, in its order; the address names the open one (`?view=production`). */
export const CUTLET_VIEWS = ['dashboard', 'dayBefore', 'production', 'inventory', 'summary'] as const;
export type CutletView = (typeof CUTLET_VIEWS)[number];

export function viewFrom(value: string | null): CutletView {
  return CUTLET_VIEWS.find((view) => view === value) ?? 'dashboard';
}

/** The day the address names (`?date=2026-11-24`), else today in Kerala. */
export function dateFrom(value: string | null, today: string = todayInKerala()): string {
  return value && isEventDay(value) ? value : today;
}

/** The address of a view of a day. */
export function viewHref(view: CutletView, date: string): string {
  return `?${new URLSearchParams({ view, date }).toString()}`;
}
