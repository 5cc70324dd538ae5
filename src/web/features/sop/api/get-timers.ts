import { useQuery } from '@tanstack/react-query';
import { timersReply, type Timer } from '#shared/schemas/timers.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Every step timer of one diary event. */
export async function getTimers(eventId: number): Promise<Timer[]> {
  const { data } = await apiRequest(`/api/timers/${eventId}`, { reply: timersReply });
  return data;
}

export function useTimers(eventId: number | null) {
  return useQuery({
    queryKey: queryKeys.sop.timers(eventId ?? 0),
    queryFn: () => getTimers(eventId!),
    enabled: eventId !== null,
  });
}
