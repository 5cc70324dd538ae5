import { useQuery } from '@tanstack/react-query';
import { cutletDayReply, type CutletDay } from '#shared/schemas/cutlets.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** One cutlet day: its values (entered, carried or defaults), checks and completed tasks. */
export async function getCutletDay(date: string): Promise<CutletDay> {
  const { data } = await apiRequest(`/api/cutlets/days/${date}`, { reply: cutletDayReply });
  return data;
}

export function useCutletDay(date: string) {
  return useQuery({ queryKey: queryKeys.cutlets.day(date), queryFn: () => getCutletDay(date) });
}
