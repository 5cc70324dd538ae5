import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessDetail } from '#shared/domain/business-details.ts';
import type { BusinessSettings } from '#shared/schemas/settings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { businessSettingsQueryKey } from '#web/lib/business-settings.ts';

type SettingsReply = { data: BusinessSettings; placeholders: BusinessDetail[] };

export function saveBusinessSettings(settings: BusinessSettings): Promise<SettingsReply> {
  return apiRequest<SettingsReply>('/api/settings', { method: 'PUT', body: settings });
}

/** The storefront in this browser and the admin's reminder see the change at once. */
export function useSaveBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessSettings,
    onSuccess: (reply) => queryClient.setQueryData(businessSettingsQueryKey, reply),
  });
}
