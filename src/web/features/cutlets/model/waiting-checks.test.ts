import { describe, expect, it } from 'vitest';
import type { CutletCheck, CutletDay } from '#shared/schemas/cutlets.ts';
import type { QueuedChange } from '#web/lib/offline/change-queue.ts';
import { cutletCheckRequest, type CutletCheck as CheckRequest } from '../api/check-cutlet-item.ts';
import { withWaitingChecks } from './waiting-checks.ts';

const DATE = '2026-11-23';
const MADE = Date.parse('2026-11-23T05:30:00.000Z');

let nextId = 1;
function waiting(check: Partial<CheckRequest> & { itemId: string }, minutes = 0): QueuedChange {
  return {
    ...cutletCheckRequest({ date: DATE, itemName: check.itemId, value: null, worker: 'Ravi', ...check }),
    id: `check-${nextId++}`,
    madeAt: MADE + minutes * 60_000,
  };
}

function day(checks: CutletCheck[] = []): CutletDay {
  return {
    date: DATE,
    version: 1,
    today: DATE,
    values: {} as CutletDay['values'],
    entered: [],
    frozenFrom: null,
    leftoverOffers: [],
    checks,
    completions: [],
    corrections: [],
  };
}

const serverCheck: CutletCheck = {
  itemId: 'prep-1-1',
  value: '12',
  worker: 'Anu',
  checkedAt: '2026-11-23T05:00:00.000Z',
  account: 'anu',
};

describe('a cutlet day with the checks waiting on the device', () => {
  it('adds a waiting check after the server’s, as the cook made it', () => {
    const shown = withWaitingChecks(day([serverCheck]), [
      waiting({ itemId: 'prep-1-2', value: 7.5, worker: 'Ravi' }, 2),
      waiting({ itemId: 'prod-2-1', value: '6', worker: '' }, 3),
      // Refused by the server (not a number): shown nowhere.
      waiting({ itemId: 'prod-3-1', value: '06:30' }, 3),
      waiting({ itemId: 'prod-2-2', value: null }, 4),
    ]);
    expect(shown.checks).toEqual([
      serverCheck,
      { itemId: 'prep-1-2', value: '7.5', worker: 'Ravi', checkedAt: '2026-11-23T05:32:00.000Z', account: '' },
      { itemId: 'prod-2-1', value: '6', worker: '', checkedAt: '2026-11-23T05:33:00.000Z', account: '' },
      { itemId: 'prod-2-2', value: null, worker: 'Ravi', checkedAt: '2026-11-23T05:34:00.000Z', account: '' },
    ]);
  });

  it('shows what was done about a value outside its limit; an early reason only on a check made early', () => {
    const shown = withWaitingChecks(day(), [
      waiting({ itemId: 'prod-8-1', value: 25, actionTaken: 'Moved the trays', earlyReason: 'Test' }),
    ]);
    expect(shown.checks[0]).toMatchObject({ value: '25', actionTaken: 'Moved the trays' });
    expect(shown.checks[0]).not.toHaveProperty('earlyReason');
  });

  it("keeps the server's check of an item the server already has: a check is never made twice", () => {
    const shown = withWaitingChecks(day([serverCheck]), [waiting({ itemId: 'prep-1-1', value: 99, worker: 'Ravi' })]);
    expect(shown.checks).toEqual([serverCheck]);
  });

  it('keeps the first of two waiting checks of one item', () => {
    const shown = withWaitingChecks(day(), [
      waiting({ itemId: 'prep-1-2', value: 1, worker: 'Ravi' }, 1),
      waiting({ itemId: 'prep-1-2', value: 2, worker: 'Anu' }, 2),
    ]);
    expect(shown.checks).toMatchObject([{ itemId: 'prep-1-2', value: '1', worker: 'Ravi' }]);
  });

  it("leaves other days' checks and other kinds of change alone, and the day itself when nothing is added", () => {
    const server = day([serverCheck]);
    const otherDay = { ...waiting({ itemId: 'prep-1-2' }), subject: { date: '2026-11-24', itemId: 'prep-1-2' } };
    const otherKind = { ...waiting({ itemId: 'prep-1-3' }), kind: 'task.start' };
    expect(withWaitingChecks(server, [otherDay, otherKind])).toBe(server);
    expect(withWaitingChecks(server, [])).toBe(server);
  });
});
