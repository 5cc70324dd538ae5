import { useQuery } from '@tanstack/react-query';
import type { EventAvailability, EventsAvailabilityReply } from '#shared/schemas/availability.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Typed, not parsed: the storefront's first load keeps zod's parser out of its bundle. */
export async function getEventsAvailability(): Promise<Map<number, EventAvailability>> {
  const { data } = await apiRequest<EventsAvailabilityReply>('/api/events/availability');
  return new Map(data.map((slots) => [slots.eventId, slots]));
}

/** Every upcoming event's slots, asked again every half minute: a sold-out sale opens the next one. */
export function useEventsAvailability() {
  return useQuery({
    queryKey: queryKeys.events.availability,
    queryFn: getEventsAvailability,
    staleTime: 10_000,
    refetchInterval: 30_000,
  });
}
