import type { Timer } from '#shared/schemas/timers.ts';

/** The bar turns yellow above this share of the allowed time, red at the whole of it. */
export const YELLOW_FROM = 0.75;
/** The overtime bar flashes at this pace. */
export const FLASH_MS = 500;

export type TimerTone = 'green' | 'yellow' | 'red';

/** Whole seconds since `startTime`, both on the server's clock; never negative. */
export function elapsedSeconds(startTime: number, serverNow: number): number {
  return Math.max(0, Math.floor((serverNow - startTime) / 1000));
}

/**
 * What a step's timer shows: 'idle' never started (00:00); 'running' with the seconds since its start;
 * 'stopped' with the seconds it took (null when its stop time is not known: stopped before stop times
 * were kept).
 */
export type TimerReading =
  { state: 'idle'; seconds: 0 } | { state: 'running'; seconds: number } | { state: 'stopped'; seconds: number | null };

/** The timer's reading at `serverNow` (null until the server's clock is known: a running step shows 0). */
export function timerReading(timer: Timer | undefined, serverNow: number | null): TimerReading {
  if (!timer || timer.startTime === null) return { state: 'idle', seconds: 0 };
  if (timer.isActive) {
    return { state: 'running', seconds: serverNow === null ? 0 : elapsedSeconds(timer.startTime, serverNow) };
  }
  return {
    state: 'stopped',
    seconds: timer.stopTime === null ? null : elapsedSeconds(timer.startTime, timer.stopTime),
  };
}

/** Minutes a step may take: its own plus any a pit reading added. */
export function allowedMinutes(stepMinutes: number, timer: Pick<Timer, 'extraMinutes'> | undefined): number {
  return stepMinutes + (timer?.extraMinutes ?? 0);
}

/** Green up to 75 % of the allowed time, yellow above it, red at 100 % or more. */
export function timerTone(elapsed: number, allowedSeconds: number): TimerTone {
  if (allowedSeconds <= 0 || elapsed >= allowedSeconds) return 'red';
  return elapsed > allowedSeconds * YELLOW_FROM ? 'yellow' : 'green';
}

/** Share of the allowed time used, 0–100 (the bar stays full past 100). */
export function percentUsed(elapsed: number, allowedSeconds: number): number {
  if (allowedSeconds <= 0) return 100;
  return Math.min(100, Math.round((elapsed / allowedSeconds) * 100));
}

const two = (value: number) => String(value).padStart(2, '0');

/** 'MM:SS' under an hour, 'H:MM:SS' from an hour. */
export function formatElapsed(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/** The page's running timer: the first active one among its steps. */
export function activeTimerOf(timers: Timer[] | undefined, stepIds: readonly string[]): Timer | undefined {
  return timers?.find((timer) => timer.isActive && stepIds.includes(timer.id));
}
