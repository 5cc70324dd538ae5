import { describe, expect, it } from 'vitest';
import type { Timer } from '#shared/schemas/timers.ts';
import type { QueuedChange } from '#web/lib/offline/change-queue.ts';
import { timerChangeRequest, type TimerChange } from '../api/set-timer.ts';
import { withWaitingTimerChanges } from './waiting-timer-changes.ts';

const EVENT = 3;
const START = 1_795_000_000_000;

let nextId = 1;
function waiting(stepId: string, change: TimerChange, eventId = EVENT, madeAt = START): QueuedChange {
  return { ...timerChangeRequest(eventId, stepId, change), id: `timer-change-${nextId++}`, madeAt };
}
const start = (stepId: string, startTime = START, eventId = EVENT) =>
  waiting(stepId, { isActive: true, startTime }, eventId);
const stop = (stepId: string, madeAt = START) => waiting(stepId, { isActive: false }, EVENT, madeAt);

function timer(id: string, overrides: Partial<Timer> = {}): Timer {
  return { id, isActive: false, startTime: null, stopTime: null, extraMinutes: 0, extraReason: null, ...overrides };
}
const byId = (timers: Timer[]) => Object.fromEntries(timers.map((each) => [each.id, each]));

describe("an event's step timers with the starts and stops waiting on the device", () => {
  it('shows a waiting start of a step the server has no timer for', () => {
    expect(withWaitingTimerChanges([], [start('2-1')], EVENT)).toEqual([
      { id: '2-1', isActive: true, startTime: START, stopTime: null, extraMinutes: 0, extraReason: null },
    ]);
  });

  it("stops the page's other active step at the new start, as the server does, and leaves other pages running", () => {
    const server = [
      timer('1-1', { isActive: true, startTime: START - 60_000 }),
      timer('1-3', { isActive: false, startTime: START - 120_000 }),
      timer('2-1', { isActive: true, startTime: START - 30_000 }),
    ];
    const shown = byId(withWaitingTimerChanges(server, [start('1-2')], EVENT));
    expect(shown['1-1']).toEqual({ ...server[0], isActive: false, stopTime: START });
    expect(shown['1-2']).toMatchObject({ isActive: true, startTime: START });
    expect(shown['1-3']).toEqual(server[1]);
    expect(shown['2-1']).toEqual(server[2]);
    expect(Object.keys(shown)).toHaveLength(4);
  });

  it('starts a step afresh: the start time sent, the extra minutes and the stop time cleared', () => {
    const server = [
      timer('6-2', {
        startTime: START - 3_600_000,
        stopTime: START - 1_800_000,
        extraMinutes: 20,
        extraReason: 'kitchenRules.temperature.actions.doneCheckTwentyMore',
      }),
    ];
    expect(withWaitingTimerChanges(server, [start('6-2', START + 5)], EVENT)).toEqual([
      { id: '6-2', isActive: true, startTime: START + 5, stopTime: null, extraMinutes: 0, extraReason: null },
    ]);
  });

  it('stops a step at the moment its change was made, keeping its start time and extra minutes', () => {
    const running = timer('6-2', { isActive: true, startTime: START, extraMinutes: 10, extraReason: 'x' });
    expect(withWaitingTimerChanges([running], [stop('6-2', START + 754_000)], EVENT)).toEqual([
      { ...running, isActive: false, stopTime: START + 754_000 },
    ]);
    // Never before its start.
    expect(withWaitingTimerChanges([running], [stop('6-2', START - 5)], EVENT)[0]!.stopTime).toBe(START);
    // A step already stopped keeps the time it took.
    const done = timer('6-2', { startTime: START, stopTime: START + 60_000 });
    expect(withWaitingTimerChanges([done], [stop('6-2', START + 120_000)], EVENT)).toEqual([done]);
    // A stop of a step with no timer shows it stopped, never started.
    expect(withWaitingTimerChanges([], [stop('4-1')], EVENT)).toEqual([timer('4-1')]);
  });

  it('lays the changes over in the order they were made', () => {
    const changes = [start('1-1', START), start('1-2', START + 1000), stop('1-2'), start('1-1', START + 2000)];
    const shown = byId(withWaitingTimerChanges([], changes, EVENT));
    expect(shown['1-1']).toMatchObject({ isActive: true, startTime: START + 2000 });
    expect(shown['1-2']).toMatchObject({ isActive: false, startTime: START + 1000 });

    // 1-2's start came last: 1-1 is stopped by it.
    const other = byId(withWaitingTimerChanges([], [start('1-1'), start('1-2', START + 1000)], EVENT));
    expect(other['1-1']!.isActive).toBe(false);
    expect(other['1-2']!.isActive).toBe(true);
  });

  it("leaves other events' changes and other kinds of change alone", () => {
    const server = [timer('1-1', { isActive: true, startTime: START })];
    const shown = withWaitingTimerChanges(
      server,
      [start('1-2', START, EVENT + 1), { ...start('1-2'), kind: 'task.start' }],
      EVENT,
    );
    expect(shown).toEqual(server);
  });

  it('names the step in the waiting list by the number a cook reads (setup, Step 1: 1.1)', () => {
    expect(timerChangeRequest(EVENT, '2-1', { isActive: false }).label).toEqual({
      key: 'offline.changes.timer.stop',
      params: { step: '1.1' },
    });
  });
});
