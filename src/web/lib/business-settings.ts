import { useQuery } from '@tanstack/react-query';
import type { SettingsReply } from '#shared/schemas/settings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The settings the storefront shows (placeholders blank) or, for the admin, as stored. */
export function useBusinessSettings() {
  return useQuery({ ...businessSettingsQuery, select: (reply) => reply.data });
}

/** The details still at their placeholder, for the admin's reminder. */
export function usePlaceholderDetails() {
  return useQuery({ ...businessSettingsQuery, select: (reply) => reply.placeholders });
}

const businessSettingsQuery = {
  queryKey: queryKeys.businessSettings,
  queryFn: () => apiRequest<SettingsReply>('/api/settings'),
  staleTime: 5 * 60_000,
};
