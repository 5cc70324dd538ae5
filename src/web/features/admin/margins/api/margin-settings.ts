import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { marginSettingsReply, type GatewayFeeInput, type MarginSettings } from '#shared/schemas/margins.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getMarginSettings(): Promise<MarginSettings> {
  return (await apiRequest('/api/margins/settings', { reply: marginSettingsReply })).data;
}

export async function saveGatewayFee(fee: GatewayFeeInput): Promise<MarginSettings> {
  return (await apiRequest('/api/margins/gateway-fee', { method: 'PUT', body: fee, reply: marginSettingsReply })).data;
}

/** The gateway fee and the costs a new event starts with. */
export function useMarginSettings() {
  return useQuery({ queryKey: queryKeys.margins.settings, queryFn: getMarginSettings });
}

/** A new fee changes every margin: they are all read again. */
export function useSaveGatewayFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGatewayFee,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.margins.all }),
  });
}
