import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSettingsReply, type AdminSettingsReply, type BusinessSettings } from '#shared/schemas/settings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function saveBusinessSettings(settings: BusinessSettings): Promise<AdminSettingsReply> {
  return apiRequest('/api/settings', { method: 'PUT', body: settings, reply: adminSettingsReply });
}

/** The admin's form, the storefront in this browser and the admin's reminder see the change at once. */
export function useSaveBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessSettings,
    onSuccess: (reply) => {
      queryClient.setQueryData(queryKeys.adminBusinessSettings, reply);
      // The storefront's copy is read again: its answer never carries the coupon code.
      return queryClient.invalidateQueries({ queryKey: queryKeys.businessSettings });
    },
  });
}
