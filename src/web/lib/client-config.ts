import { useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '#shared/schemas/settings.ts';
import { apiRequest } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** How this install is set up for the browser: payment provider and key, map tiles, chat widget. */
export function useClientConfig() {
  return useQuery({
    queryKey: queryKeys.clientConfig,
    queryFn: async () => (await apiRequest<{ data: ClientConfig }>('/api/client-config')).data,
    staleTime: Infinity,
  });
}
