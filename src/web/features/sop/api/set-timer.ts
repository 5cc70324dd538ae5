import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stepLabel } from '#shared/content/sop/step-label.ts';
import type { TimerStep } from '#shared/domain/kitchen/timer-changes.ts';
import type { Timer } from '#shared/schemas/timers.ts';
import { offlineChanges, type ChangeRequest, type ChangeResult } from '#web/lib/offline/offline-changes.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * A start carries the moment the cook pressed, on the server's clock; a stop is recorded at the moment its
 * change was made, which the queue sends with every change (see timerChangeSchema).
 */
export type TimerChange = TimerStep;

/** The change as the device's queue keeps it: it waits there when the Wi-Fi is down. */
export function timerChangeRequest(eventId: number, stepId: string, change: TimerChange): ChangeRequest {
  const kind = change.isActive ? 'timer.start' : 'timer.stop';
  return {
    kind,
    method: 'PUT',
    path: `/api/timers/${eventId}/${encodeURIComponent(stepId)}`,
    body: change,
    subject: { eventId, stepId },
    label: { key: `offline.changes.${kind}`, params: { step: stepLabel(stepId) } },
    refresh: [[...queryKeys.sop.timers(eventId)]],
  };
}

/**
 * Starts (from `startTime` on the server's clock, taken when the cook pressed Start, so a start sent
 * later still counts from then) or stops one step (when the stop was made, likewise); the server stops the
 * page's other step.
 */
export function setTimer({
  eventId,
  stepId,
  change,
}: {
  eventId: number;
  stepId: string;
  change: TimerChange;
}): Promise<ChangeResult<{ data: Timer }>> {
  return offlineChanges.submit(timerChangeRequest(eventId, stepId, change));
}

export function useSetTimer(eventId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTimer,
    // The answer names one step only; the page's other steps changed too, so the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sop.timers(eventId ?? 0) }),
  });
}
