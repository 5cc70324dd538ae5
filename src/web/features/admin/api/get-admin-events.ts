import { useQuery, type QueryClient } from '@tanstack/react-query';
import { newestFirst } from '#shared/domain/event-order.ts';
import { eventsReply, type PublicEvent } from '#shared/schemas/events.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Every event, inactive ones included; the tab filters them with its toggle. */
export async function getAdminEvents(): Promise<PublicEvent[]> {
  const { data } = await apiRequest('/api/events?includeInactive=true', { reply: eventsReply });
  return newestFirst(data);
}

export function useAdminEvents() {
  return useQuery({ queryKey: queryKeys.events.admin, queryFn: getAdminEvents });
}

/** After a change: the admin's lists and whatever the storefront has loaded in this browser. */
export function invalidateEvents(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.events.all });
}
