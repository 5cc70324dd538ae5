import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';

const catalogueItemSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  pricePaise: z.number(),
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

/** The whole catalogue (disabled items too), with names and default prices, for the event form. */
export async function getMenuItems(): Promise<CatalogueItem[]> {
  const reply = await apiRequest<{ data: unknown }>('/api/menu-items');
  return z.array(catalogueItemSchema).parse(reply.data);
}

export function useMenuItems() {
  return useQuery({ queryKey: ['admin', 'menu-items'], queryFn: getMenuItems, staleTime: 5 * 60_000 });
}
