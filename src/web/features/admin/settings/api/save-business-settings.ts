import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsReply, type BusinessSettings, type SettingsReply } from '#shared/schemas/settings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function saveBusinessSettings(settings: BusinessSettings): Promise<SettingsReply> {
  return apiRequest('/api/settings', { method: 'PUT', body: settings, reply: settingsReply });
}

/** The storefront in this browser and the admin's reminder see the change at once. */
export function useSaveBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessSettings,
    onSuccess: (reply) => queryClient.setQueryData(queryKeys.businessSettings, reply),
  });
}
