import { useQuery } from '@tanstack/react-query';
import { peopleReply } from '#shared/schemas/diary.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getPeople(eventId: number): Promise<number> {
  return (await apiRequest(`/api/people/${eventId}`, { reply: peopleReply })).data;
}

export function usePeople(eventId: number) {
  return useQuery({ queryKey: queryKeys.kitchen.people(eventId), queryFn: () => getPeople(eventId) });
}
