import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { CHANGE_ID_HEADER, CHANGE_REPLAYED_HEADER } from '#shared/domain/offline-changes.ts';
import { taskListReply, type Task } from '#shared/schemas/tasks.ts';
import { inventoryListReply } from '#shared/schemas/inventory.ts';
import { openEventStream } from '#server/test/event-stream.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';
import { sql } from 'kysely';
import { isPostgres } from '#server/db/database.ts';
import { keptAnswer, pruneAppliedChanges } from './change-ids.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('changes sent with a change id are applied once', () => {
  let t: TestApp;
  let staff: string;
  let otherStaff: string;
  /** Calls of the test-only route that fails the first time it is called. */
  let flakyCalls = 0;

  beforeAll(async () => {
    t = await createTestApp();
    t.app.post('/api/test/flaky', { config: { access: 'staff' } }, async () => {
      flakyCalls += 1;
      if (flakyCalls === 1) throw new Error('the first call fails');
      return { success: true, calls: flakyCalls };
    });
    staff = await t.signIn('staff', 'cook');
    otherStaff = await t.signIn('staff', 'second-cook');
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, payload?: unknown, cookie = staff) =>
    callAs(t.app, cookie, method, url, payload);
  const send = (method: Method, url: string, payload: unknown, changeId: string, cookie = staff) =>
    t.app.inject({ method, url, payload: payload as object, headers: { cookie, [CHANGE_ID_HEADER]: changeId } });
  /** Sends a change twice with one id: the second answer must be the first, replayed. */
  const sendTwice = async (method: Method, url: string, payload: unknown) => {
    const changeId = randomUUID();
    const first = await send(method, url, payload, changeId);
    const second = await send(method, url, payload, changeId);
    expect(first.headers[CHANGE_REPLAYED_HEADER]).toBeUndefined();
    expect(second.headers[CHANGE_REPLAYED_HEADER]).toBe('1');
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    return { first, second, changeId };
  };
  const newEvent = async () => {
    const response = await call('POST', '/api/diary-events/create', { title: 'Change ids', date: '2027-05-01' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().event.id as number;
  };
  const readList = async (eventId: number) => taskListReply.parse((await call('GET', `/api/todos/${eventId}`)).json());
  const plainTask = (tasks: Task[]) => tasks.find((task) => !task.isTemperature && !task.isFinalTask)!;
  const record = (changeId: string) =>
    t.database.db.selectFrom('applied_changes').selectAll().where('change_id', '=', changeId).executeTakeFirst();
  const recordCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('applied_changes')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const userId = async (username: string) =>
    (await t.database.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow())
      .id;

  it('starts a task once: the repeat gets the first answer, and the list version is bumped once', async () => {
    const eventId = await newEvent();
    const { data, version } = await readList(eventId);
    const task = plainTask(data);
    const { first, changeId } = await sendTwice('POST', `/api/todos/${eventId}/${task.id}/start`, { name: 'Ravi' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, version: version + 1, task: { startedBy: 'Ravi' } });
    expect((await readList(eventId)).version).toBe(version + 1);
    expect(await record(changeId)).toMatchObject({
      user_id: await userId('cook'),
      method: 'POST',
      path: `/api/todos/${eventId}/${task.id}/start`,
      status: 200,
      reply: first.body,
    });
  });

  it('records a temperature reading once', async () => {
    const eventId = await newEvent();
    const task = (await readList(eventId)).data.find((each) => each.isTemperature)!;
    const { first } = await sendTwice('POST', `/api/todos/${eventId}/${task.id}/temperatures`, { value: 240 });
    expect(first.statusCode, first.body).toBe(200);
    const readings = await t.database.db
      .selectFrom('temperature_readings')
      .select('id')
      .where('event_id', '=', eventId)
      .execute();
    expect(readings).toHaveLength(1);
  });

  it('sets a timer once', async () => {
    const eventId = await newEvent();
    const { first } = await sendTwice('PUT', `/api/timers/${eventId}/1-1`, { isActive: true, startTime: Date.now() });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ isActive: true });
  });

  it('checks a cutlet item once', async () => {
    const date = addDays(todayInKerala(), 700);
    const { first } = await sendTwice('PUT', `/api/cutlets/days/${date}/items/prep-3-5`, {
      completed: true,
      worker: 'Anil',
    });
    expect(first.statusCode, first.body).toBe(200);
    const checks = await t.database.db.selectFrom('cutlet_checks').selectAll().where('date', '=', date).execute();
    expect(checks).toHaveLength(1);
  });

  it('answers an inventory change sent twice with its first answer, not as stale', async () => {
    const [item] = inventoryListReply.parse((await call('GET', '/api/inventory')).json()).data;
    const change = { quantity: 7, version: item!.version };
    const { first } = await sendTwice('PATCH', `/api/inventory/${item!.id}`, change);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ quantity: 7, version: item!.version + 1 });
    const after = inventoryListReply.parse((await call('GET', '/api/inventory')).json()).data;
    expect(after.find((each) => each.id === item!.id)!.version).toBe(item!.version + 1);
    // Without an id, the same change is refused as made from an older version.
    expect((await call('PATCH', `/api/inventory/${item!.id}`, change)).statusCode).toBe(409);
  });

  it('replays a refusal as it was first answered', async () => {
    const eventId = await newEvent();
    const task = plainTask((await readList(eventId)).data);
    expect((await call('POST', `/api/todos/${eventId}/${task.id}/start`, { name: 'Anu' })).statusCode).toBe(200);
    const { first, changeId } = await sendTwice('POST', `/api/todos/${eventId}/${task.id}/start`, { name: 'Ravi' });
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ success: false, code: 'kitchenRules.tasks.alreadyStarted' });
    expect((await record(changeId))!.status).toBe(409);
  });

  it('refuses an id already used on another path, by another method or by another user (422)', async () => {
    const eventId = await newEvent();
    const { version, data } = await readList(eventId);
    const [one, two] = data.filter((task) => !task.isTemperature && !task.isFinalTask);
    const changeId = randomUUID();
    const start = (taskId: string, cookie = staff) =>
      send('POST', `/api/todos/${eventId}/${taskId}/start`, { name: 'A' }, changeId, cookie);
    expect((await start(one!.id)).statusCode).toBe(200);
    for (const reused of [
      await start(two!.id),
      await send('PUT', `/api/todos/${eventId}/${one!.id}`, { assignedTo: 'A', version: one!.version }, changeId),
      await start(one!.id, otherStaff),
    ]) {
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toEqual({
        success: false,
        error: 'This change id was already used for another change.',
        code: 'offline.refusals.changeIdReused',
      });
      expect(reused.headers[CHANGE_REPLAYED_HEADER]).toBeUndefined();
    }
    const after = await readList(eventId);
    expect(after.version).toBe(version + 1);
    expect(after.data.find((task) => task.id === two!.id)!.startedAt).toBeNull();
  });

  it('refuses a malformed id (400) and writes nothing', async () => {
    const eventId = await newEvent();
    const { data, version } = await readList(eventId);
    const task = plainTask(data);
    const before = await recordCount();
    for (const changeId of ['short', 'has space in it', 'x'.repeat(65), 'ünïcödé-id']) {
      const response = await send('POST', `/api/todos/${eventId}/${task.id}/start`, { name: 'Ravi' }, changeId);
      expect(response.statusCode, changeId).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        error: "A change's id must be 8 to 64 letters, digits, '-' or '_'.",
        code: 'offline.refusals.badChangeId',
      });
    }
    expect((await readList(eventId)).version).toBe(version);
    expect(await recordCount()).toBe(before);
  });

  it('claims nothing for a request refused before its handler: no session, another site, an invalid body', async () => {
    const eventId = await newEvent();
    const task = plainTask((await readList(eventId)).data);
    const url = `/api/todos/${eventId}/${task.id}/start`;
    const changeId = randomUUID();
    const anonymous = await t.app.inject({
      method: 'POST',
      url,
      payload: { name: 'Ravi' },
      headers: { [CHANGE_ID_HEADER]: changeId },
    });
    expect(anonymous.statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'POST',
      url,
      payload: { name: 'Ravi' },
      headers: { cookie: staff, origin: 'https://evil.example', [CHANGE_ID_HEADER]: changeId },
    });
    expect(crossSite.statusCode).toBe(403);
    const invalid = await send('POST', url, { name: 42 }, changeId);
    expect(invalid.statusCode).toBe(400);
    expect(await record(changeId)).toBeUndefined();

    const applied = await send('POST', url, { name: 'Ravi' }, changeId);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.headers[CHANGE_REPLAYED_HEADER]).toBeUndefined();
  });

  it('applies exactly one of two copies sent at once: the second waits for the first and gets its answer', async () => {
    const eventId = await newEvent();
    const { data, version } = await readList(eventId);
    const task = plainTask(data);
    const changeId = randomUUID();
    const answers = await Promise.all(
      [1, 2].map(() => send('POST', `/api/todos/${eventId}/${task.id}/start`, { name: 'Ravi' }, changeId)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const replayed = answers.filter((answer) => answer.headers[CHANGE_REPLAYED_HEADER] === '1');
    expect(replayed).toHaveLength(1);
    expect(answers[0]!.body).toBe(answers[1]!.body);
    expect((await readList(eventId)).version).toBe(version + 1);
  });

  it('claims, applies and keeps the answer in one transaction: when the answer cannot be kept, nothing was applied', async () => {
    const eventId = await newEvent();
    const { data, version } = await readList(eventId);
    const url = `/api/todos/${eventId}/${plainTask(data).id}/start`;
    const changeId = randomUUID();
    const db = t.database.db;
    if (isPostgres(db)) {
      await sql`create function lose_answers() returns trigger language plpgsql as $$
        begin raise exception 'the answer is lost'; end $$`.execute(db);
      await sql`create trigger lose_answers before update on applied_changes
        for each row execute function lose_answers()`.execute(db);
    } else {
      await sql`create trigger lose_answers before update on applied_changes
        begin select raise(abort, 'the answer is lost'); end`.execute(db);
    }
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const screen = await openEventStream(`${address}/api/live?topics=kitchen:${eventId}`, { cookie: staff });
    try {
      const lost = await send('POST', url, { name: 'Ravi' }, changeId);
      expect(lost.statusCode).toBe(500);
      // The change was never kept: no screen is told of it.
      expect(await screen.waitFor('event: change', 500)).toBe(false);
      expect(await record(changeId)).toBeUndefined();
      expect((await readList(eventId)).version).toBe(version);
      expect(plainTask((await readList(eventId)).data).startedBy).toBeFalsy();
    } finally {
      await sql`drop trigger lose_answers${sql.raw(isPostgres(db) ? ' on applied_changes' : '')}`.execute(db);
      if (isPostgres(db)) await sql`drop function lose_answers`.execute(db);
    }
    const applied = await send('POST', url, { name: 'Ravi' }, changeId);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.headers[CHANGE_REPLAYED_HEADER]).toBeUndefined();
    expect((await readList(eventId)).version).toBe(version + 1);
    expect((await record(changeId))!.status).toBe(200);
    expect(await screen.waitFor('event: change')).toBe(true);
    screen.close();
  });

  it('takes over a claim left without an answer by a server of before this rule', async () => {
    const eventId = await newEvent();
    const { data, version } = await readList(eventId);
    const url = `/api/todos/${eventId}/${plainTask(data).id}/start`;
    const changeId = randomUUID();
    await t.database.db
      .insertInto('applied_changes')
      .values({
        change_id: changeId,
        user_id: await userId('cook'),
        method: 'POST',
        path: url,
        status: null,
        reply: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const applied = await send('POST', url, { name: 'Ravi' }, changeId);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.headers[CHANGE_REPLAYED_HEADER]).toBeUndefined();
    expect((await readList(eventId)).version).toBe(version + 1);
    expect((await record(changeId))!.status).toBe(200);
  });

  it('releases the claim when the route fails on our side (5xx), so that a retry applies the change', async () => {
    const changeId = randomUUID();
    const failed = await send('POST', '/api/test/flaky', {}, changeId);
    expect(failed.statusCode).toBe(500);
    expect(await record(changeId)).toBeUndefined();
    const { first } = await sendTwice('POST', '/api/test/flaky', {});
    expect(first.json()).toEqual({ success: true, calls: 2 });
    const retried = await send('POST', '/api/test/flaky', {}, changeId);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ success: true, calls: 3 });
    expect(flakyCalls).toBe(3);
  });

  it('leaves requests without a change id as they were, with nothing recorded', async () => {
    const eventId = await newEvent();
    const task = plainTask((await readList(eventId)).data);
    const before = await recordCount();
    const first = await call('POST', `/api/todos/${eventId}/${task.id}/start`, { name: 'Ravi' });
    const second = await call('POST', `/api/todos/${eventId}/${task.id}/start`, { name: 'Ravi' });
    expect([first.statusCode, second.statusCode]).toEqual([200, 409]);
    expect(second.headers[CHANGE_REPLAYED_HEADER]).toBeUndefined();
    expect(await recordCount()).toBe(before);
  });

  it('keeps the security headers on a replayed answer', async () => {
    const eventId = await newEvent();
    const { second } = await sendTwice('PUT', `/api/timers/${eventId}/2-1`, { isActive: false });
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['content-security-policy']).toBeDefined();
  });

  it('keeps 500 large refusals of one account short and within its budget (attack: stale task-list saves)', async () => {
    const eventId = await newEvent();
    const hoarder = await t.signIn('staff', 'hoarder');
    const stale = () => send('POST', `/api/todos/${eventId}`, { tasks: [], version: 0 }, randomUUID(), hoarder);
    const first = await stale();
    expect(first.statusCode).toBe(409);
    // The caller still gets the whole list with the refusal: only what is kept for a repeat is short.
    expect(first.body.length).toBeGreaterThan(8 * 1024);
    for (let sent = 1; sent < 500; sent += 25) {
      const batch = await Promise.all(Array.from({ length: Math.min(25, 500 - sent) }, stale));
      expect(batch.every((answer) => answer.statusCode === 409)).toBe(true);
    }
    const kept = await t.database.db
      .selectFrom('applied_changes')
      .select(['change_id', 'reply'])
      .where('user_id', '=', await userId('hoarder'))
      .execute();
    const sizes = kept.map((row) => Buffer.byteLength(row.reply ?? ''));
    expect(kept).toHaveLength(500);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(8 * 1024);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(2 * 1024 * 1024);

    const changeId = (await record(kept[0]!.change_id))!.change_id;
    const repeat = await send('POST', `/api/todos/${eventId}`, { tasks: [], version: 0 }, changeId, hoarder);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.headers[CHANGE_REPLAYED_HEADER]).toBe('1');
    expect(repeat.json()).toEqual({
      success: false,
      reload: true,
      error: first.json().error,
      code: 'kitchenRules.tasks.staleList',
    });
  });

  it('prunes records older than a week, and only those', async () => {
    const now = new Date();
    const day = 24 * 60 * 60 * 1000;
    const cook = await userId('cook');
    const rows = [
      ['prune-old-applied', 8 * day, 200],
      ['prune-old-pending', 7 * day + 1000, null],
      ['prune-recent-one', 6 * day, 200],
    ] as const;
    await t.database.db
      .insertInto('applied_changes')
      .values(
        rows.map(([changeId, age, status]) => ({
          change_id: changeId,
          user_id: cook,
          method: 'POST',
          path: '/api/x',
          status,
          reply: status === null ? null : '{}',
          created_at: new Date(now.getTime() - age).toISOString(),
        })),
      )
      .execute();
    const before = await recordCount();
    await pruneAppliedChanges(t.database.db, now);
    expect(await record('prune-old-applied')).toBeUndefined();
    expect(await record('prune-old-pending')).toBeUndefined();
    expect(await record('prune-recent-one')).toBeDefined();
    expect(await recordCount()).toBe(before - 2);
  });
});

describe('kept answers are bounded per account', () => {
  const LIMITS = { maxBytes: 4096, perAccount: 10, bytesPerAccount: 16 * 1024 };
  let t: TestApp;
  let cook: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { changeReplies: LIMITS } });
    // A test-only change whose answer is as long as asked, refused when asked.
    t.app.post<{ Body: { size: number; status?: number } }>(
      '/api/test/sized',
      { config: { access: 'staff' } },
      async (request, reply) => {
        const { size, status = 200 } = request.body;
        const filler = 'x'.repeat(size);
        if (status === 200) return { success: true, filler };
        return reply.status(status).send({ success: false, error: 'Refused.', code: 'test.refused', filler });
      },
    );
    cook = await t.signIn('staff', 'sized-cook');
  });
  afterAll(() => t.close());

  const sized = (size: number, changeId: string, status?: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/sized',
      payload: { size, status },
      headers: { cookie: cook, [CHANGE_ID_HEADER]: changeId },
    });
  const keptIds = async () =>
    (await t.database.db.selectFrom('applied_changes').select('change_id').execute()).map((row) => row.change_id);
  /** Ids that sort in the order they are sent: answers kept in one millisecond are told apart by id. */
  const orderedIds = (name: string, count: number) =>
    Array.from({ length: count }, (_, at) => `${name}-${String(at).padStart(2, '0')}-${randomUUID()}`);

  it('keeps the newest answers within the count, dropping the oldest', async () => {
    const ids = orderedIds('count', 15);
    for (const changeId of ids) expect((await sized(10, changeId)).statusCode).toBe(200);
    expect((await keptIds()).sort()).toEqual(ids.slice(5));
    const repeat = await sized(10, ids.at(-1)!);
    expect(repeat.headers[CHANGE_REPLAYED_HEADER]).toBe('1');
  });

  it('keeps the newest answers within the byte budget', async () => {
    await t.database.db.deleteFrom('applied_changes').execute();
    const ids = orderedIds('bytes', 9);
    for (const changeId of ids) expect((await sized(3900, changeId)).statusCode).toBe(200);
    // Each answer is just under 4 KB: the newest four fit in 16 KB, a fifth would not.
    expect((await keptIds()).sort()).toEqual(ids.slice(5));
    const dropped = await sized(3900, ids[0]!);
    expect(dropped.headers[CHANGE_REPLAYED_HEADER]).toBeUndefined();
  });

  it('keeps a long answer as its status and a short body: success with reload, a refusal with its reason', async () => {
    const saved = randomUUID();
    const first = await sized(20_000, saved);
    expect(first.statusCode).toBe(200);
    expect(first.json().filler).toHaveLength(20_000);
    const repeat = await sized(20_000, saved);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers[CHANGE_REPLAYED_HEADER]).toBe('1');
    expect(repeat.json()).toEqual({ success: true, reload: true });

    const refused = randomUUID();
    expect((await sized(20_000, refused, 409)).statusCode).toBe(409);
    const again = await sized(20_000, refused, 409);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, reload: true, error: 'Refused.', code: 'test.refused' });
  });
});

describe('keptAnswer', () => {
  it('keeps a short answer whole, and shortens a long one to what fits', () => {
    expect(keptAnswer(200, '{"success":true,"data":1}', 512)).toBe('{"success":true,"data":1}');
    const long = JSON.stringify({
      success: false,
      error: 'No.',
      code: 'a.b',
      params: { n: 1 },
      current: 'x'.repeat(600),
    });
    expect(JSON.parse(keptAnswer(409, long, 512))).toEqual({
      success: false,
      reload: true,
      error: 'No.',
      code: 'a.b',
      params: { n: 1 },
    });
    const wordy = JSON.stringify({ success: false, error: 'e'.repeat(600), code: 'a.b' });
    expect(JSON.parse(keptAnswer(400, wordy, 512))).toEqual({ success: false, reload: true });
    expect(JSON.parse(keptAnswer(201, 'x'.repeat(600), 512))).toEqual({ success: true, reload: true });
  });
});
