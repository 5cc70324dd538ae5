import { useQuery } from '@tanstack/react-query';
import { upcomingEvents } from '#shared/domain/event-order.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const upcomingEventsQueryKey = ['events', 'upcoming'] as const;

export async function getUpcomingEvents(): Promise<PublicEvent[]> {
  const { data } = await apiRequest<{ data: PublicEvent[] }>('/api/events');
  return upcomingEvents(data);
}

/** The storefront's events: the grid, the floating button and the footer's Book Now share this one query. */
export function useUpcomingEvents() {
  return useQuery({ queryKey: upcomingEventsQueryKey, queryFn: getUpcomingEvents, staleTime: 60_000 });
}
