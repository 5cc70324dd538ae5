import { DIARY_FILTERS } from '#shared/schemas/diary.ts';
import type { DiaryListing } from '#web/lib/diary-events.ts';

/** The diary's filters: the four of DIARY_FILTERS, applied by the server, and the archived events (admins only). */
export const FILTERS = [...DIARY_FILTERS, 'archived'] as const;
export type Filter = (typeof FILTERS)[number];

/** The filters a cook may choose: the archived events are for admins. */
export const filtersFor = (isAdmin: boolean): Filter[] => FILTERS.filter((name) => name !== 'archived' || isAdmin);

/** The server's listing a filter shows. */
export const listingOf = (filter: Filter): DiaryListing =>
  filter === 'archived' ? { filter: 'all', archived: 'only' } : { filter, archived: 'exclude' };

/** The page's search parameters with `eventId` selected (none: no `event`), the others kept. */
export function withSelectedEvent(params: URLSearchParams, eventId: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (eventId === null) next.delete('event');
  else next.set('event', String(eventId));
  return next;
}

/** The event the page's `event` parameter selects; null when none or not an id. */
export const selectedEventId = (params: URLSearchParams): number | null => Number(params.get('event')) || null;
