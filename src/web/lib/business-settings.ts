import { useQuery } from '@tanstack/react-query';
import type { BusinessDetail } from '#shared/domain/business-details.ts';
import type { BusinessSettings } from '#shared/schemas/settings.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const businessSettingsQueryKey = ['settings', 'business'] as const;

/** The settings the storefront shows (placeholders blank) or, for the admin, as stored. */
export function useBusinessSettings() {
  return useQuery({ ...businessSettingsQuery, select: (reply) => reply.data });
}

/** The details still at their placeholder, for the admin's reminder. */
export function usePlaceholderDetails() {
  return useQuery({ ...businessSettingsQuery, select: (reply) => reply.placeholders });
}

const businessSettingsQuery = {
  queryKey: businessSettingsQueryKey,
  queryFn: () => apiRequest<{ data: BusinessSettings; placeholders: BusinessDetail[] }>('/api/settings'),
  staleTime: 5 * 60_000,
};
