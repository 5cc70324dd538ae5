import { describe, expect, it } from 'vitest';
import { judgeReading } from '#shared/domain/kitchen/temperature-limits.ts';
import type { Task, TemperatureReading } from '#shared/schemas/tasks.ts';
import type { QueuedChange } from '#web/lib/offline/change-queue.ts';
import { makeReading, makeTask } from '#web/test/factories.ts';
import { taskEditRequest, type TaskChanges } from '../api/edit-task.ts';
import { taskChangeRequest, type TaskChange } from '../api/task-changes.ts';
import { withWaitingReadings, withWaitingTaskChanges } from './waiting-task-changes.ts';

const EVENT = 5;
const T0 = Date.parse('2026-11-23T04:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

let nextId = 1;
/** A change as the device's queue keeps it, made `minutes` after T0. */
function waiting(task: Task, change: TaskChange, minutes = 0, eventId = EVENT): QueuedChange {
  return { ...taskChangeRequest(eventId, task, change), id: `change-${nextId++}`, madeAt: T0 + minutes * 60_000 };
}

/** A task edit as the device's queue keeps it. */
function waitingEdit(task: Task, changes: TaskChanges, minutes = 0): QueuedChange {
  return { ...taskEditRequest(EVENT, task, changes), id: `edit-${nextId++}`, madeAt: T0 + minutes * 60_000 };
}

const shown = (tasks: Task[], changes: QueuedChange[]) => withWaitingTaskChanges(tasks, changes, EVENT);
/** The readings a screen shows: the server's, then those the waiting changes record on the server's tasks. */
const readingsShown = (server: TemperatureReading[], tasks: Task[], changes: QueuedChange[], eventId: number) =>
  withWaitingReadings(server, withWaitingTaskChanges(tasks, changes, eventId).readings);

describe("an event's tasks with the changes waiting on the device", () => {
  it('shows a waiting start as the server would record it: when it was made, by whom', () => {
    const task = makeTask();
    const { tasks, waitingIds } = shown([task], [waiting(task, { kind: 'task.start', name: '  Ravi ' }, 3)]);
    // The server moves the task's version on with each change it applies: an edit made after carries it.
    expect(tasks[0]).toEqual({ ...task, startedAt: at(3), startedBy: 'Ravi', version: task.version + 1 });
    expect([...waitingIds]).toEqual([task.id]);
  });

  it('names a start made without a name as the server does: User', () => {
    const task = makeTask();
    expect(shown([task], [waiting(task, { kind: 'task.start', name: ' ' })]).tasks[0]!.startedBy).toBe('User');
  });

  it('does not take a task someone else already started or completed: the server would refuse the start', () => {
    const started = makeTask({ startedAt: at(-10), startedBy: 'Anu' });
    const completed = makeTask({ completed: true, completedAt: at(-5), completedBy: 'Anu' });
    const { tasks, waitingIds } = shown(
      [started, completed],
      [
        waiting(started, { kind: 'task.start', name: 'Ravi' }),
        waiting(completed, { kind: 'task.start', name: 'Ravi' }),
      ],
    );
    expect(tasks).toEqual([started, completed]);
    // Still marked: the change waits (and will come back refused).
    expect(waitingIds).toEqual(new Set([started.id, completed.id]));
  });

  it('completes with the completer and keeps the starter, and its reading as the value', () => {
    const task = makeTask({ isTemperature: true, temperatureCheck: 'before-loading' });
    const { tasks } = shown(
      [task],
      [
        waiting(task, { kind: 'task.start', name: 'Ravi' }, 1),
        waiting(task, { kind: 'task.complete', name: 'Anu', temperatureValue: 240 }, 9),
      ],
    );
    expect(tasks[0]).toEqual({
      ...task,
      startedAt: at(1),
      startedBy: 'Ravi',
      completed: true,
      completedAt: at(9),
      completedBy: 'Anu',
      temperatureValue: 240,
      version: task.version + 2,
    });
  });

  it('keeps the starter the server has when completing a task started elsewhere', () => {
    const task = makeTask({ startedAt: at(-20), startedBy: 'Anu', temperatureValue: 180 });
    const { tasks } = shown([task], [waiting(task, { kind: 'task.complete', name: 'Ravi' }, 2)]);
    expect(tasks[0]).toMatchObject({
      startedAt: at(-20),
      startedBy: 'Anu',
      completed: true,
      completedAt: at(2),
      completedBy: 'Ravi',
      temperatureValue: 180,
    });
  });

  it('starts a task completed without a start at the completion, as the server does', () => {
    const task = makeTask();
    const { tasks } = shown([task], [waiting(task, { kind: 'task.complete', name: 'Ravi' }, 4)]);
    expect(tasks[0]).toMatchObject({ startedAt: at(4), startedBy: 'Ravi', completedAt: at(4), completedBy: 'Ravi' });
  });

  it('does not complete again a task already completed: the first completer stays', () => {
    const task = makeTask({
      startedAt: at(-9),
      startedBy: 'Anu',
      completed: true,
      completedAt: at(-1),
      completedBy: 'Anu',
    });
    expect(shown([task], [waiting(task, { kind: 'task.complete', name: 'Ravi' })]).tasks[0]).toEqual(task);
  });

  it('undoes a start, but not the start of a completed task; undoes a completion and keeps the start', () => {
    const started = makeTask({ startedAt: at(-9), startedBy: 'Anu' });
    const completed = makeTask({
      startedAt: at(-9),
      startedBy: 'Anu',
      completed: true,
      completedAt: at(-1),
      completedBy: 'Anu',
    });
    const { tasks } = shown(
      [started, completed],
      [
        waiting(started, { kind: 'task.undo-start', name: 'Bala', reason: 'Ticked by mistake' }),
        waiting(completed, { kind: 'task.undo-start', name: 'Bala', reason: 'Ticked by mistake' }),
      ],
    );
    expect(tasks).toEqual([
      { ...started, startedAt: null, startedArrivedAt: null, startedBy: null, version: started.version + 1 },
      completed,
    ]);

    const undone = shown(
      [completed],
      [waiting(completed, { kind: 'task.undo-complete', name: 'Bala', reason: 'Ticked by mistake' })],
    ).tasks[0];
    expect(undone).toEqual({
      ...completed,
      completed: false,
      completedAt: null,
      completedArrivedAt: null,
      completedBy: null,
      version: completed.version + 1,
    });
  });

  it('lays the changes over in the order they were made', () => {
    const task = makeTask();
    const changes = [
      waiting(task, { kind: 'task.start', name: 'Ravi' }, 1),
      waiting(task, { kind: 'task.undo-start', name: 'Bala', reason: 'Ticked by mistake' }, 2),
      waiting(task, { kind: 'task.start', name: 'Anu' }, 3),
    ];
    expect(shown([task], changes).tasks[0]).toMatchObject({ startedAt: at(3), startedBy: 'Anu' });
    // The same changes queued in another order end as the server would take them in that order.
    expect(shown([task], [changes[1]!, changes[0]!, changes[2]!]).tasks[0]).toMatchObject({ startedBy: 'Ravi' });
    // Started, completed, completion undone: started still, by the first.
    const completedThenUndone = shown(
      [task],
      [
        waiting(task, { kind: 'task.start', name: 'Ravi' }, 1),
        waiting(task, { kind: 'task.complete', name: 'Anu' }, 2),
        waiting(task, { kind: 'task.undo-complete', name: 'Bala', reason: 'Ticked by mistake' }, 3),
      ],
    ).tasks[0];
    expect(completedThenUndone).toMatchObject({ startedBy: 'Ravi', completed: false, completedBy: null });
  });

  it('takes a waiting reading as the task’s value', () => {
    const task = makeTask({ isTemperature: true, temperatureCheck: 'general', temperatureValue: 150 });
    expect(shown([task], [waiting(task, { kind: 'task.reading', name: 'Ravi', value: 171 })]).tasks[0]).toEqual({
      ...task,
      temperatureValue: 171,
      version: task.version + 1,
    });
  });

  it('shows a waiting edit as the server would apply it, and marks the task waiting', () => {
    const task = makeTask({ task: 'Soak rice', estimatedDuration: '30', videoUrl: '', hasVideo: false });
    const edit = waitingEdit(task, {
      version: task.version,
      task: 'Soak basmati rice',
      estimatedDuration: 45,
      dueDate: '2 days before event',
      videoUrl: 'https://youtu.be/abc',
    });
    const { tasks, waitingIds } = shown([task], [edit]);
    expect(tasks[0]).toEqual({
      ...task,
      task: 'Soak basmati rice',
      estimatedDuration: '45',
      dueDate: '2 days before event',
      videoUrl: 'https://youtu.be/abc',
      hasVideo: true,
      version: task.version + 1,
    });
    expect(waitingIds).toEqual(new Set([task.id]));
  });

  it('applies an edit made after a waiting start (it carries the version the start moves to), not one from an older version', () => {
    const task = makeTask({ task: 'Soak rice' });
    const start = waiting(task, { kind: 'task.start', name: 'Ravi' }, 1);
    const afterStart = waitingEdit(task, { version: task.version + 1, assignedTo: 'Anu' });
    expect(shown([task], [start, afterStart]).tasks[0]).toMatchObject({ startedBy: 'Ravi', assignedTo: 'Anu' });
    // Made from the version before the start: the server refuses it as stale, so nothing of it shows.
    const stale = waitingEdit(task, { version: task.version, assignedTo: 'Bala' });
    expect(shown([task], [start, stale]).tasks[0]).toMatchObject({ startedBy: 'Ravi', assignedTo: task.assignedTo });
    // An edit the server's schema refuses (an empty name) shows nothing either.
    expect(shown([task], [waitingEdit(task, { version: task.version, task: ' ' })]).tasks[0]).toEqual(task);
  });

  it("leaves other events' changes, unknown tasks and the list's order alone", () => {
    const [first, second] = [makeTask(), makeTask()];
    const gone = makeTask();
    const { tasks, waitingIds } = shown(
      [first!, second!],
      [
        waiting(second!, { kind: 'task.start', name: 'Ravi' }),
        waiting(first!, { kind: 'task.start', name: 'Anu' }, 0, EVENT + 1),
        waiting(gone, { kind: 'task.start', name: 'Anu' }),
        { ...waiting(first!, { kind: 'task.start', name: 'Anu' }), kind: 'timer.start' },
      ],
    );
    expect(tasks.map((task) => task.id)).toEqual([first!.id, second!.id]);
    expect(tasks[0]).toEqual(first);
    expect(tasks[1]).toMatchObject({ startedBy: 'Ravi' });
    expect(waitingIds).toEqual(new Set([second!.id]));
  });
});

describe('a temperature task completed offline without a reading', () => {
  it('stays open, as the server refuses it (temperatureRequired)', () => {
    const task = makeTask({ isTemperature: true, temperatureCheck: 'general', temperatureValue: null });
    expect(shown([task], [waiting(task, { kind: 'task.complete', name: 'Ravi' })]).tasks[0]).toEqual(task);
  });
});

describe("an event's pit readings with the ones waiting on the device", () => {
  const pit = makeTask({ isTemperature: true, temperatureCheck: 'done-check' });
  const loading = makeTask({ isTemperature: true, temperatureCheck: 'before-loading' });
  const extra = makeTask({ isTemperature: true, temperatureCheck: null });
  const server = [makeReading({ id: 11, taskId: loading.id, valueC: 240 })];

  it('adds a waiting reading after the server’s, judged by the same rule as the server', () => {
    const shownReadings = readingsShown(
      server,
      [pit, loading],
      [waiting(pit, { kind: 'task.reading', name: 'Ravi', value: 132 }, 7)],
      EVENT,
    );
    expect(shownReadings).toEqual([
      server[0],
      {
        id: -1,
        eventId: EVENT,
        taskId: pit.id,
        valueC: 132,
        takenAt: at(7),
        takenBy: 'Ravi',
        takenAccount: null,
        check: 'done-check',
        inRange: false,
        correctiveAction: 'kitchenRules.temperature.actions.doneCheckTwentyMore',
        correctedBy: null,
        actionTaken: null,
        actionBy: null,
      },
    ]);
    const { inRange, correctiveAction } = judgeReading('done-check', 132);
    expect(shownReadings[1]).toMatchObject({ inRange, correctiveAction });
  });

  it('judges each reading by its task’s check (a task without one as a general reading)', () => {
    const readings = readingsShown(
      [],
      [pit, loading, extra],
      [
        waiting(pit, { kind: 'task.reading', name: 'Ravi', value: 125 }),
        waiting(pit, { kind: 'task.reading', name: 'Ravi', value: 140 }),
        waiting(loading, { kind: 'task.reading', name: 'Ravi', value: 190 }),
        waiting(extra, { kind: 'task.reading', name: '', value: 20 }),
      ],
      EVENT,
    );
    expect(
      readings.map(({ check, inRange, correctiveAction, takenBy }) => [check, inRange, correctiveAction, takenBy]),
    ).toEqual([
      ['done-check', false, 'kitchenRules.temperature.actions.doneCheckTwentyMore', 'Ravi'],
      ['done-check', true, null, 'Ravi'],
      ['before-loading', false, 'kitchenRules.temperature.actions.beforeLoadingLow', 'Ravi'],
      ['general', false, 'kitchenRules.temperature.actions.pitLow', 'User'],
    ]);
    expect(new Set(readings.map((reading) => reading.id)).size).toBe(4);
    expect(readings.every((reading) => reading.id < 0)).toBe(true);
  });

  it('counts the reading a completion carries, and nothing for changes without one', () => {
    const readings = readingsShown(
      server,
      [pit, loading],
      [
        waiting(loading, { kind: 'task.start', name: 'Ravi' }),
        waiting(loading, { kind: 'task.complete', name: 'Ravi', temperatureValue: 260 }, 2),
        waiting(pit, { kind: 'task.complete', name: 'Ravi' }),
        waiting(pit, { kind: 'task.undo-complete', name: 'Bala', reason: 'Ticked by mistake' }),
        waiting(pit, { kind: 'task.reading', name: 'Ravi', value: 150 }, 0, EVENT + 1),
      ],
      EVENT,
    );
    expect(readings).toMatchObject([
      { id: 11 },
      { taskId: loading.id, valueC: 260, takenAt: at(2), check: 'before-loading', inRange: true },
    ]);
  });

  it('records no reading for a completion the server would refuse (the task is already done)', () => {
    const done = makeTask({ isTemperature: true, completed: true, completedBy: 'Anu', temperatureValue: 230 });
    const readings = readingsShown(
      server,
      [done],
      [waiting(done, { kind: 'task.complete', name: 'Ravi', temperatureValue: 150 })],
      EVENT,
    );
    expect(readings).toEqual(server);
  });

  it('returns the server’s readings as they are when nothing waits', () => {
    expect(readingsShown(server, [pit], [], EVENT)).toEqual(server);
  });
});
