import { describe, expect, it } from 'vitest';
import type { BookingsPage } from '#shared/schemas/bookings.ts';
import { listView, pageCount, pageToShowInstead, shownRange } from './list-view.ts';

/** A page of `shown` bookings out of `total`; the bookings themselves do not matter here. */
function answer(page: number, shown: number, total: number): BookingsPage {
  const data = Array.from({ length: shown }, () => ({})) as BookingsPage['data'];
  return { success: true, data, total, page, pageSize: 20 };
}

const settled = { isPending: false, isError: false, isFetching: false };

describe('which state the bookings list shows', () => {
  it('loads first, and again while a failed first load is retried', () => {
    expect(listView({ ...settled, isPending: true })).toEqual({ kind: 'loading' });
    expect(listView({ ...settled, isError: true, isFetching: true })).toEqual({ kind: 'loading' });
  });

  it('says it failed when there is nothing to show', () => {
    expect(listView({ ...settled, isError: true })).toEqual({ kind: 'failed' });
  });

  it('says when the filter matches no booking', () => {
    expect(listView({ ...settled, data: answer(1, 0, 0) })).toEqual({ kind: 'empty' });
  });

  it('keeps the page it has when refreshing it failed, and says so', () => {
    const data = answer(1, 2, 2);
    expect(listView({ ...settled, data })).toEqual({ kind: 'page', page: data, refreshFailed: false });
    expect(listView({ ...settled, data, isError: true, isFetching: true })).toEqual({
      kind: 'page',
      page: data,
      refreshFailed: true,
    });
  });
});

describe('pages', () => {
  it('counts at least one page', () => {
    expect(pageCount(undefined)).toBe(1);
    expect(pageCount(answer(1, 0, 0))).toBe(1);
    expect(pageCount(answer(1, 20, 20))).toBe(1);
    expect(pageCount(answer(1, 20, 21))).toBe(2);
  });

  it('says which bookings of how many a page shows', () => {
    expect(shownRange(answer(1, 20, 45))).toEqual({ from: 1, to: 20, total: 45 });
    expect(shownRange(answer(3, 5, 45))).toEqual({ from: 41, to: 45, total: 45 });
  });

  it('moves from a page that emptied to the last page that has bookings, once the answer is in', () => {
    expect(pageToShowInstead(3, answer(3, 0, 25), false)).toBe(2);
    expect(pageToShowInstead(2, answer(2, 0, 0), false)).toBe(1);
    expect(pageToShowInstead(2, answer(2, 5, 25), false)).toBeNull();
    expect(pageToShowInstead(3, answer(1, 20, 25), true)).toBeNull();
    expect(pageToShowInstead(3, undefined, false)).toBeNull();
  });
});
