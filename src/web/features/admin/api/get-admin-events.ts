import { useQuery, type QueryClient } from '@tanstack/react-query';
import { newestFirst } from '#shared/domain/event-order.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Under ['events'], so that invalidating the events refreshes every list of them. */
export const adminEventsQueryKey = ['events', 'admin'] as const;

/** Every event, inactive ones included; the tab filters them with its toggle. */
export async function getAdminEvents(): Promise<PublicEvent[]> {
  const { data } = await apiRequest<{ data: PublicEvent[] }>('/api/events?includeInactive=true');
  return newestFirst(data);
}

export function useAdminEvents() {
  return useQuery({ queryKey: adminEventsQueryKey, queryFn: getAdminEvents });
}

/** After a change: the admin's lists and whatever the storefront has loaded in this browser. */
export function invalidateEvents(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ['events'] });
}
