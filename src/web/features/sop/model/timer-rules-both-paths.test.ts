import { describe, expect, it } from 'vitest';
import { CHANGE_MADE_AT_HEADER } from '#shared/domain/change-times.ts';
import { timersReply, type Timer } from '#shared/schemas/timers.ts';
import type { QueuedChange } from '#web/lib/offline/change-queue.ts';
import { useRealServer } from '#web/test/real-server.ts';
import { timerChangeRequest, type TimerChange } from '../api/set-timer.ts';
import { withWaitingTimerChanges } from './waiting-timer-changes.ts';

/**
 * One table of timer starts and stops run through both paths of the shared rule (timer-changes.ts):
 * sent to the real server and laid over the same timers by the device's preview; both end with the
 * same timers. Times are minutes before the step is made (`ago`).
 */

type Made = { stepId: string; start: number } | { stepId: string; stop: true };

interface Case {
  name: string;
  before: Made[];
  step: Made;
}

const CASES: Case[] = [
  { name: 'a start of a step never started', before: [], step: { stepId: '2-1', start: 5 } },
  {
    name: "a start stops the page's running step at the start",
    before: [{ stepId: '1-1', start: 30 }],
    step: { stepId: '1-2', start: 10 },
  },
  {
    name: 'a start leaves the steps of other pages running',
    before: [{ stepId: '1-1', start: 30 }],
    step: { stepId: '2-1', start: 10 },
  },
  { name: 'a stop of a running step', before: [{ stepId: '3-1', start: 20 }], step: { stepId: '3-1', stop: true } },
  {
    name: 'a stop of a step already stopped keeps its stop time',
    before: [
      { stepId: '3-1', start: 20 },
      { stepId: '3-1', stop: true },
    ],
    step: { stepId: '3-1', stop: true },
  },
  { name: 'a stop of a step never started', before: [], step: { stepId: '4-1', stop: true } },
  {
    name: 'a start again clears the stop time',
    before: [
      { stepId: '3-1', start: 20 },
      { stepId: '3-1', stop: true },
    ],
    step: { stepId: '3-1', start: 1 },
  },
];

const byStep = (timers: readonly Timer[]) => [...timers].sort((a, b) => a.id.localeCompare(b.id));

describe('each timer start and stop by the one rule: on the server and in the device’s preview', () => {
  const server = useRealServer();
  let nextId = 1;

  function queued(eventId: number, made: Made, now: number): QueuedChange {
    const change: TimerChange =
      'stop' in made ? { isActive: false } : { isActive: true, startTime: now - made.start * 60_000 };
    return { ...timerChangeRequest(eventId, made.stepId, change), id: `timer-${nextId++}`, madeAt: now };
  }

  async function send(change: QueuedChange): Promise<number> {
    const response = await fetch(change.path, {
      method: change.method,
      headers: { 'content-type': 'application/json', [CHANGE_MADE_AT_HEADER]: String(change.madeAt) },
      body: JSON.stringify(change.body),
    });
    return response.status;
  }

  const timersOf = async (eventId: number) =>
    timersReply.parse(await (await fetch(`/api/timers/${eventId}`)).json()).data;

  it.each(CASES)('$name', async ({ before, step }) => {
    const eventId = await server.newEvent();
    const now = Date.now();
    for (const made of before) expect(await send(queued(eventId, made, now - 60_000))).toBe(200);
    const timers = await timersOf(eventId);
    const change = queued(eventId, step, now);

    const shown = withWaitingTimerChanges(timers, [change], eventId);
    expect(await send(change)).toBe(200);

    expect(byStep(shown)).toEqual(byStep(await timersOf(eventId)));
  });
});
