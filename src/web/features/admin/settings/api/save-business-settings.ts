import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessSettings } from '#shared/schemas/settings.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The key useBusinessSettings (web/lib) reads: the storefront in this browser sees the change at once. */
const businessSettingsQueryKey = ['settings', 'business'] as const;

export async function saveBusinessSettings(settings: BusinessSettings): Promise<BusinessSettings> {
  return (await apiRequest<{ data: BusinessSettings }>('/api/settings', { method: 'PUT', body: settings })).data;
}

export function useSaveBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessSettings,
    onSuccess: (saved) => queryClient.setQueryData(businessSettingsQueryKey, saved),
  });
}
