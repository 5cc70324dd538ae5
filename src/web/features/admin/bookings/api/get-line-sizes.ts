import { useQuery } from '@tanstack/react-query';
import { lineSizesReply, type LineSize } from '#shared/schemas/waiting-list.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** People join the line unannounced: look again this often. */
const CHECK_MS = 30_000;

export async function getLineSizes(): Promise<LineSize[]> {
  return (await apiRequest('/api/waiting-list/sizes', { reply: lineSizesReply })).data;
}

/** Per event with someone in line: how many wait and for how many slots (refetched with every booking change). */
export function useLineSizes() {
  return useQuery({ queryKey: queryKeys.bookings.lineSizes, queryFn: getLineSizes, refetchInterval: CHECK_MS });
}
