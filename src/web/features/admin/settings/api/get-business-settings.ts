import { useQuery } from '@tanstack/react-query';
import { adminSettingsReply } from '#shared/schemas/settings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The business settings as stored, the coupon code with them: the admin's own call, not the storefront's. */
export function useAdminBusinessSettings() {
  return useQuery({
    queryKey: queryKeys.adminBusinessSettings,
    queryFn: () => apiRequest('/api/settings/admin', { reply: adminSettingsReply }),
    select: (reply) => reply.data,
  });
}
