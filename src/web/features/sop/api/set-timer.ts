import { useMutation, useQueryClient } from '@tanstack/react-query';
import { timerReply, type Timer } from '#shared/schemas/timers.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type TimerChange = { isActive: true; startTime: number } | { isActive: false };

/** Starts (from `startTime` on the server's clock) or stops one step; the server stops the page's other step. */
export async function setTimer({
  eventId,
  stepId,
  change,
}: {
  eventId: number;
  stepId: string;
  change: TimerChange;
}): Promise<Timer> {
  const { data } = await apiRequest(`/api/timers/${eventId}/${encodeURIComponent(stepId)}`, {
    method: 'PUT',
    body: change,
    reply: timerReply,
  });
  return data;
}

export function useSetTimer(eventId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTimer,
    // The answer names one step only; the page's other steps changed too, so the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sop.timers(eventId ?? 0) }),
  });
}
