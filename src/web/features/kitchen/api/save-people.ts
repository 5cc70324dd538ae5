import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okReply } from '#shared/schemas/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The server floors the count to at least MIN_PEOPLE. */
export async function savePeople({ eventId, count }: { eventId: number; count: number }) {
  await apiRequest(`/api/people/${eventId}`, { method: 'POST', body: { count }, reply: okReply });
}

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
