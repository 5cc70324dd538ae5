import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { cutletDayReply, cutletHistoryReply, staleCutletDayReply, type CutletDay } from '#shared/schemas/cutlets.ts';
import { diaryEventReply } from '#shared/schemas/diary.ts';
import { openEventStream } from '#server/test/event-stream.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';

describe('cutlet days', () => {
  let t: TestApp;
  let staff: string;
  let otherStaff: string;
  let admin: string;
  const today = todayInKerala();
  /** Each test works on days of its own, far apart (but before 2100, the last year a diary date takes). */
  let nextRange = 0;
  const freshDay = () => addDays(today, 100 * ++nextRange);

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('staff', 'cook');
    otherStaff = await t.signIn('staff', 'second-cook');
    admin = await t.signIn('admin', 'boss');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, cookie = staff) =>
    callAs(t.app, cookie, method, url, payload);
  const readDay = async (date: string): Promise<CutletDay> => {
    const response = await call('GET', `/api/cutlets/days/${date}`);
    expect(response.statusCode, response.body).toBe(200);
    return cutletDayReply.parse(response.json()).data;
  };
  /** A values save from the day as it is now (its current version). */
  const saveCall = async (date: string, values: Record<string, unknown>, cookie = staff) =>
    call('PUT', `/api/cutlets/days/${date}/values`, { values, version: (await readDay(date)).version }, cookie);
  const save = async (date: string, values: Record<string, unknown>, cookie = staff): Promise<CutletDay> => {
    const response = await saveCall(date, values, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return cutletDayReply.parse(response.json()).data;
  };
  const check = (date: string, itemId: string, body: Record<string, unknown> = {}, cookie = staff) =>
    call('PUT', `/api/cutlets/days/${date}/items/${itemId}`, { completed: true, worker: 'Anil', ...body }, cookie);
  const checked = async (date: string, itemId: string, body: Record<string, unknown> = {}): Promise<CutletDay> => {
    const response = await check(date, itemId, body);
    expect(response.statusCode, response.body).toBe(200);
    return cutletDayReply.parse(response.json()).data;
  };
  const checkOf = (day: CutletDay, itemId: string) => day.checks.find((each) => each.itemId === itemId);
  const undo = (date: string, itemId: string, body: Record<string, unknown> = {}, cookie = staff) =>
    call(
      'POST',
      `/api/cutlets/days/${date}/items/${itemId}/undo`,
      { name: 'Bala', reason: 'Ticked by mistake', ...body },
      cookie,
    );

  it('answers a day with nothing kept: the defaults, editable from today', async () => {
    const day = await readDay(today);
    expect(day).toMatchObject({
      date: today,
      version: 1,
      today,
      entered: [],
      frozenFrom: null,
      leftoverOffers: [],
      checks: [],
      completions: [],
      corrections: [],
    });
    expect(day.values.target).toBe(100);
    expect(day.values.frozenCutlets).toBe(0);
    expect(day.values.mandiLeftovers).toBe(0);
    expect(Object.keys(day.values)).toHaveLength(16);
  });

  it('refuses every call without a session (401)', async () => {
    const date = freshDay();
    for (const [method, url] of [
      ['GET', `/api/cutlets/days/${date}`],
      ['PUT', `/api/cutlets/days/${date}/values`],
      ['PUT', `/api/cutlets/days/${date}/items/prep-1-1`],
      ['POST', `/api/cutlets/days/${date}/items/prep-1-1/undo`],
      ['GET', `/api/cutlets/history?until=${date}`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: { completed: true, values: { target: 1 }, version: 1, reason: 'Ticked by mistake' },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets staff and admins in', async () => {
    const date = freshDay();
    expect((await call('GET', `/api/cutlets/days/${date}`, undefined, admin)).statusCode).toBe(200);
    expect((await check(date, 'prep-3-5', {}, admin)).statusCode).toBe(200);
  });

  it('answers 400 with the text key for a date that is not a date', async () => {
    for (const date of ['2026-02-30', '2026-13-01', 'tomorrow', '2026-1-5', '20261105', '2026-11-05x']) {
      for (const [method, url, payload] of [
        ['GET', `/api/cutlets/days/${date}`, undefined],
        ['PUT', `/api/cutlets/days/${date}/values`, { values: { target: 100 }, version: 1 }],
        ['PUT', `/api/cutlets/days/${date}/items/prep-1-1`, { completed: true }],
        ['GET', `/api/cutlets/history?until=${date}`, undefined],
      ] as const) {
        const response = await call(method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(response.json()).toMatchObject({ success: false, code: 'cutlets.refusals.badDate' });
      }
    }
  });

  it('saves the inventory as typed: numbers, or text with a decimal point', async () => {
    const date = freshDay();
    const day = await save(date, { target: '150', frozenCutlets: '16', processedMeat: 1.25, oil: '2.5', potatoes: 0 });
    expect(day.values).toMatchObject({ target: 150, frozenCutlets: 16, processedMeat: 1.25, oil: 2.5, potatoes: 0 });
    expect(day.entered).toEqual(
      expect.arrayContaining(['target', 'frozenCutlets', 'processedMeat', 'oil', 'potatoes']),
    );
    expect((await readDay(date)).values.frozenCutlets).toBe(16);
  });

  it('refuses a day value that is no number as typed, or past its limit, with a text key, and writes nothing of the save', async () => {
    const date = freshDay();
    const before = await save(date, { target: 120, mandiLeftovers: 2 });
    const count = { code: 'kitchenRules.limits.cutletCount', params: { min: '0', max: '100,000' } };
    const amount = { code: 'kitchenRules.limits.cutletAmount', params: { min: '0', max: '100,000' } };
    const target = { code: 'kitchenRules.limits.cutletTarget', params: { min: '1', max: '100,000' } };
    const empty = { code: 'validation.number.empty' };
    const notANumber = { code: 'validation.number.notANumber' };
    const notAWhole = { code: 'validation.number.notAWholeNumber' };
    const wholeOnly = { code: 'validation.number.wholeOnly' };
    for (const [values, refusal] of [
      // The target: never silently 100.
      [{ target: '' }, empty],
      [{ target: '2.5' }, wholeOnly],
      [{ target: 12.5 }, wholeOnly],
      [{ target: '0' }, target],
      [{ target: 0 }, target],
      [{ target: '-3' }, notAWhole],
      [{ target: -3 }, notAWhole],
      [{ target: '1e3' }, notAWhole],
      [{ target: '99999999999999999999' }, target],
      [{ target: 100_001 }, target],
      [{ target: 'lots' }, notAWhole],
      // The leftovers: never silently 0.
      [{ mandiLeftovers: '-5' }, notANumber],
      [{ mandiLeftovers: -5 }, notANumber],
      [{ mandiLeftovers: '1e9' }, notANumber],
      [{ mandiLeftovers: 1e9 }, amount],
      [{ mandiLeftovers: '2,5' }, notANumber],
      [{ mandiLeftovers: '2.5555' }, { code: 'validation.number.decimals', params: { decimals: 3 } }],
      [{ mandiLeftovers: 100_000.001 }, amount],
      [{ mandiLeftovers: 'two' }, notANumber],
      [{ frozenCutlets: -1 }, notAWhole],
      [{ frozenCutlets: 16.5 }, wholeOnly],
      [{ frozenCutlets: '100001' }, count],
      [{ producedCutlets: 1e300 }, notAWhole],
      [{ potatoes: '' }, empty],
      // One bad value refuses the whole save: the good one is not written either.
      [{ frozenCutlets: 16, potatoes: 1e9 }, amount],
    ] as const) {
      const response = await saveCall(date, values);
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(response.json(), JSON.stringify(values)).toMatchObject({ success: false, ...refusal });
      expect(response.json().params?.field, JSON.stringify(values)).toBe(Object.keys(values).at(-1));
    }
    expect(await readDay(date)).toEqual(before);
    // At the edges: accepted.
    const edges = await save(date, { target: 1, frozenCutlets: 0, producedCutlets: 100_000, mandiLeftovers: 100_000 });
    expect(edges.values).toMatchObject({
      target: 1,
      frozenCutlets: 0,
      producedCutlets: 100_000,
      mandiLeftovers: 100_000,
    });
    expect((await save(date, { target: 100_000 })).values.target).toBe(100_000);
  });

  it('refuses a values save made from an old version with 409 and the day as it is now', async () => {
    const date = freshDay();
    const opened = await readDay(date);
    // Two cooks open the inventory at the same version; the first saves 16 frozen.
    const first = await call('PUT', `/api/cutlets/days/${date}/values`, {
      values: { frozenCutlets: 16 },
      version: opened.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = cutletDayReply.parse(first.json()).data;
    expect(afterFirst.version).toBeGreaterThan(opened.version);

    const second = await call(
      'PUT',
      `/api/cutlets/days/${date}/values`,
      { values: { frozenCutlets: 20, target: 90 }, version: opened.version },
      otherStaff,
    );
    expect(second.statusCode, second.body).toBe(409);
    const refusal = staleCutletDayReply.parse(second.json());
    expect(refusal.code).toBe('kitchenRules.records.stale');
    expect(refusal.current).toEqual(afterFirst);
    expect(await readDay(date)).toEqual(afterFirst);

    // Keeping theirs: saved again from the current version.
    const kept = await call(
      'PUT',
      `/api/cutlets/days/${date}/values`,
      { values: { frozenCutlets: 20 }, version: refusal.current.version },
      otherStaff,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(cutletDayReply.parse(kept.json()).data.values.frozenCutlets).toBe(20);

    // A version the day never had is refused too; a save without one is refused with 400.
    const future = await call('PUT', `/api/cutlets/days/${date}/values`, { values: { target: 90 }, version: 999 });
    expect(future.statusCode).toBe(409);
    expect((await call('PUT', `/api/cutlets/days/${date}/values`, { values: { target: 90 } })).statusCode).toBe(400);
    expect((await readDay(date)).values.target).toBe(100);
  });

  it('moves the version on with every change of the day, not with a check that changes nothing', async () => {
    const date = freshDay();
    expect((await readDay(date)).version).toBe(1);
    const saved = await save(date, { target: 90 });
    expect(saved.version).toBeGreaterThan(1);
    const once = await checked(date, 'prod-2-2');
    expect(once.version).toBeGreaterThan(saved.version);
    const again = await checked(date, 'prod-2-2', { worker: 'Biju' });
    expect(again.version).toBe(once.version);
    const undone = await undo(date, 'prod-2-2');
    expect(undone.statusCode, undone.body).toBe(200);
    expect(cutletDayReply.parse(undone.json()).data.version).toBeGreaterThan(once.version);
  });

  it('refuses values of no field, or no values at all, with 400', async () => {
    const date = freshDay();
    for (const body of [
      { values: { sugar: 1 }, version: 1 },
      { values: {}, version: 1 },
      { values: { target: { many: 1 } }, version: 1 },
      { version: 1 },
    ]) {
      const response = await call('PUT', `/api/cutlets/days/${date}/values`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('checks an item with the worker, the value and the account, and refuses to uncheck it', async () => {
    const date = freshDay();
    const day = await checked(date, 'prod-2-1', { value: 120, worker: 'Anil' });
    expect(checkOf(day, 'prod-2-1')).toMatchObject({ value: '120', worker: 'Anil', account: 'cook' });

    const uncheck = await call('PUT', `/api/cutlets/days/${date}/items/prod-2-1`, { completed: false, worker: 'Anil' });
    expect(uncheck.statusCode).toBe(409);
    expect(uncheck.json()).toMatchObject({ success: false, code: 'cutlets.refusals.uncheck' });
    expect(checkOf(await readDay(date), 'prod-2-1')).toMatchObject({ worker: 'Anil' });

    // Checking again changes nothing: the first check stands.
    const again = await checked(date, 'prod-2-1', { value: 999, worker: 'Biju' });
    expect(checkOf(again, 'prod-2-1')).toMatchObject({ value: '120', worker: 'Anil' });
  });

  it('keeps a blank worker name blank (screens show "Worker")', async () => {
    const date = freshDay();
    const day = await checked(date, 'prod-2-2', { worker: '   ' });
    expect(checkOf(day, 'prod-2-2')).toMatchObject({ worker: '', value: null });
  });

  it('ends two devices checking the same item at once with it checked once, credited to the first', async () => {
    for (let round = 0; round < 5; round++) {
      const date = freshDay();
      const [first, second] = await Promise.all([
        check(date, 'prod-5-2', { worker: 'Anil' }, staff),
        check(date, 'prod-5-2', { worker: 'Biju' }, otherStaff),
      ]);
      expect(first.statusCode, first.body).toBe(200);
      expect(second.statusCode, second.body).toBe(200);
      const rows = await t.database.db
        .selectFrom('cutlet_checks')
        .selectAll()
        .where('date', '=', date)
        .where('item_id', '=', 'prod-5-2')
        .execute();
      expect(rows).toHaveLength(1);
      const winner = rows[0]!;
      for (const reply of [first, second]) {
        expect(checkOf(cutletDayReply.parse(reply.json()).data, 'prod-5-2')).toMatchObject({
          worker: winner.worker,
          account: winner.account,
          checkedAt: winner.checked_at,
        });
      }
    }
  });

  it('completes a task once when its last items are checked at once on several devices', async () => {
    for (let round = 0; round < 3; round++) {
      const date = freshDay();
      const replies = await Promise.all([
        check(date, 'prod-9-1', { value: 84, worker: 'Anil' }, staff),
        check(date, 'prod-9-2', { value: 6, worker: 'Biju' }, otherStaff),
        check(date, 'prod-9-3', { worker: 'Chandran' }, admin),
      ]);
      for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
      const day = await readDay(date);
      expect(day.checks).toHaveLength(3);
      expect(day.completions.map((completion) => completion.taskId)).toEqual(['prod-9']);
      expect(day.values).toMatchObject({ producedCutlets: 84, totalPackages: 6 });
    }
  });

  it('completes a task when its last item is checked, once, with the worker and time of that check', async () => {
    const date = freshDay();
    await checked(date, 'prod-8-1', { value: -18, worker: 'Anil' });
    let day = await checked(date, 'prod-8-2', { value: '13:15', worker: 'Anil' });
    expect(day.completions).toEqual([]);
    // The day is in the future: 'frozen hard after 2 hours' is checked early, with a reason.
    day = await checked(date, 'prod-8-3', { worker: 'Biju', earlyReason: 'Test of the checklist' });
    expect(day.completions).toEqual([
      { taskId: 'prod-8', worker: 'Biju', completedAt: checkOf(day, 'prod-8-3')!.checkedAt },
    ]);
    expect(checkOf(day, 'prod-8-1')!.value).toBe('-18');
    expect(checkOf(day, 'prod-8-2')!.value).toBe('13:15');
    day = await checked(date, 'prod-8-3', { worker: 'Chandran' });
    expect(day.completions).toHaveLength(1);
  });

  it('refuses a check without its needed value (never taken as 0), and writes nothing', async () => {
    const date = freshDay();
    await save(date, { frozenCutlets: 16, producedCutlets: 84 });
    const before = await readDay(date);
    // Required items with a value, and items that record a day's number (required or not).
    for (const itemId of ['prod-9-1', 'prod-1-1', 'prod-8-1', 'prod-8-2', 'prep-1-3', 'prep-1-4', 'prep-2-1']) {
      for (const body of [{}, { value: null }, { value: '' }, { value: '   ' }]) {
        const response = await check(date, itemId, body);
        expect(response.statusCode, `${itemId} ${JSON.stringify(body)}`).toBe(400);
        expect(response.json()).toMatchObject({ success: false, code: 'kitchenRules.records.valueRequired' });
      }
    }
    expect(await readDay(date)).toEqual(before);
    // An optional item with a unit that records no day's number may be ticked without one.
    expect(checkOf(await checked(date, 'prod-5-3'), 'prod-5-3')).toMatchObject({ value: null });
  });

  it('refuses values past their limits, worded with the limit, and takes them at the edges', async () => {
    const date = freshDay();
    const count = { code: 'kitchenRules.limits.cutletCount', params: { min: '0', max: '100,000' } };
    const amount = { code: 'kitchenRules.limits.cutletAmount', params: { min: '0', max: '100,000' } };
    const temperature = { code: 'kitchenRules.limits.temperature', params: { min: '-50', max: '600' } };
    const time = { code: 'kitchenRules.limits.time' };
    const notANumber = { code: 'validation.number.notANumber' };
    const notAWhole = { code: 'validation.number.notAWholeNumber' };
    for (const [itemId, value, refusal] of [
      ['prod-9-1', -1, notAWhole],
      ['prod-9-1', 100_001, count],
      ['prod-9-1', 84.5, { code: 'validation.number.wholeOnly' }],
      ['prod-9-1', 1e9, count],
      ['prod-9-1', 'lots', notAWhole],
      ['prod-9-1', '1e3', notAWhole],
      ['prod-2-1', -5, notANumber],
      ['prod-2-1', 100_000.5, amount],
      ['prod-2-1', 1e300, notANumber],
      ['prod-8-1', 'cold', notANumber],
      ['prod-8-1', -50.5, temperature],
      ['prod-8-1', 600.5, temperature],
      ['prod-8-1', '-18.25', { code: 'validation.number.decimals', params: { decimals: 1 } }],
      ['prod-8-2', '25:00', time],
      ['prod-8-2', '25:99 XM', time],
      ['prod-8-2', 13, time],
    ] as const) {
      const response = await check(date, itemId, { value });
      expect(response.statusCode, `${itemId} ${value}`).toBe(400);
      expect(response.json(), `${itemId} ${value}`).toMatchObject({ success: false, ...refusal });
    }
    expect((await check(date, 'prod-99-1')).statusCode).toBe(404);
    expect((await check(date, 'sugar')).statusCode).toBe(400);
    const day = await readDay(date);
    expect(day.checks).toEqual([]);
    expect(day.entered).toEqual([]);

    // At the edges: accepted.
    for (const [itemId, value, recorded] of [
      ['prod-9-1', 0, '0'],
      ['prod-9-2', 100_000, '100000'],
      ['prod-2-1', 100_000, '100000'],
      ['prod-1-3', 0, '0'],
      ['prod-8-1', -50, '-50'],
      ['prod-7-1', '50.5', '50.5'],
      ['prod-8-2', '23:59', '23:59'],
    ] as const) {
      const response = await check(date, itemId, { value });
      expect(response.statusCode, `${itemId} ${value}: ${response.body}`).toBe(200);
      expect(checkOf(cutletDayReply.parse(response.json()).data, itemId)!.value).toBe(recorded);
    }
    const actionTaken = 'Moved the trays to the other freezer';
    expect(checkOf(await checked(freshDay(), 'prod-8-1', { value: 600, actionTaken }), 'prod-8-1')!.value).toBe('600');
    expect(checkOf(await checked(freshDay(), 'prod-8-1', { value: '-18.5' }), 'prod-8-1')!.value).toBe('-18.5');
    // A freezer too warm for IQF is recorded as measured, with what was done about it (cutlet-limits.test.ts).
    expect(checkOf(await checked(freshDay(), 'prod-8-1', { value: '25', actionTaken }), 'prod-8-1')!.value).toBe('25');
  });

  it("records an item's day value with it, and locks that value once checked", async () => {
    const date = freshDay();
    const day = await checked(date, 'prep-1-3', { value: '16' });
    expect(day.values.frozenCutlets).toBe(16);
    expect(checkOf(day, 'prep-1-3')!.value).toBe('16');
    const locked = await saveCall(date, { frozenCutlets: 20 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'cutlets.refusals.valueLocked' });
    expect((await readDay(date)).values.frozenCutlets).toBe(16);
  });

  describe('undoing a check', () => {
    const correctionsOf = (date: string) =>
      t.database.db.selectFrom('kitchen_corrections').selectAll().where('cutlet_date', '=', date).execute();
    /** Moves a check back in time, as if it had been made `minutes` ago. */
    const age = async (date: string, itemId: string, minutes: number) => {
      await t.database.db
        .updateTable('cutlet_checks')
        .set({ checked_at: new Date(Date.now() - minutes * 60_000).toISOString() })
        .where('date', '=', date)
        .where('item_id', '=', itemId)
        .execute();
    };

    it('lets staff undo their own check within 10 minutes: a correction, the check and the completion gone', async () => {
      const date = freshDay();
      await checked(date, 'prod-9-2', { value: 6 });
      await checked(date, 'prod-9-3');
      const wrong = await checked(date, 'prod-9-1', { value: 0, worker: 'Anil' });
      expect(wrong.completions.map((each) => each.taskId)).toEqual(['prod-9']);
      const original = checkOf(wrong, 'prod-9-1')!;

      const response = await undo(date, 'prod-9-1', { name: 'Bala', reason: '  Wrong value  ' });
      expect(response.statusCode, response.body).toBe(200);
      const day = cutletDayReply.parse(response.json()).data;
      expect(checkOf(day, 'prod-9-1')).toBeUndefined();
      expect(day.completions).toEqual([]);
      expect(day.corrections).toEqual([
        {
          id: expect.any(Number),
          recordKind: 'cutlet-check',
          recordId: 'prod-9-1',
          action: 'undo',
          before: { value: '0', worker: 'Anil', checkedAt: original.checkedAt, account: 'cook' },
          after: null,
          reason: 'Wrong value',
          madeBy: 'Bala',
          account: 'cook',
          madeAt: expect.any(String),
          arrivedAt: expect.any(String),
        },
      ]);
      expect(await readDay(date)).toEqual(day);

      // Checked again with the right number: recorded, and the first one stays in the corrections.
      const fixed = await checked(date, 'prod-9-1', { value: 84, worker: 'Anil' });
      expect(checkOf(fixed, 'prod-9-1')).toMatchObject({ value: '84', worker: 'Anil' });
      expect(fixed.values.producedCutlets).toBe(84);
      expect(fixed.completions.map((each) => each.taskId)).toEqual(['prod-9']);
      expect(fixed.corrections.map((each) => [each.recordId, each.before.value])).toEqual([['prod-9-1', '0']]);
    });

    it('unlocks the day value the check recorded, which then takes a new value', async () => {
      const date = freshDay();
      await checked(date, 'prep-1-1', { value: 0 });
      expect((await saveCall(date, { mandiLeftovers: 2.5 })).statusCode).toBe(409);
      expect((await undo(date, 'prep-1-1')).statusCode).toBe(200);
      expect((await save(date, { mandiLeftovers: 2.5 })).values.mandiLeftovers).toBe(2.5);
    });

    it("refuses staff undoing another cook's check (403), and writes nothing", async () => {
      const date = freshDay();
      const before = await checked(date, 'prod-3-2', { worker: 'Anil' });
      const response = await undo(date, 'prod-3-2', {}, otherStaff);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'kitchenRules.records.notYours',
        params: { name: 'Anil' },
      });
      expect(await readDay(date)).toEqual(before);
      expect(await correctionsOf(date)).toEqual([]);
    });

    it('refuses staff after 10 minutes (403); an admin may still undo, with the reason', async () => {
      const date = freshDay();
      await checked(date, 'prod-3-2');
      await age(date, 'prod-3-2', 11);
      const before = await readDay(date);
      const late = await undo(date, 'prod-3-2');
      expect(late.statusCode, late.body).toBe(403);
      expect(late.json()).toMatchObject({ code: 'kitchenRules.records.undoWindowPassed', params: { minutes: 10 } });
      expect(await readDay(date)).toEqual(before);
      expect(await correctionsOf(date)).toEqual([]);

      const byAdmin = await undo(date, 'prod-3-2', { name: 'Owner', reason: 'Not done yet' }, admin);
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      const day = cutletDayReply.parse(byAdmin.json()).data;
      expect(day.checks).toEqual([]);
      expect(day.corrections).toMatchObject([{ recordId: 'prod-3-2', madeBy: 'Owner', account: 'boss' }]);
    });

    it('lets staff undo their own check at 9 minutes', async () => {
      const date = freshDay();
      await checked(date, 'prod-3-2');
      await age(date, 'prod-3-2', 9);
      expect((await undo(date, 'prod-3-2')).statusCode).toBe(200);
    });

    it('refuses an undo without a reason of 3 to 200 characters (400), and writes nothing', async () => {
      const date = freshDay();
      const before = await checked(date, 'prod-3-2');
      for (const body of [{ reason: undefined }, { reason: '' }, { reason: '  ab  ' }, { reason: 'x'.repeat(201) }]) {
        const response = await call('POST', `/api/cutlets/days/${date}/items/prod-3-2/undo`, { name: 'Bala', ...body });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json(), JSON.stringify(body)).toMatchObject({
          success: false,
          code: 'kitchenRules.limits.reason',
          params: { min: '3', max: '200' },
        });
      }
      expect(await readDay(date)).toEqual(before);
      expect(await correctionsOf(date)).toEqual([]);
      expect((await undo(date, 'prod-3-2', { reason: 'abc' })).statusCode).toBe(200);
    });

    it('refuses an item that is not checked (409) or does not exist (404)', async () => {
      const date = freshDay();
      const notChecked = await undo(date, 'prod-3-2');
      expect(notChecked.statusCode).toBe(409);
      expect(notChecked.json()).toMatchObject({ code: 'cutlets.refusals.notChecked' });
      expect((await undo(date, 'prod-99-1')).statusCode).toBe(404);
      // Nothing kept for the day: the refused undo left no day behind.
      expect((await call('GET', `/api/cutlets/history?until=${date}&days=1`)).json().data).not.toContainEqual(
        expect.objectContaining({ date }),
      );
    });

    it('ends two undos of one check at once with one correction', async () => {
      const date = freshDay();
      await checked(date, 'prod-3-2');
      const replies = await Promise.all([undo(date, 'prod-3-2'), undo(date, 'prod-3-2', {}, admin)]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
      expect(await correctionsOf(date)).toHaveLength(1);
    });
  });

  it('works out purchase planning from the inventory: 3.0 kg of meat for 100 with 16 frozen', async () => {
    const date = freshDay();
    await save(date, { target: 100, frozenCutlets: 16, mandiLeftovers: 2 });
    await checked(date, 'prep-3-1', { value: 50 });
    await checked(date, 'prep-3-2');
    await checked(date, 'prep-3-3');
    const day = await checked(date, 'prep-3-4');
    expect(['prep-3-1', 'prep-3-2', 'prep-3-3', 'prep-3-4'].map((id) => checkOf(day, id)!.value)).toEqual([
      '3',
      '0.75',
      '6',
      '150',
    ]);
  });

  it('lets a past day be corrected with the same rules and version check as today', async () => {
    const past = addDays(today, -100 * ++nextRange);
    const day = await readDay(past);
    expect(day).toMatchObject({ date: past, today });
    expect(day).not.toHaveProperty('readOnly');
    const corrected = await save(past, { target: 50 });
    expect(corrected.values.target).toBe(50);
    // A save from the version read before the correction is refused, with the day as it is now.
    const stale = await call('PUT', `/api/cutlets/days/${past}/values`, {
      values: { target: 60 },
      version: day.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'kitchenRules.records.stale' });
    expect((await saveCall(past, { target: '2.5' })).statusCode).toBe(400);
    expect(checkOf(await checked(past, 'prep-3-5'), 'prep-3-5')).toMatchObject({ worker: 'Anil' });
    const undone = await undo(past, 'prep-3-5');
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await readDay(past)).values.target).toBe(50);
  });

  it("carries the frozen count over from the previous day's closing count", async () => {
    const first = freshDay();
    await save(first, { frozenCutlets: 16, producedCutlets: 84 });
    const next = await readDay(addDays(first, 1));
    expect(next.values.frozenCutlets).toBe(100);
    expect(next.frozenFrom).toBe(first);
    expect(next.entered).not.toContain('frozenCutlets');

    // A day in between that made 10 more (its frozen count carried) moves the count on.
    await save(addDays(first, 2), { producedCutlets: 10 });
    expect((await readDay(addDays(first, 5))).values.frozenCutlets).toBe(110);
    expect((await readDay(addDays(first, 5))).frozenFrom).toBe(addDays(first, 2));

    // A count entered for the day wins over the carried one.
    expect((await save(addDays(first, 5), { frozenCutlets: 40 })).values.frozenCutlets).toBe(40);
    expect((await readDay(addDays(first, 5))).frozenFrom).toBeNull();
  });

  it("offers a completed diary event's leftover meat to the next cutlet day", async () => {
    const eventDay = freshDay();
    await save(eventDay, { target: 100 }); // a cutlet day in the morning of the event
    const created = await call('POST', '/api/diary-events/create', { title: 'Wedding', date: eventDay });
    expect(created.statusCode, created.body).toBe(200);
    const event = diaryEventReply.parse(created.json()).event;
    expect(event.leftoverMeatKg).toBeNull();

    const completed = await call('PUT', `/api/diary-events/${event.id}`, {
      title: 'Wedding',
      date: eventDay,
      isCompleted: true,
      leftoverMeatKg: 2.5,
      version: event.version,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const completedEvent = diaryEventReply.parse(completed.json()).event;
    expect(completedEvent).toMatchObject({ isCompleted: true, leftoverMeatKg: 2.5 });
    const list = (await call('GET', '/api/diary-events')).json().data as { id: number; leftoverMeatKg: number }[];
    expect(list.find((each) => each.id === event.id)?.leftoverMeatKg).toBe(2.5);

    const next = await readDay(addDays(eventDay, 1));
    expect(next.values.mandiLeftovers).toBe(2.5);
    expect(next.leftoverOffers).toEqual([{ eventId: event.id, title: 'Wedding', date: eventDay, kg: 2.5 }]);
    // Not to the day of the event itself (its cutlets were made before), nor to a day after the next one.
    expect((await readDay(eventDay)).values.mandiLeftovers).toBe(0);
    await save(addDays(eventDay, 1), { mandiLeftovers: 1.5 });
    expect((await readDay(addDays(eventDay, 1))).values.mandiLeftovers).toBe(1.5);
    expect((await readDay(addDays(eventDay, 2))).leftoverOffers).toEqual([]);

    // An update without the leftover keeps it; a bad one is refused.
    const kept = await call('PUT', `/api/diary-events/${event.id}`, {
      title: 'Wedding 2',
      date: eventDay,
      isCompleted: true,
      version: completedEvent.version,
    });
    const keptEvent = diaryEventReply.parse(kept.json()).event;
    expect(keptEvent.leftoverMeatKg).toBe(2.5);
    const bad = await call('PUT', `/api/diary-events/${event.id}`, {
      title: 'Wedding',
      date: eventDay,
      leftoverMeatKg: -1,
      version: keptEvent.version,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('tells the cutlet screens of a change on kitchen:cutlets', async () => {
    const date = freshDay();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const screen = await openEventStream(`${address}/api/live?topics=kitchen:cutlets`, { cookie: otherStaff });
    expect(screen.response.status).toBe(200);
    await checked(date, 'prod-3-2');
    expect(await screen.waitFor('data: {"topic":"kitchen:cutlets","type":"cutlets"}')).toBe(true);
    screen.close();
  });

  it('answers the history of the days kept up to a day, oldest first', async () => {
    const first = freshDay();
    await save(first, { producedCutlets: 84, leftoverMeatUsed: 3, totalPackages: 6, qualityIssues: 2 });
    await checked(first, 'prod-2-1', { value: 100 });
    await checked(first, 'prod-2-2');
    await save(addDays(first, 1), { target: 120, producedCutlets: 120 });
    const response = await call('GET', `/api/cutlets/history?until=${addDays(first, 1)}&days=2`);
    expect(response.statusCode, response.body).toBe(200);
    expect(cutletHistoryReply.parse(response.json()).data).toEqual([
      {
        date: first,
        target: 100,
        producedCutlets: 84,
        leftoverMeatUsed: 3,
        totalPackages: 6,
        qualityIssues: 2,
        completedTasks: 1,
        totalTasks: 12,
      },
      {
        date: addDays(first, 1),
        target: 120,
        producedCutlets: 120,
        leftoverMeatUsed: 0,
        totalPackages: 0,
        qualityIssues: 0,
        completedTasks: 0,
        totalTasks: 12,
      },
    ]);
    expect((await call('GET', `/api/cutlets/history?until=${first}&days=0`)).statusCode).toBe(400);
  });
});
