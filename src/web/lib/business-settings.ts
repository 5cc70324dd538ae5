import { useQuery } from '@tanstack/react-query';
import type { BusinessSettings } from '#shared/schemas/settings.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function useBusinessSettings() {
  return useQuery({
    queryKey: ['settings', 'business'],
    queryFn: async () => (await apiRequest<{ data: BusinessSettings }>('/api/settings')).data,
    staleTime: 5 * 60_000,
  });
}
