import { isOnSaleDate, todayInKerala } from './event-date.ts';

interface Scheduled {
  id: number;
  createdAt: string;
  date: string;
}

interface Ordered extends Scheduled {
  isActive: boolean;
}

function createdAtTime(event: { createdAt: string }): number {
  const time = Date.parse(event.createdAt);
  return Number.isNaN(time) ? 0 : time;
}

/** Newest created first, ties by newest id: the admin's list. */
export function newestFirst<T extends Pick<Ordered, 'id' | 'createdAt'>>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => createdAtTime(b) - createdAtTime(a) || b.id - a.id);
}

/** Soonest date first; on one day, the newest created (as the storefront always put them). */
export function soonestFirst<T extends Scheduled>(events: readonly T[]): T[] {
  return [...events].sort(
    (a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) || createdAtTime(b) - createdAtTime(a) || b.id - a.id,
  );
}

/**
 * What the storefront offers: active events dated today or later, soonest first. A page left open
 * past an event's day stops offering it (the server refuses it too).
 */
export function upcomingEvents<T extends Ordered>(events: readonly T[], today: string = todayInKerala()): T[] {
  return soonestFirst(events.filter((event) => event.isActive !== false && isOnSaleDate(event.date, today)));
}

/**
 * The one event a customer may book now: the soonest upcoming one that still has a free slot, so a
 * sold-out sale does not block the next. `freeSlots` answers undefined when it is not known (the
 * storefront could not ask): such an event is taken as open, and the server has the last word.
 */
export function firstBookable<T extends { id: number }>(
  upcoming: readonly T[],
  freeSlots: (event: T) => number | undefined,
): T | undefined {
  return upcoming.find((event) => (freeSlots(event) ?? 1) > 0);
}
