import { describe, expect, it } from 'vitest';
import { makeReading, makeTask } from '#web/test/factories.ts';
import { checkNotes } from './check-notes.ts';

const probe = makeTask({ id: 'probe', isTemperature: true });

describe("a report task's check notes", () => {
  it("lists what was done about the task's readings, and only readings that have an action", () => {
    const readings = [
      makeReading({ id: 1, taskId: 'probe', valueC: 150, actionTaken: 'Added wood', actionBy: 'Ravi' }),
      makeReading({ id: 2, taskId: 'probe', valueC: 210 }),
      makeReading({ id: 3, taskId: 'other', valueC: 140, actionTaken: 'Waited', actionBy: 'Anu' }),
      makeReading({ id: 4, taskId: 'probe', valueC: 160, actionTaken: 'Opened vent', actionBy: null }),
    ];
    expect(checkNotes(probe, readings)).toEqual([
      { kind: 'action', valueC: 150, name: 'Ravi', action: 'Added wood' },
      { kind: 'action', valueC: 160, name: '', action: 'Opened vent' },
    ]);
  });

  it('ends with why the task was done early, and is empty when there is nothing to say', () => {
    const early = { ...probe, earlyReason: 'Practice run' };
    expect(checkNotes(early, [])).toEqual([{ kind: 'early', reason: 'Practice run' }]);
    expect(checkNotes(probe, [makeReading({ taskId: 'probe' })])).toEqual([]);
  });
});
