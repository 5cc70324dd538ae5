import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { cutletDayReply, cutletHistoryReply, type CutletDay } from '#shared/schemas/cutlets.ts';
import { diaryEventReply } from '#shared/schemas/diary.ts';
import { openEventStream } from '#server/test/event-stream.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';

describe('cutlet days', () => {
  let t: TestApp;
  let staff: string;
  let otherStaff: string;
  let admin: string;
  const today = todayInKerala();
  /** Each test works on days of its own, far apart, so that carry-over never reaches across tests. */
  let nextRange = 0;
  const freshDay = () => addDays(today, 1000 * ++nextRange);

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
  const save = async (date: string, values: Record<string, unknown>, cookie = staff): Promise<CutletDay> => {
    const response = await call('PUT', `/api/cutlets/days/${date}/values`, { values }, cookie);
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

  it('answers a day with nothing kept: the defaults, editable from today', async () => {
    const day = await readDay(today);
    expect(day).toMatchObject({
      date: today,
      today,
      readOnly: false,
      entered: [],
      frozenFrom: null,
      leftoverOffers: [],
      checks: [],
      completions: [],
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
      ['GET', `/api/cutlets/history?until=${date}`],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: { completed: true, values: { target: 1 } } });
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
        ['PUT', `/api/cutlets/days/${date}/values`, { values: { target: 100 } }],
        ['PUT', `/api/cutlets/days/${date}/items/prep-1-1`, { completed: true }],
        ['GET', `/api/cutlets/history?until=${date}`, undefined],
      ] as const) {
        const response = await call(method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(response.json()).toMatchObject({ success: false, code: 'cutlets.refusals.badDate' });
      }
    }
  });

  it('parses the inventory as the rules say: invalid → 0, the target → 100', async () => {
    const date = freshDay();
    const day = await save(date, {
      target: 'lots',
      frozenCutlets: '16',
      mandiLeftovers: 'two',
      processedMeat: 1.25,
      potatoes: '-3',
      oil: '2.5',
    });
    expect(day.values).toMatchObject({
      target: 100,
      frozenCutlets: 16,
      mandiLeftovers: 0,
      processedMeat: 1.25,
      potatoes: 0,
      oil: 2.5,
    });
    expect(day.entered).toEqual(
      expect.arrayContaining(['target', 'frozenCutlets', 'mandiLeftovers', 'processedMeat', 'potatoes', 'oil']),
    );
    expect((await save(date, { target: '150' })).values.target).toBe(150);
    expect((await readDay(date)).values.frozenCutlets).toBe(16);
  });

  it('refuses values of no field, or no values at all, with 400', async () => {
    const date = freshDay();
    for (const body of [{ values: { sugar: 1 } }, { values: {} }, { values: { target: { many: 1 } } }, {}]) {
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
    day = await checked(date, 'prod-8-3', { worker: 'Biju' });
    expect(day.completions).toEqual([
      { taskId: 'prod-8', worker: 'Biju', completedAt: checkOf(day, 'prod-8-3')!.checkedAt },
    ]);
    expect(checkOf(day, 'prod-8-1')!.value).toBe('-18');
    expect(checkOf(day, 'prod-8-2')!.value).toBe('13:15');
    day = await checked(date, 'prod-8-3', { worker: 'Chandran' });
    expect(day.completions).toHaveLength(1);
  });

  it('asks a required item for its value, and refuses values it cannot read', async () => {
    const date = freshDay();
    for (const [itemId, body, code] of [
      ['prod-8-1', {}, 'cutlets.refusals.valueRequired'],
      ['prod-8-1', { value: '' }, 'cutlets.refusals.valueRequired'],
      ['prod-8-1', { value: 'cold' }, 'cutlets.refusals.badValue'],
      ['prod-2-1', { value: -5 }, 'cutlets.refusals.badValue'],
      ['prod-8-2', { value: '25:00' }, 'cutlets.refusals.badTime'],
      ['prod-8-2', { value: 13 }, 'cutlets.refusals.badTime'],
    ] as const) {
      const response = await check(date, itemId, body);
      expect(response.statusCode, `${itemId} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code });
    }
    expect((await check(date, 'prod-99-1')).statusCode).toBe(404);
    expect((await check(date, 'sugar')).statusCode).toBe(400);
    expect((await readDay(date)).checks).toEqual([]);
  });

  it("records an item's day value with it, and locks that value once checked", async () => {
    const date = freshDay();
    let day = await checked(date, 'prep-1-3', { value: '16' });
    expect(day.values.frozenCutlets).toBe(16);
    expect(checkOf(day, 'prep-1-3')!.value).toBe('16');
    const locked = await call('PUT', `/api/cutlets/days/${date}/values`, { values: { frozenCutlets: 20 } });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'cutlets.refusals.valueLocked' });
    // Without a value the item records the day's value as it stands.
    await save(date, { target: 90 });
    day = await checked(date, 'prep-1-4');
    expect(checkOf(day, 'prep-1-4')!.value).toBe('90');
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

  it('keeps a past day read-only', async () => {
    const yesterday = addDays(today, -1);
    const day = await readDay(yesterday);
    expect(day.readOnly).toBe(true);
    for (const [url, payload] of [
      [`/api/cutlets/days/${yesterday}/values`, { values: { target: 50 } }],
      [`/api/cutlets/days/${yesterday}/items/prep-3-5`, { completed: true }],
    ] as const) {
      const response = await call('PUT', url, payload);
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toMatchObject({ code: 'cutlets.refusals.pastDay' });
    }
    expect((await readDay(yesterday)).checks).toEqual([]);
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
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(diaryEventReply.parse(completed.json()).event).toMatchObject({ isCompleted: true, leftoverMeatKg: 2.5 });
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
    });
    expect(diaryEventReply.parse(kept.json()).event.leftoverMeatKg).toBe(2.5);
    const bad = await call('PUT', `/api/diary-events/${event.id}`, {
      title: 'Wedding',
      date: eventDay,
      leftoverMeatKg: -1,
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
