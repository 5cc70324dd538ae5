import type { Timer } from '#shared/schemas/timers.ts';
import type { QueuedChange } from '#web/lib/offline/change-queue.ts';
import type { TimerChange } from '../api/set-timer.ts';

const pageOf = (stepId: string) => stepId.split('-')[0];

/**
 * An event's step timers as this device shows them: the server's, with the starts and stops still
 * waiting on the device laid over them in order, by the server's rule (a start stops the page's
 * other steps and clears the extra minutes).
 */
export function withWaitingTimerChanges(
  timers: readonly Timer[],
  waiting: readonly QueuedChange[],
  eventId: number,
): Timer[] {
  let shown = [...timers];
  for (const change of waiting) {
    if (change.subject.eventId !== eventId || !change.kind.startsWith('timer.')) continue;
    const stepId = String(change.subject.stepId);
    const body = change.body as TimerChange;
    const current = shown.find((timer) => timer.id === stepId) ?? {
      id: stepId,
      isActive: false,
      startTime: null,
      extraMinutes: 0,
      extraReason: null,
    };
    const next: Timer = body.isActive
      ? { ...current, isActive: true, startTime: body.startTime, extraMinutes: 0, extraReason: null }
      : { ...current, isActive: false };
    if (body.isActive) {
      shown = shown.map((timer) =>
        timer.id !== stepId && timer.isActive && pageOf(timer.id) === pageOf(stepId)
          ? { ...timer, isActive: false }
          : timer,
      );
    }
    shown = [...shown.filter((timer) => timer.id !== stepId), next];
  }
  return shown;
}
