import { isOnSaleDate, todayInKerala } from './event-date.ts';

interface Ordered {
  id: number;
  createdAt: string;
  isActive: boolean;
  date: string;
}

function createdAtTime(event: { createdAt: string }): number {
  const time = Date.parse(event.createdAt);
  return Number.isNaN(time) ? 0 : time;
}

/** Newest created first, ties by newest id: the storefront's order and the admin's. */
export function newestFirst<T extends Pick<Ordered, 'id' | 'createdAt'>>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => createdAtTime(b) - createdAtTime(a) || b.id - a.id);
}

/**
 * What the storefront offers: active events dated today or later, newest first. Only the first can
 * be booked. A page left open past an event's day stops offering it (the server refuses it too).
 */
export function upcomingEvents<T extends Ordered>(events: readonly T[], today: string = todayInKerala()): T[] {
  return newestFirst(events.filter((event) => event.isActive !== false && isOnSaleDate(event.date, today)));
}
