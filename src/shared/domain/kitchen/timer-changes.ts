import type { Timer } from '../../schemas/timers.ts';

/**
 * A start or stop of one step's timer: the one rule for the server's timer call and for a screen showing
 * a start or stop still waiting on the device. Times are epoch ms on the server's clock.
 */

/** A start carries the moment the cook pressed Start; a stop ends the step when its change was made. */
export type TimerStep = { isActive: true; startTime: number } | { isActive: false };

/** The page a step is on: the number before the dash. */
export const pageOf = (stepId: string): string => stepId.split('-')[0]!;

/** A step never started: what a start or stop of a step without a timer begins from. */
export const unstartedTimer = (stepId: string): Timer => ({
  id: stepId,
  isActive: false,
  startTime: null,
  stopTime: null,
  extraMinutes: 0,
  extraReason: null,
});

/** A running step stopped at `stopTime`, never before its start. */
const stoppedAt = (timer: Timer, stopTime: number): Timer => ({
  ...timer,
  isActive: false,
  stopTime: timer.startTime === null ? stopTime : Math.max(timer.startTime, stopTime),
});

/**
 * An event's timers after a step's start or stop made at `madeAt`. A start stops every other running
 * step of its page at the start time and clears its own extra minutes and stop time; a stop of a running
 * step records when it was made (a step already stopped keeps its stop time). The step's timer comes
 * last, made when the event had none for it.
 */
export function timersAfterStep(timers: readonly Timer[], stepId: string, step: TimerStep, madeAt: number): Timer[] {
  const current = timers.find((timer) => timer.id === stepId) ?? unstartedTimer(stepId);
  let others = timers.filter((timer) => timer.id !== stepId);
  let next: Timer;
  if (step.isActive) {
    next = {
      ...current,
      isActive: true,
      startTime: step.startTime,
      stopTime: null,
      extraMinutes: 0,
      extraReason: null,
    };
    others = others.map((timer) =>
      timer.isActive && pageOf(timer.id) === pageOf(stepId) ? stoppedAt(timer, step.startTime) : timer,
    );
  } else {
    next = current.isActive ? stoppedAt(current, madeAt) : current;
  }
  return [...others, next];
}
