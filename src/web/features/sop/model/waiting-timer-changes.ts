import { timersAfterStep } from '#shared/domain/kitchen/timer-changes.ts';
import type { Timer } from '#shared/schemas/timers.ts';
import type { QueuedChange } from '#web/lib/offline/change-queue.ts';
import type { TimerChange } from '../api/set-timer.ts';

/**
 * An event's step timers as this device shows them: the server's, with the starts and stops still
 * waiting on the device laid over them in order, by the shared rule (timersAfterStep).
 */
export function withWaitingTimerChanges(
  timers: readonly Timer[],
  waiting: readonly QueuedChange[],
  eventId: number,
): Timer[] {
  let shown = [...timers];
  for (const change of waiting) {
    if (change.subject.eventId !== eventId || !change.kind.startsWith('timer.')) continue;
    shown = timersAfterStep(shown, String(change.subject.stepId), change.body as TimerChange, change.madeAt);
  }
  return shown;
}
