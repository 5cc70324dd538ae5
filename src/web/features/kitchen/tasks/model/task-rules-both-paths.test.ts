import { describe, expect, it } from 'vitest';
import { CHANGE_MADE_AT_HEADER } from '#shared/domain/change-times.ts';
import { judgeReading } from '#shared/domain/kitchen/temperature-limits.ts';
import type { Task } from '#shared/schemas/tasks.ts';
import type { QueuedChange } from '#web/lib/offline/change-queue.ts';
import type { ChangeRequest } from '#web/lib/offline/offline-changes.ts';
import { useRealServer } from '#web/test/real-server.ts';
import { taskEditRequest } from '../api/edit-task.ts';
import { taskChangeRequest, type TaskChange } from '../api/task-changes.ts';
import { withWaitingTaskChanges } from './waiting-task-changes.ts';

/**
 * One table of task steps run through both paths of the shared rule (task-changes.ts): sent to the real
 * server (which applies or refuses it) and laid over the same task by the device's preview. A step the
 * server applies is shown as the server stored it; a step it refuses is not shown at all.
 */

type Which = 'plain' | 'temperature';
type Step = TaskChange | { kind: 'edit'; name?: never; fromOldVersion: boolean };

interface Case {
  name: string;
  which: Which;
  /** Steps the device made (and the server saved) before. */
  before: Step[];
  step: Step;
  /** 'applied', or the text key the server refuses with. */
  expected: string;
}

/** A reading of the task's check inside its limit, and one outside it. */
const readingOf = (task: Task, inRange: boolean) => {
  const check = task.temperatureCheck ?? 'general';
  for (let value = 0; value <= 500; value += 5) if (judgeReading(check, value).inRange === inRange) return value;
  throw new Error(`no reading ${inRange ? 'inside' : 'outside'} the limit of ${check}`);
};

const start: Step = { kind: 'task.start', name: 'Ravi' };
const complete: Step = { kind: 'task.complete', name: 'Anu' };
const undoStart: Step = { kind: 'task.undo-start', name: 'Ravi', reason: 'Ticked by mistake' };
const undoComplete: Step = { kind: 'task.undo-complete', name: 'Anu', reason: 'Ticked by mistake' };
/** The day of the real server's test event (newEvent). */
const EVENT_DATE = '2027-05-01';
// The test event is months ahead: a pit check done now is early and carries its reason.
const EARLY = 'Checked ahead for the test';

const CASES: Case[] = [
  { name: 'a start', which: 'plain', before: [], step: start, expected: 'applied' },
  {
    name: 'a second start',
    which: 'plain',
    before: [start],
    step: start,
    expected: 'kitchenRules.tasks.alreadyStarted',
  },
  { name: 'a completion without a start', which: 'plain', before: [], step: complete, expected: 'applied' },
  { name: 'a completion after a start', which: 'plain', before: [start], step: complete, expected: 'applied' },
  {
    name: 'a second completion',
    which: 'plain',
    before: [complete],
    step: complete,
    expected: 'kitchenRules.tasks.alreadyCompleted',
  },
  {
    name: 'a pit check completed without a reading',
    which: 'temperature',
    before: [],
    step: { ...complete, earlyReason: EARLY },
    expected: 'kitchenRules.tasks.temperatureRequired',
  },
  {
    name: 'a pit check completed early without a reason',
    which: 'temperature',
    before: [],
    step: { ...complete, temperatureValue: Number.NaN },
    expected: 'kitchenRules.checks.tooEarly',
  },
  {
    name: 'a pit check completed with a reading inside its limit',
    which: 'temperature',
    before: [],
    step: { ...complete, earlyReason: EARLY, temperatureValue: Number.NaN },
    expected: 'applied',
  },
  {
    name: 'a pit check completed with a reading outside its limit, without what was done',
    which: 'temperature',
    before: [],
    step: { ...complete, earlyReason: EARLY, temperatureValue: Number.POSITIVE_INFINITY },
    expected: 'kitchenRules.checks.actionRequired',
  },
  {
    name: 'a pit check completed with a reading outside its limit and what was done',
    which: 'temperature',
    before: [],
    step: {
      ...complete,
      earlyReason: EARLY,
      temperatureValue: Number.POSITIVE_INFINITY,
      actionTaken: 'Moved the meat',
    },
    expected: 'applied',
  },
  {
    name: 'a pit check completed after a reading',
    which: 'temperature',
    before: [{ kind: 'task.reading', name: 'Anu', value: Number.NaN }],
    step: { ...complete, earlyReason: EARLY },
    expected: 'applied',
  },
  {
    name: 'a reading',
    which: 'temperature',
    before: [],
    step: { kind: 'task.reading', name: 'Anu', value: Number.NaN },
    expected: 'applied',
  },
  { name: 'an undone start', which: 'plain', before: [start], step: undoStart, expected: 'applied' },
  {
    name: 'an undone start of a task not started',
    which: 'plain',
    before: [],
    step: undoStart,
    expected: 'kitchenRules.tasks.notStarted',
  },
  {
    name: 'an undone start of a completed task',
    which: 'plain',
    before: [complete],
    step: undoStart,
    expected: 'kitchenRules.tasks.undoStartCompleted',
  },
  { name: 'an undone completion', which: 'plain', before: [complete], step: undoComplete, expected: 'applied' },
  {
    name: 'an undone completion of a task not completed',
    which: 'plain',
    before: [start],
    step: undoComplete,
    expected: 'kitchenRules.tasks.notCompleted',
  },
  {
    name: 'an edit',
    which: 'plain',
    before: [start],
    step: { kind: 'edit', fromOldVersion: false },
    expected: 'applied',
  },
  {
    name: 'an edit made from an older version',
    which: 'plain',
    before: [start],
    step: { kind: 'edit', fromOldVersion: true },
    expected: 'kitchenRules.records.stale',
  },
];

/** NaN and Infinity in the table stand for a reading inside and outside the task's limit. */
function concrete(step: TaskChange, task: Task): TaskChange {
  const value = (placeholder: number) => readingOf(task, Number.isNaN(placeholder));
  if (step.kind === 'task.reading') return { ...step, value: value(step.value) };
  if (step.kind === 'task.complete' && step.temperatureValue !== undefined) {
    return { ...step, temperatureValue: value(step.temperatureValue) };
  }
  return step;
}

function requestOf(eventId: number, task: Task, step: Step): ChangeRequest {
  if (step.kind !== 'edit') return taskChangeRequest(eventId, task, concrete(step, task));
  const version = step.fromOldVersion ? task.version - 1 : task.version;
  return taskEditRequest(eventId, task, { version, assignedTo: 'Bala', description: 'Fire the pit early' });
}

describe('each task step by the one rule: on the server and in the device’s preview', () => {
  const server = useRealServer();
  let nextId = 1;

  /** Sends a change as the queue does (with when it was made); the server's answer. */
  async function send(change: QueuedChange): Promise<{ status: number; code?: string }> {
    const response = await fetch(change.path, {
      method: change.method,
      headers: { 'content-type': 'application/json', [CHANGE_MADE_AT_HEADER]: String(change.madeAt) },
      body: JSON.stringify(change.body),
    });
    const body = (await response.json()) as { code?: string };
    return body.code === undefined ? { status: response.status } : { status: response.status, code: body.code };
  }

  async function taskOf(eventId: number, which: Which): Promise<Task> {
    const tasks = await server.tasks(eventId);
    return which === 'plain'
      ? tasks.find((task) => !task.isTemperature && !task.isFinalTask)!
      : tasks.find((task) => task.isTemperature && task.temperatureCheck !== null)!;
  }

  it.each(CASES)('$name: $expected', async ({ which, before, step, expected }) => {
    const eventId = await server.newEvent();
    const first = await taskOf(eventId, which);
    for (const made of before) {
      const task = (await server.tasks(eventId)).find((each) => each.id === first.id)!;
      const { status } = await send({
        ...requestOf(eventId, task, made),
        id: `before-${nextId++}`,
        madeAt: Date.now(),
      });
      expect(status).toBe(200);
    }
    const task = (await server.tasks(eventId)).find((each) => each.id === first.id)!;
    const change: QueuedChange = { ...requestOf(eventId, task, step), id: `step-${nextId++}`, madeAt: Date.now() };

    const shown = withWaitingTaskChanges([task], [change], eventId, EVENT_DATE).tasks[0]!;
    const answer = await send(change);
    const stored = (await server.tasks(eventId)).find((each) => each.id === task.id)!;

    expect(answer.status === 200 ? 'applied' : answer.code).toBe(expected);
    if (expected !== 'applied') expect(shown).toEqual(task);
    // What the server stores but does not answer (when each step reached it, the cook's account) aside.
    const { startedArrivedAt: _s, completedArrivedAt: _c, startedAccount, completedAccount, ...kept } = stored;
    expect(shown).toMatchObject(kept);
    expect(shown.startedAccount ?? null).toBe(startedAccount === task.startedAccount ? task.startedAccount : null);
    expect(shown.completedAccount ?? null).toBe(
      completedAccount === task.completedAccount ? task.completedAccount : null,
    );
  });
});
