import { useQuery } from '@tanstack/react-query';
import { temperatureReadingsReply, type TemperatureReading } from '#shared/schemas/diary.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getTemperatures(eventId: number): Promise<TemperatureReading[]> {
  return (await apiRequest(`/api/todos/${eventId}/temperatures`, { reply: temperatureReadingsReply })).data;
}

export function useTemperatures(eventId: number | null) {
  return useQuery({
    queryKey: queryKeys.kitchen.temperatures(eventId ?? 0),
    queryFn: () => getTemperatures(eventId!),
    enabled: eventId !== null,
  });
}
