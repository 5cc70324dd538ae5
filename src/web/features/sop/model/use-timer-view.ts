import { useEffect, useState } from 'react';
import type { Timer } from '#shared/schemas/timers.ts';
import { useServerNow } from '#web/lib/server-clock.ts';
import {
  allowedMinutes,
  FLASH_MS,
  percentUsed,
  timerReading,
  timerTone,
  type TimerReading,
  type TimerTone,
} from './timer.ts';

/** What a step's timer shows, wherever it is shown (the dashboard tile, the sub-step panel). */
export interface TimerView {
  reading: TimerReading;
  running: boolean;
  /** Seconds shown: since the start while running, what the step took once stopped, else 0. */
  seconds: number;
  /** The step's minutes plus any a pit reading added. */
  minutes: number;
  tone: TimerTone;
  /** Running at or past the allowed time: red, flashing, 'OVERTIME!'. */
  overtime: boolean;
  /** The overtime flash's phase: false in its dim half. */
  lit: boolean;
  percent: number;
}

/** Flips every 500 ms while `on`, for the overtime flash. */
function useFlash(on: boolean): boolean {
  const [lit, setLit] = useState(true);
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setLit((value) => !value), FLASH_MS);
    return () => {
      clearInterval(timer);
      setLit(true);
    };
  }, [on]);
  return lit;
}

/**
 * A step's timer on the server's clock, ticking with every screen's second: its reading, colour
 * (green to 75 % of the allowed time, yellow to 100 %, red past it) and overtime flash. A stopped step
 * is coloured by the time it took, without the flash.
 */
export function useTimerView(stepMinutes: number, timer: Timer | undefined): TimerView {
  const reading = timerReading(timer, useServerNow(1000));
  const running = reading.state === 'running';
  const seconds = reading.seconds ?? 0;
  const minutes = allowedMinutes(stepMinutes, timer);
  const allowedSeconds = minutes * 60;
  const timed = running || (reading.state === 'stopped' && reading.seconds !== null);
  const tone: TimerTone = timed ? timerTone(seconds, allowedSeconds) : 'green';
  const overtime = running && tone === 'red';
  const lit = useFlash(overtime);
  return {
    reading,
    running,
    seconds,
    minutes,
    tone,
    overtime,
    lit,
    percent: timed ? percentUsed(seconds, allowedSeconds) : 0,
  };
}
