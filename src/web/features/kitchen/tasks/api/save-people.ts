import { useMutation, useQueryClient } from '@tanstack/react-query';
import { peopleReply } from '#shared/schemas/diary.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * Saves the event's people count (10 to 100,000; the server refuses any other) and answers
 * the count saved. With `version` (the event's, as read) a count saved from an older version of the
 * event is refused with the event as it is now (see staleEvent).
 */
export async function savePeople({ eventId, count, version }: { eventId: number; count: number; version?: number }) {
  const body = version === undefined ? { count } : { count, version };
  return (await apiRequest(`/api/people/${eventId}`, { method: 'POST', body, reply: peopleReply })).data;
}

/** Every screen reads the one count: the task panel, the calculator, the report and the diary's card. */
export function useSavePeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePeople,
    onSettled: (_data, _error, { eventId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.people(eventId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.diary }),
      ]),
  });
}
