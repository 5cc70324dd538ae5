import { useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '#shared/schemas/booking.ts';
import { apiRequest } from './api-client.ts';

/** How this install is set up for the browser: payment provider and key, map tiles, chat widget. */
export function useClientConfig() {
  return useQuery({
    queryKey: ['client-config'],
    queryFn: async () => (await apiRequest<{ data: ClientConfig }>('/api/client-config')).data,
    staleTime: Infinity,
  });
}
