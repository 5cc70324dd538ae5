import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { temperatureReadingsReply, type TemperatureReading } from '#shared/schemas/tasks.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { withWaitingReadings } from '../model/waiting-task-changes.ts';
import { useTasks } from './get-tasks.ts';

export async function getTemperatures(eventId: number): Promise<TemperatureReading[]> {
  return (await apiRequest(`/api/todos/${eventId}/temperatures`, { reply: temperatureReadingsReply })).data;
}

/** The event's readings, with the ones still waiting on this device after the server's. */
export function useTemperatures(eventId: number | null) {
  const waitingReadings = useTasks(eventId).data?.waitingReadings;
  const select = useCallback(
    (readings: TemperatureReading[]) =>
      waitingReadings?.length ? withWaitingReadings(readings, waitingReadings) : readings,
    [waitingReadings],
  );
  return useQuery({
    queryKey: queryKeys.kitchen.temperatures(eventId ?? 0),
    queryFn: () => getTemperatures(eventId!),
    enabled: eventId !== null,
    select,
  });
}
