import { useMutation } from '@tanstack/react-query';
import { joinWaitingListReply, type JoinWaitingList } from '#shared/schemas/waiting-list.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Joins a sold-out event's waiting list; answers the place in line. */
export function useJoinWaitingList() {
  return useMutation({
    mutationFn: async (request: JoinWaitingList) =>
      (await apiRequest('/api/waiting-list', { method: 'POST', body: request, reply: joinWaitingListReply })).position,
  });
}
