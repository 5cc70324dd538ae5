import { useQuery } from '@tanstack/react-query';
import { menuReply, type MenuResponse } from '#shared/schemas/events.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getMenu(eventId: number): Promise<MenuResponse> {
  return (await apiRequest(`/api/menu?eventId=${eventId}`, { reply: menuReply })).data;
}

/** The event's menu, reloaded each time the dialog opens. */
export function useMenu(eventId: number) {
  return useQuery({ queryKey: queryKeys.booking.menu(eventId), queryFn: () => getMenu(eventId), staleTime: 0 });
}
