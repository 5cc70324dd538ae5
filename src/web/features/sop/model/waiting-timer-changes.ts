import type { Timer } from '#shared/schemas/timers.ts';
import type { QueuedChange } from '#web/lib/offline/change-queue.ts';
import type { TimerChange } from '../api/set-timer.ts';

const pageOf = (stepId: string) => stepId.split('-')[0];

/** A running step stopped at `stopTime`, never before its start. */
const stoppedAt = (timer: Timer, stopTime: number | null): Timer => ({
  ...timer,
  isActive: false,
  stopTime: stopTime === null || timer.startTime === null ? stopTime : Math.max(timer.startTime, stopTime),
});

/**
 * An event's step timers as this device shows them: the server's, with the starts and stops still
 * waiting on the device laid over them in order, by the server's rule (a start stops the page's
 * other running step at its start time and clears its own extra minutes and stop time; a stop of a
 * running step records the moment it was made).
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
      stopTime: null,
      extraMinutes: 0,
      extraReason: null,
    };
    let next: Timer;
    if (body.isActive) {
      next = {
        ...current,
        isActive: true,
        startTime: body.startTime,
        stopTime: null,
        extraMinutes: 0,
        extraReason: null,
      };
      shown = shown.map((timer) =>
        timer.id !== stepId && timer.isActive && pageOf(timer.id) === pageOf(stepId)
          ? stoppedAt(timer, body.startTime)
          : timer,
      );
    } else {
      next = current.isActive ? stoppedAt(current, change.madeAt) : current;
    }
    shown = [...shown.filter((timer) => timer.id !== stepId), next];
  }
  return shown;
}
