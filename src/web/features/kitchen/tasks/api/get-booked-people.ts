import { useQuery } from '@tanstack/react-query';
import { bookedPeopleReply } from '#shared/schemas/diary.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** People booked on the storefront for the linked sales event; null when none is linked. */
export async function getBookedPeople(eventId: number): Promise<number | null> {
  return (await apiRequest(`/api/people/${eventId}/booked`, { reply: bookedPeopleReply })).data;
}

export function useBookedPeople(eventId: number) {
  return useQuery({ queryKey: queryKeys.kitchen.bookedPeople(eventId), queryFn: () => getBookedPeople(eventId) });
}
