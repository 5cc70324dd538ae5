import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_MADE_AT_HEADER, MADE_AT_MAX_AGE_MS, MADE_AT_REFUSALS } from '#shared/domain/change-times.ts';
import { todayInKerala } from '#shared/domain/event-date.ts';
import { CHANGE_ID_HEADER, CHANGE_REPLAYED_HEADER } from '#shared/domain/offline-changes.ts';
import { cutletDayReply } from '#shared/schemas/cutlets.ts';
import { inventoryItemReply } from '#shared/schemas/inventory.ts';
import { taskListReply, taskReply, temperatureReadingsReply, type Task } from '#shared/schemas/tasks.ts';
import { timerReply } from '#shared/schemas/timers.ts';
import { eventCorrectionsReply } from '#shared/schemas/reports.ts';
import { formatReportInstant } from '#shared/domain/kitchen/report-times.ts';
import { reportHtml } from '#server/modules/reports/report-html.ts';
import { readEventReport } from '#server/modules/reports/reports.service.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/**
 * A change made offline and sent later (header x-change-made-at) is recorded at the time it was made,
 * with the time it arrived kept beside it; a time too far ahead or too old is refused, writing nothing.
 * Runs on SQLite and on PostgreSQL.
 */
describe('changes keep the time they were made', () => {
  let t: TestApp;
  let cook: string;
  beforeAll(async () => {
    t = await createTestApp();
    cook = await t.signIn('staff', 'ravi');
  });
  afterAll(() => t.close());

  let nextChange = 1;
  const changeId = () => `times-change-${String(nextChange++).padStart(4, '0')}`;
  /** A change as the device's queue sends it: its id and the time it was made (omitted: sent online). */
  const send = (
    method: 'POST' | 'PUT',
    url: string,
    payload: object,
    { madeAt, id = changeId() }: { madeAt?: number | string; id?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: {
        cookie: cook,
        [CHANGE_ID_HEADER]: id,
        ...(madeAt === undefined ? {} : { [CHANGE_MADE_AT_HEADER]: String(madeAt) }),
      },
    });
  const ago = (minutes: number) => Date.now() - minutes * 60_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  const db = () => t.database.db;

  const newEvent = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/diary-events/create',
      payload: { title: 'Offline times', date: '2027-05-01' },
      headers: { cookie: cook },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().event.id as number;
  };
  const tasksOf = async (eventId: number) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/todos/${eventId}`, headers: { cookie: cook } });
    return taskListReply.parse(response.json()).data;
  };
  const plainTask = async (eventId: number, index = 0) =>
    (await tasksOf(eventId)).filter((task) => !task.isTemperature && !task.isFinalTask)[index]!;
  const temperatureTask = async (eventId: number) => (await tasksOf(eventId)).find((task) => task.isTemperature)!;
  const readingsOf = async (eventId: number) => {
    const url = `/api/todos/${eventId}/temperatures`;
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: cook } });
    return temperatureReadingsReply.parse(response.json()).data;
  };
  /** The arrival is the server's clock when the change came: between `before` and now. */
  const expectArrivedSince = (arrivedAt: string | null | undefined, before: number) => {
    expect(Date.parse(arrivedAt!)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(arrivedAt!)).toBeLessThanOrEqual(Date.now());
  };

  it('a start and a completion made minutes ago are stored at those times, with their arrival beside them', async () => {
    const eventId = await newEvent();
    const task = await plainTask(eventId);
    const [startedAt, completedAt] = [ago(6), ago(4)];
    const before = Date.now();
    const started = await send(
      'POST',
      `/api/todos/${eventId}/${task.id}/start`,
      { name: 'Ravi' },
      { madeAt: startedAt },
    );
    expect(started.statusCode, started.body).toBe(200);
    expect(taskReply.parse(started.json()).task).toMatchObject({ startedAt: iso(startedAt), startedBy: 'Ravi' });
    const url = `/api/todos/${eventId}/${task.id}/complete`;
    const completed = await send('POST', url, { name: 'Ravi' }, { madeAt: completedAt });
    expect(completed.statusCode, completed.body).toBe(200);

    const stored = (await tasksOf(eventId)).find((each) => each.id === task.id)!;
    expect(stored).toMatchObject({ startedAt: iso(startedAt), completedAt: iso(completedAt) });
    expectArrivedSince(stored.startedArrivedAt, before);
    expectArrivedSince(stored.completedArrivedAt, before);
    const row = await db()
      .selectFrom('diary_tasks')
      .select(['started_at', 'started_arrived_at', 'completed_at', 'completed_arrived_at'])
      .where('event_id', '=', eventId)
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ started_at: iso(startedAt), completed_at: iso(completedAt) });
    expectArrivedSince(row.completed_arrived_at, before);
  });

  it('a pit reading, and a completion carrying one, are stored at the time they were taken', async () => {
    const eventId = await newEvent();
    const task = await temperatureTask(eventId);
    const [first, second] = [ago(9), ago(3)];
    const before = Date.now();
    const url = `/api/todos/${eventId}/${task.id}`;
    const reading = await send('POST', `${url}/temperatures`, { value: 200, name: 'Ravi' }, { madeAt: first });
    expect(reading.statusCode, reading.body).toBe(200);
    const completion = await send(
      'POST',
      `${url}/complete`,
      // The event is months ahead: its check is completed early, with a reason.
      { name: 'Anu', temperatureValue: 190, earlyReason: 'Test of the pit ahead of the event' },
      { madeAt: second },
    );
    expect(completion.statusCode, completion.body).toBe(200);

    const readings = await readingsOf(eventId);
    expect(readings.map((each) => [each.valueC, each.takenAt])).toEqual([
      [200, iso(first)],
      [190, iso(second)],
    ]);
    for (const each of readings) expectArrivedSince(each.arrivedAt, before);
    expect((await tasksOf(eventId)).find((each) => each.id === task.id)).toMatchObject({
      completedAt: iso(second),
      startedAt: iso(second),
    });

    // The report (the PDF's page) prints the times they were made, and when they reached the server.
    const html = reportHtml(await readEventReport(db(), eventId), 'en');
    for (const each of readings) {
      const arrived = formatReportInstant(Date.parse(each.arrivedAt!));
      expect(html).toContain(`${formatReportInstant(Date.parse(each.takenAt))} (reached the server ${arrived})`);
    }
  });

  it('an undo is judged and recorded at the time it was made: within ten minutes of the completion then, though it arrives later', async () => {
    const eventId = await newEvent();
    const task = await plainTask(eventId);
    const url = `/api/todos/${eventId}/${task.id}`;
    // Completed offline 25 minutes ago, undone 18 minutes ago (7 minutes after), both sent now.
    expect((await send('POST', `${url}/complete`, { name: 'Ravi' }, { madeAt: ago(25) })).statusCode).toBe(200);
    const undoneAt = ago(18);
    const undo = await send(
      'POST',
      `${url}/undo-complete`,
      { name: 'Ravi', reason: 'Ticked the wrong task' },
      { madeAt: undoneAt },
    );
    expect(undo.statusCode, undo.body).toBe(200);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/diary-events/${eventId}/corrections`,
      headers: { cookie: cook },
    });
    const [correction] = eventCorrectionsReply.parse(response.json()).data;
    expect(correction).toMatchObject({ action: 'undo', madeAt: iso(undoneAt) });
    expect(Date.parse(correction!.arrivedAt!) - undoneAt).toBeGreaterThan(17 * 60_000);

    // The same undo made now, 25 minutes after a completion, is refused for staff.
    const other = await plainTask(eventId, 1);
    const otherUrl = `/api/todos/${eventId}/${other.id}`;
    expect((await send('POST', `${otherUrl}/complete`, { name: 'Ravi' }, { madeAt: ago(25) })).statusCode).toBe(200);
    const late = await send('POST', `${otherUrl}/undo-complete`, { name: 'Ravi', reason: 'Ticked the wrong task' });
    expect(late.statusCode).toBe(403);
  });

  it('a cutlet check made offline is stored at the time it was made, with its arrival', async () => {
    const date = todayInKerala();
    const madeAt = ago(7);
    const before = Date.now();
    const response = await send(
      'PUT',
      `/api/cutlets/days/${date}/items/prod-5-2`,
      { completed: true, worker: 'Anil' },
      { madeAt },
    );
    expect(response.statusCode, response.body).toBe(200);
    const check = cutletDayReply.parse(response.json()).data.checks.find((each) => each.itemId === 'prod-5-2')!;
    expect(check.checkedAt).toBe(iso(madeAt));
    const row = await db()
      .selectFrom('cutlet_checks')
      .select(['checked_at', 'arrived_at'])
      .where('date', '=', date)
      .where('item_id', '=', 'prod-5-2')
      .executeTakeFirstOrThrow();
    expect(row.checked_at).toBe(iso(madeAt));
    expectArrivedSince(row.arrived_at, before);
  });

  it('a timer stop made offline ends the step when it was made: the same mechanism as every change', async () => {
    const eventId = await newEvent();
    const url = `/api/timers/${eventId}/3-1`;
    const startTime = ago(30);
    expect((await send('PUT', url, { isActive: true, startTime }, { madeAt: startTime })).statusCode).toBe(200);
    const stoppedAt = ago(10);
    const stop = await send('PUT', url, { isActive: false }, { madeAt: stoppedAt });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(timerReply.parse(stop.json()).data).toMatchObject({ isActive: false, startTime, stopTime: stoppedAt });
  });

  it('a stock change made offline is dated when it was made, its new price too', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/items',
      payload: { name: `Ghee ${nextChange}`, quantity: 2, unit: 'kg', currentPrice: 600 },
      headers: { cookie: cook },
    });
    expect(added.statusCode, added.body).toBe(201);
    const item = inventoryItemReply.parse(added.json()).data;
    const madeAt = ago(8);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/inventory/${item.id}`,
      payload: { quantity: 1.5, currentPrice: 640, version: item.version },
      headers: { cookie: cook, [CHANGE_ID_HEADER]: changeId(), [CHANGE_MADE_AT_HEADER]: String(madeAt) },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const saved = inventoryItemReply.parse(changed.json()).data;
    expect(saved.lastUpdated).toBe(iso(madeAt));
    expect(saved.priceHistory).toContainEqual(expect.objectContaining({ date: iso(madeAt), price: 640 }));
  });

  it('a change sent online carries no time: made as it arrived, as before', async () => {
    const eventId = await newEvent();
    const task = await plainTask(eventId);
    const before = Date.now();
    const response = await send('POST', `/api/todos/${eventId}/${task.id}/start`, { name: 'Ravi' });
    expect(response.statusCode, response.body).toBe(200);
    const stored = (await tasksOf(eventId)).find((each) => each.id === task.id)!;
    expect(stored.startedAt).toBe(stored.startedArrivedAt);
    expectArrivedSince(stored.startedAt, before);
  });

  it('a time up to a minute ahead counts as the arrival; further ahead, older than a day or unreadable is refused, writing nothing', async () => {
    const eventId = await newEvent();
    const task = await plainTask(eventId);
    const url = `/api/todos/${eventId}/${task.id}/start`;
    const refusals: [number | string, string][] = [
      [Date.now() + 5 * 60_000, MADE_AT_REFUSALS.ahead],
      [Date.now() - MADE_AT_MAX_AGE_MS - 60_000, MADE_AT_REFUSALS.tooOld],
      ['yesterday', MADE_AT_REFUSALS.unreadable],
      ['1.5', MADE_AT_REFUSALS.unreadable],
    ];
    for (const [madeAt, code] of refusals) {
      const response = await send('POST', url, { name: 'Ravi' }, { madeAt });
      expect(response.statusCode, String(madeAt)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code });
      expect(response.json().error).not.toBe(code);
    }
    expect((await tasksOf(eventId)).find((each) => each.id === task.id)!.startedAt).toBeNull();

    // Thirty seconds ahead: two clocks a little apart. Recorded at its arrival.
    const slightlyAhead = await send('POST', url, { name: 'Ravi' }, { madeAt: Date.now() + 30_000 });
    expect(slightlyAhead.statusCode, slightlyAhead.body).toBe(200);
    const stored: Task = (await tasksOf(eventId)).find((each) => each.id === task.id)!;
    expect(stored.startedAt).toBe(stored.startedArrivedAt);
    expect(Date.parse(stored.startedAt!)).toBeLessThanOrEqual(Date.now());
  });

  it('a refused time is not kept as the change’s answer: the same change sent with a good time is applied', async () => {
    const eventId = await newEvent();
    const task = await plainTask(eventId);
    const url = `/api/todos/${eventId}/${task.id}/start`;
    const id = changeId();
    expect((await send('POST', url, { name: 'Ravi' }, { id, madeAt: Date.now() + 3_600_000 })).statusCode).toBe(400);
    const madeAt = ago(2);
    const again = await send('POST', url, { name: 'Ravi' }, { id, madeAt });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers[CHANGE_REPLAYED_HEADER]).toBeUndefined();
    expect(taskReply.parse(again.json()).task.startedAt).toBe(iso(madeAt));
  });

  it('a replayed change keeps the first time: the second copy changes nothing', async () => {
    const eventId = await newEvent();
    const task = await temperatureTask(eventId);
    const url = `/api/todos/${eventId}/${task.id}/temperatures`;
    const id = changeId();
    const first = ago(5);
    expect((await send('POST', url, { value: 190, name: 'Ravi' }, { id, madeAt: first })).statusCode).toBe(200);
    const replay = await send('POST', url, { value: 190, name: 'Ravi' }, { id, madeAt: ago(1) });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.headers[CHANGE_REPLAYED_HEADER]).toBe('1');
    const readings = await readingsOf(eventId);
    expect(readings.map((each) => each.takenAt)).toEqual([iso(first)]);
  });
});
