import { useQuery } from '@tanstack/react-query';
import { cutletHistoryReply, type CutletHistoryDay } from '#shared/schemas/cutlets.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** How many kept days the history chart shows. */
export const HISTORY_DAYS = 14;

/** The latest days kept up to `until`, oldest first. */
export async function getCutletHistory(until: string): Promise<CutletHistoryDay[]> {
  const { data } = await apiRequest(`/api/cutlets/history?until=${until}&days=${HISTORY_DAYS}`, {
    reply: cutletHistoryReply,
  });
  return data;
}

export function useCutletHistory(until: string) {
  return useQuery({ queryKey: queryKeys.cutlets.history(until), queryFn: () => getCutletHistory(until) });
}
