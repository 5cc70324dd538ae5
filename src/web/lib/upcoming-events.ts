import { useQuery } from '@tanstack/react-query';
import { upcomingEvents } from '#shared/domain/event-order.ts';
import type { EventsReply, PublicEvent } from '#shared/schemas/events.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getUpcomingEvents(): Promise<PublicEvent[]> {
  const { data } = await apiRequest<EventsReply>('/api/events');
  return upcomingEvents(data);
}

/** The storefront's events: the grid, the floating button, the footer's Book Now and an offer's page share this one query. */
export function useUpcomingEvents() {
  return useQuery({ queryKey: queryKeys.events.upcoming, queryFn: getUpcomingEvents, staleTime: 60_000 });
}
