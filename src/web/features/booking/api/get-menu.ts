import { useQuery } from '@tanstack/react-query';
import { menuResponseSchema, type MenuResponse } from '#shared/schemas/events.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const menuQueryKey = (eventId: number) => ['booking', 'menu', eventId] as const;

export async function getMenu(eventId: number): Promise<MenuResponse> {
  const reply = await apiRequest<{ data: unknown }>(`/api/menu?eventId=${eventId}`);
  return menuResponseSchema.parse(reply.data);
}

/** The event's menu, reloaded each time the dialog opens. */
export function useMenu(eventId: number) {
  return useQuery({ queryKey: menuQueryKey(eventId), queryFn: () => getMenu(eventId), staleTime: 0 });
}
