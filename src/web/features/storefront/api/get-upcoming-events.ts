import { useQuery } from '@tanstack/react-query';
import { isOnSaleDate, todayInKerala } from '#shared/domain/event-date.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const upcomingEventsQueryKey = ['events', 'upcoming'] as const;

function createdAtTime(event: PublicEvent): number {
  const time = Date.parse(event.createdAt);
  return Number.isNaN(time) ? 0 : time;
}

/**
 * Events whose isActive is not false, newest createdAt first; a page left open past an event's day
 * stops offering it (the server refuses it too).
 */
export function upcomingEvents(events: readonly PublicEvent[], today: string = todayInKerala()): PublicEvent[] {
  return events
    .filter((event) => event.isActive !== false && isOnSaleDate(event.date, today))
    .sort((a, b) => createdAtTime(b) - createdAtTime(a) || b.id - a.id);
}

export async function getUpcomingEvents(): Promise<PublicEvent[]> {
  const { data } = await apiRequest<{ data: PublicEvent[] }>('/api/events');
  return upcomingEvents(data);
}

/** The storefront's events: the grid, the floating button and the footer's Book Now share this one query. */
export function useUpcomingEvents() {
  return useQuery({ queryKey: upcomingEventsQueryKey, queryFn: getUpcomingEvents, staleTime: 60_000 });
}
