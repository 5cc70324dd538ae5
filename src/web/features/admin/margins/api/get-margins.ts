import { useQuery } from '@tanstack/react-query';
import { MARGINS_TOPIC } from '#shared/domain/live-topics.ts';
import { eventMarginReply, marginsReply, type EventMargin, type MarginRow } from '#shared/schemas/margins.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useLiveTopic } from '#web/lib/live-topics.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getMargins(): Promise<MarginRow[]> {
  return (await apiRequest('/api/margins', { reply: marginsReply })).data;
}

export async function getEventMargin(eventId: number): Promise<EventMargin> {
  return (await apiRequest(`/api/events/${eventId}/margin`, { reply: eventMarginReply })).data;
}

/** The newest events' margins, for the overview. */
export function useMargins() {
  return useQuery({ queryKey: queryKeys.margins.list, queryFn: getMargins });
}

/** One event's margin and what each figure is made of. */
export function useEventMargin(eventId: number) {
  return useQuery({ queryKey: queryKeys.margins.event(eventId), queryFn: () => getEventMargin(eventId) });
}

const MARGIN_QUERIES = [queryKeys.margins.all];

/** Margins change as bookings come in and as the kitchen records what an event used: they follow MARGINS_TOPIC. */
export function useMarginsLiveUpdates(): { live: boolean } {
  return useLiveTopic(MARGINS_TOPIC, MARGIN_QUERIES);
}
