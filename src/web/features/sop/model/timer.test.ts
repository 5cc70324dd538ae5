import { describe, expect, it } from 'vitest';
import type { Timer } from '#shared/schemas/timers.ts';
import { formatElapsed, timerReading } from './timer.ts';

const NOW = 1_800_000_000_000;
const timer = (overrides: Partial<Timer>): Timer => ({
  id: '2-1',
  isActive: false,
  startTime: null,
  stopTime: null,
  extraMinutes: 0,
  extraReason: null,
  ...overrides,
});

describe("a step timer's reading", () => {
  it('is idle at 0 for a step never started, or without a timer', () => {
    expect(timerReading(undefined, NOW)).toEqual({ state: 'idle', seconds: 0 });
    expect(timerReading(timer({}), NOW)).toEqual({ state: 'idle', seconds: 0 });
  });

  it('counts a running step on the server clock, whole seconds; 0 until that clock is known', () => {
    const running = timer({ isActive: true, startTime: NOW - 754_900 });
    expect(timerReading(running, NOW)).toEqual({ state: 'running', seconds: 754 });
    expect(timerReading(running, null)).toEqual({ state: 'running', seconds: 0 });
    // A start a moment ahead of this screen's estimate of the server clock never shows negative.
    expect(timerReading(timer({ isActive: true, startTime: NOW + 500 }), NOW).seconds).toBe(0);
  });

  it('keeps how long a stopped step took, whatever the time now', () => {
    const stopped = timer({ startTime: NOW - 3_600_000, stopTime: NOW - 3_600_000 + 754_000 });
    expect(timerReading(stopped, NOW)).toEqual({ state: 'stopped', seconds: 754 });
    expect(timerReading(stopped, NOW + 86_400_000)).toEqual({ state: 'stopped', seconds: 754 });
    expect(formatElapsed(754)).toBe('12:34');
  });

  it('says a step stopped before stop times were kept stopped, with no time taken', () => {
    expect(timerReading(timer({ startTime: NOW - 60_000 }), NOW)).toEqual({ state: 'stopped', seconds: null });
  });
});
