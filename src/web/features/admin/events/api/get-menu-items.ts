import { useQuery } from '@tanstack/react-query';
import { catalogueReply, type CatalogueItem } from '#shared/schemas/events.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The whole catalogue (disabled items too), with names and default prices, for the event form. */
export async function getMenuItems(): Promise<CatalogueItem[]> {
  return (await apiRequest('/api/menu-items', { reply: catalogueReply })).data;
}

export function useMenuItems() {
  return useQuery({ queryKey: queryKeys.catalogue, queryFn: getMenuItems, staleTime: 5 * 60_000 });
}
