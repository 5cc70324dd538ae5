import { BOOKING_STATUSES, type BookingStatus } from '#shared/schemas/bookings.ts';
import type { BookingFilter } from '../api/get-bookings.ts';

/** The filters live in the address beside the tab, so a reload or the back button keeps them. */
export const LIST_PARAM = { status: 'status', event: 'event', q: 'q', page: 'page' } as const;

export type ListParam = keyof typeof LIST_PARAM;

/** A change to the address: a value sets its parameter, `undefined` (or '') removes it. */
export type ListParamChanges = Partial<Record<ListParam, string | undefined>>;

/** What the list shows, read from the address. */
export interface ListAddress {
  status?: BookingStatus;
  /** The search text, trimmed; none when blank. */
  q?: string;
  /** The event picked in the list's own event filter. */
  pickedEvent?: number;
  /** 1 or more. */
  page: number;
  /** What to ask the server for (the event view's own event wins over a picked one). */
  filter: BookingFilter;
  /** The owner narrowed the list (the event view's own event does not count). */
  filtered: boolean;
}

/** Reads the list's address; `eventId` is the event view's own event, if the list is narrowed to one. */
export function readListAddress(params: URLSearchParams, eventId?: number): ListAddress {
  const status = BOOKING_STATUSES.find((name) => name === params.get(LIST_PARAM.status));
  const q = params.get(LIST_PARAM.q)?.trim() || undefined;
  const pickedEvent = Number(params.get(LIST_PARAM.event)) || undefined;
  const page = Math.max(1, Math.floor(Number(params.get(LIST_PARAM.page))) || 1);
  const filtered = Boolean(status || q || (!eventId && pickedEvent));
  return { status, q, pickedEvent, page, filter: { status, q, eventId: eventId ?? pickedEvent }, filtered };
}

/**
 * The address after `changes`; other parameters (the tab's) stay. Any change but a page change goes
 * back to the first page.
 */
export function changeListAddress(current: URLSearchParams, changes: ListParamChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete(LIST_PARAM.page);
  return next;
}

/** The change that shows `page`: the first page has no parameter. */
export function pageChange(page: number): ListParamChanges {
  return { page: page > 1 ? String(page) : undefined };
}

/** The change that clears every filter the owner set. */
export const CLEAR_FILTERS: ListParamChanges = { status: undefined, q: undefined, event: undefined };
