import type { BookingsPage } from '#shared/schemas/bookings.ts';

/** What the list's query answered so far (a subset of TanStack Query's result). */
export interface ListQuery {
  data?: BookingsPage;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
}

/**
 * Which of the list's states to show: loading (also while a failed first load is tried again), failed
 * with nothing to show, empty, or a page of bookings (with a note when refreshing it failed).
 */
export type ListView =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'empty' }
  | { kind: 'page'; page: BookingsPage; refreshFailed: boolean };

export function listView(query: ListQuery): ListView {
  const { data } = query;
  if (query.isPending || (query.isError && query.isFetching && !data)) return { kind: 'loading' };
  if (!data) return { kind: 'failed' };
  if (data.data.length === 0) return { kind: 'empty' };
  return { kind: 'page', page: data, refreshFailed: query.isError };
}

/** How many pages the filter has: at least one, even when empty. */
export function pageCount(page: BookingsPage | undefined): number {
  return page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
}

/** The first and last position shown on this page, counted from 1 over the whole filter. */
export function shownRange(page: BookingsPage): { from: number; to: number; total: number } {
  const from = (page.page - 1) * page.pageSize + 1;
  return { from, to: from + page.data.length - 1, total: page.total };
}

/**
 * The page to show instead of `page` once the answer is in: a page that emptied (bookings moved out of
 * the filter) gives way to the last page that has some. `null`: stay.
 */
export function pageToShowInstead(page: number, answer: BookingsPage | undefined, isPlaceholder: boolean) {
  if (!answer || isPlaceholder) return null;
  const pages = pageCount(answer);
  return page > pages ? pages : null;
}
