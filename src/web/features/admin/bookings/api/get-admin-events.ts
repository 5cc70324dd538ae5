import { useQuery } from '@tanstack/react-query';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Under ['events'], so whatever invalidates the events after an edit refreshes these names too. */
export const allEventsQueryKey = ['events', 'all-including-inactive'] as const;

function createdAtTime(event: PublicEvent): number {
  const time = Date.parse(event.createdAt);
  return Number.isNaN(time) ? 0 : time;
}

export async function getAllEvents(): Promise<PublicEvent[]> {
  const { data } = await apiRequest<{ data: PublicEvent[] }>('/api/events?includeInactive=true');
  return [...data].sort((a, b) => createdAtTime(b) - createdAtTime(a) || b.id - a.id);
}

/** Every event, inactive ones too, newest first: the event filter and the event-bookings view's title. */
export function useAllEvents() {
  return useQuery({ queryKey: allEventsQueryKey, queryFn: getAllEvents, staleTime: 60_000 });
}
