import { describe, expect, it } from 'vitest';
import { CHANGE_MADE_AT_HEADER } from '#shared/domain/change-times.ts';
import { cutletDayReply, type CutletDay } from '#shared/schemas/cutlets.ts';
import type { QueuedChange } from '#web/lib/offline/change-queue.ts';
import { useRealServer } from '#web/test/real-server.ts';
import { cutletCheckRequest, type CutletCheck as Check } from '../api/check-cutlet-item.ts';
import { withWaitingChecks } from './waiting-checks.ts';

/**
 * One table of cutlet checks run through both paths of the shared rule (cutlet-check.ts): sent to the
 * real server (which records or refuses it) and laid over the same day by the device's preview. A check
 * the server records is shown as the server stored it (but for the account, which the server sets); a
 * check it refuses, or of an item checked already, adds nothing.
 */

type Step = Omit<Check, 'date' | 'itemName'>;

interface Case {
  name: string;
  /** A day months ahead (its timed items are early now) or one already gone. */
  day: 'ahead' | 'gone';
  /** Checks made (and saved) before. */
  before: Step[];
  step: Step;
  /** 'applied', 'unchanged' (checked already) or the text key the server refuses with. */
  expected: string;
}

const ravi = (itemId: string, value: Step['value'], records: Partial<Step> = {}): Step => ({
  itemId,
  value,
  worker: 'Ravi',
  ...records,
});
const ACTION = 'Moved the trays';
const EARLY = 'Checked ahead for the test';
/** The freezing started at 13:00: the item "frozen hard" is due two hours later. */
const freezingStarted = ravi('prod-8-2', '13:00');

const CASES: Case[] = [
  { name: 'an item without a value', day: 'ahead', before: [], step: ravi('prod-5-2', null), expected: 'applied' },
  { name: 'a number', day: 'ahead', before: [], step: ravi('prep-1-2', 7.5), expected: 'applied' },
  { name: 'a number typed as text', day: 'ahead', before: [], step: ravi('prep-1-2', ' 12 '), expected: 'applied' },
  {
    name: 'text that is no number',
    day: 'ahead',
    before: [],
    step: ravi('prep-1-2', 'twelve'),
    expected: 'validation.number.notANumber',
  },
  {
    name: 'no value on an item that needs one',
    day: 'ahead',
    before: [],
    step: ravi('prod-5-1', null),
    expected: 'kitchenRules.records.valueRequired',
  },
  { name: 'a clock time', day: 'ahead', before: [], step: ravi('prod-6-3', '06:30'), expected: 'applied' },
  {
    name: 'a time that is no clock time',
    day: 'ahead',
    before: [],
    step: ravi('prod-6-3', '6 pm'),
    expected: 'kitchenRules.limits.time',
  },
  {
    name: 'a worker’s name with spaces',
    day: 'ahead',
    before: [],
    step: ravi('prod-5-2', null, { worker: '  Anu ' }),
    expected: 'applied',
  },
  {
    name: 'a second check of an item: the first stays',
    day: 'ahead',
    before: [ravi('prod-5-1', 50)],
    step: ravi('prod-5-1', 51, { worker: 'Anu' }),
    expected: 'unchanged',
  },
  { name: 'a portion inside its limit', day: 'ahead', before: [], step: ravi('prod-5-1', 50), expected: 'applied' },
  {
    name: 'a portion inside its limit with what was done, which is not kept',
    day: 'ahead',
    before: [],
    step: ravi('prod-5-1', 49, { actionTaken: ACTION }),
    expected: 'applied',
  },
  {
    name: 'a portion outside its limit without what was done',
    day: 'ahead',
    before: [],
    step: ravi('prod-7-1', 55),
    expected: 'kitchenRules.checks.actionRequired',
  },
  {
    name: 'a portion outside its limit with what was done',
    day: 'ahead',
    before: [],
    step: ravi('prod-7-1', 55, { actionTaken: ACTION }),
    expected: 'applied',
  },
  {
    name: 'a warm freezer with what was done',
    day: 'ahead',
    before: [],
    step: ravi('prod-8-1', -10, { actionTaken: ACTION }),
    expected: 'applied',
  },
  {
    name: 'a freezer reading out of all bounds',
    day: 'ahead',
    before: [],
    step: ravi('prod-8-1', 700, { actionTaken: ACTION }),
    expected: 'kitchenRules.limits.temperature',
  },
  {
    name: 'packages that do not fit the cutlets produced, without what was done',
    day: 'ahead',
    before: [ravi('prod-9-1', 100)],
    step: ravi('prod-9-2', 2),
    expected: 'kitchenRules.checks.actionRequired',
  },
  {
    name: 'packages that fit the cutlets produced',
    day: 'ahead',
    before: [ravi('prod-9-1', 100)],
    step: ravi('prod-9-2', 7),
    expected: 'applied',
  },
  {
    name: 'a planning item: the value worked out from the day’s numbers, not the one typed',
    day: 'ahead',
    before: [ravi('prep-1-4', 500), ravi('prep-1-3', 80)],
    step: ravi('prep-3-1', 99),
    expected: 'applied',
  },
  {
    name: 'a timed item checked early without a reason',
    day: 'ahead',
    before: [freezingStarted],
    step: ravi('prod-8-3', null),
    expected: 'kitchenRules.checks.tooEarly',
  },
  {
    name: 'a timed item checked early with a reason',
    day: 'ahead',
    before: [freezingStarted],
    step: ravi('prod-8-3', null, { earlyReason: EARLY }),
    expected: 'applied',
  },
  {
    name: 'a timed item checked after its time with a reason, which is not kept',
    day: 'gone',
    before: [freezingStarted],
    step: ravi('prod-8-3', null, { earlyReason: EARLY }),
    expected: 'applied',
  },
];

/** A day's checks but for the account, a record of none (null or absent) left out. */
const comparable = (day: CutletDay) =>
  day.checks.map(({ account: _, actionTaken, earlyReason, ...check }) => ({
    ...check,
    ...(actionTaken == null ? {} : { actionTaken }),
    ...(earlyReason == null ? {} : { earlyReason }),
  }));

describe('each cutlet check by the one rule: on the server and in the device’s preview', () => {
  useRealServer();
  let nextId = 1;

  async function send(change: QueuedChange) {
    const response = await fetch(change.path, {
      method: change.method,
      headers: { 'content-type': 'application/json', [CHANGE_MADE_AT_HEADER]: String(change.madeAt) },
      body: JSON.stringify(change.body),
    });
    return { status: response.status, body: (await response.json()) as { code?: string } };
  }

  async function storedDay(date: string): Promise<CutletDay> {
    return cutletDayReply.parse(await (await fetch(`/api/cutlets/days/${date}`)).json()).data;
  }

  const queued = (date: string, step: Step): QueuedChange => ({
    ...cutletCheckRequest({ date, itemName: step.itemId, ...step }),
    id: `check-${nextId++}`,
    madeAt: Date.now(),
  });

  it.each(CASES.map((each, index) => ({ ...each, index })))(
    '$name: $expected',
    async ({ day, before, step, expected, index }) => {
      // A day of its own for each case: months ahead, or in the spring already gone.
      const date = `${day === 'ahead' ? '2027-07' : '2026-03'}-${String(index + 1).padStart(2, '0')}`;
      for (const earlier of before) expect((await send(queued(date, earlier))).status).toBe(200);
      const read = await storedDay(date);
      const change = queued(date, step);

      const shown = withWaitingChecks(read, [change]);
      const answer = await send(change);
      const stored = await storedDay(date);

      const outcome =
        answer.status !== 200
          ? answer.body.code
          : stored.checks.length === read.checks.length
            ? 'unchanged'
            : 'applied';
      expect(outcome).toBe(expected);
      expect(comparable(shown)).toEqual(comparable(stored));
    },
  );
});
