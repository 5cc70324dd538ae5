import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { timersReply, type Timer } from '#shared/schemas/timers.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useOfflineChanges } from '#web/lib/offline/offline-changes.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { withWaitingTimerChanges } from '../model/waiting-timer-changes.ts';

/** Every step timer of one diary event. */
export async function getTimers(eventId: number): Promise<Timer[]> {
  const { data } = await apiRequest(`/api/timers/${eventId}`, { reply: timersReply });
  return data;
}

/** The event's timers, with the starts and stops still waiting on this device laid over them. */
export function useTimers(eventId: number | null) {
  const { waiting } = useOfflineChanges();
  const select = useCallback(
    (timers: Timer[]) => withWaitingTimerChanges(timers, waiting, eventId ?? 0),
    [waiting, eventId],
  );
  return useQuery({
    queryKey: queryKeys.sop.timers(eventId ?? 0),
    queryFn: () => getTimers(eventId!),
    enabled: eventId !== null,
    select,
  });
}
