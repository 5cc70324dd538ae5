import { useQuery } from '@tanstack/react-query';
import { forecastReply, type Forecast } from '#shared/schemas/forecasts.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The event's sell-out forecast: GET /api/events/:id/forecast. */
export async function getForecast(eventId: number): Promise<Forecast> {
  return (await apiRequest(`/api/events/${eventId}/forecast`, { reply: forecastReply })).data;
}

/** Read only once the owner opens the forecast (`enabled`), not for every card on the list. */
export function useForecast(eventId: number, enabled: boolean) {
  return useQuery({ queryKey: queryKeys.events.forecast(eventId), queryFn: () => getForecast(eventId), enabled });
}
