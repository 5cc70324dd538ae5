import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { kitchenRulesEn } from '#shared/content/locales/kitchen-rules.en.ts';
import { CHANGE_MADE_AT_HEADER } from '#shared/domain/change-times.ts';
import { TIMER_START_KEY } from '#shared/domain/kitchen/limits.ts';
import { taskListReply, type Task } from '#shared/schemas/tasks.ts';
import { timerReply, timersReply } from '#shared/schemas/timers.ts';
import { serverTimeReply } from '#shared/schemas/server-time.ts';
import { openEventStream } from '#server/test/event-stream.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';
import { FINAL_COOKING_PIT_STEP } from './timers.service.ts';

describe('step timers and the server clock', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('staff', 'cook');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = staff) =>
    callAs(t.app, cookie, method, url, payload);
  const newEvent = async (title = 'Timer test') => {
    const response = await call('POST', '/api/diary-events/create', { title, date: '2027-05-01' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().event.id as number;
  };
  const start = async (eventId: number, stepId: string, startTime = Date.now()) => {
    const response = await call('PUT', `/api/timers/${eventId}/${stepId}`, { isActive: true, startTime });
    expect(response.statusCode, response.body).toBe(200);
    return timerReply.parse(response.json()).data;
  };
  const timers = async (eventId: number) => {
    const response = await call('GET', `/api/timers/${eventId}`);
    expect(response.statusCode, response.body).toBe(200);
    return timersReply.parse(response.json()).data;
  };
  let origin: string | undefined;
  const listening = async () => (origin ??= await t.app.listen({ port: 0, host: '127.0.0.1' }));
  const pitTimer = async (eventId: number) => {
    const response = await call('GET', `/api/timers/${eventId}/${FINAL_COOKING_PIT_STEP}`);
    expect(response.statusCode, response.body).toBe(200);
    return timerReply.parse(response.json()).data;
  };

  it('refuses timer calls and the clock without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/time'],
      ['GET', '/api/timers/1'],
      ['GET', '/api/timers/1/1-1'],
      ['PUT', '/api/timers/1/1-1'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: { isActive: false } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("answers the server's clock", async () => {
    const before = Date.now();
    const response = await call('GET', '/api/time');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { now } = serverTimeReply.parse(response.json());
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('answers 404 for a step without a timer and for an unknown event', async () => {
    const eventId = await newEvent();
    const none = await call('GET', `/api/timers/${eventId}/1-1`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ success: false, code: 'refusals.timers.notFound' });
    expect(await timers(eventId)).toEqual([]);
    for (const [method, url] of [
      ['GET', '/api/timers/999999'],
      ['GET', '/api/timers/999999/1-1'],
      ['PUT', '/api/timers/999999/1-1'],
    ] as const) {
      const response = await call(
        method,
        url,
        method === 'PUT' ? { isActive: true, startTime: Date.now() } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'kitchenRules.diary.notFound' });
    }
  });

  it('starts a step at the given time, and stops it keeping that time', async () => {
    const eventId = await newEvent();
    const startTime = Date.now() - 200 * 60_000; // started 200 minutes ago
    expect(await start(eventId, '1-3', startTime)).toEqual({
      id: '1-3',
      isActive: true,
      startTime,
      stopTime: null,
      extraMinutes: 0,
      extraReason: null,
    });
    const read = await call('GET', `/api/timers/${eventId}/1-3`);
    expect(timerReply.parse(read.json()).data).toMatchObject({ isActive: true, startTime });

    const beforeStop = Date.now();
    const stopped = await call('PUT', `/api/timers/${eventId}/1-3`, { isActive: false });
    expect(stopped.statusCode, stopped.body).toBe(200);
    const { stopTime } = timerReply.parse(stopped.json()).data;
    expect(timerReply.parse(stopped.json()).data).toEqual({
      id: '1-3',
      isActive: false,
      startTime,
      stopTime,
      extraMinutes: 0,
      extraReason: null,
    });
    expect(stopTime).toBeGreaterThanOrEqual(beforeStop);
    expect(stopTime).toBeLessThanOrEqual(Date.now());
    const later = Date.now();
    expect(await start(eventId, '1-3', later)).toMatchObject({ isActive: true, startTime: later });
  });

  it('records when a step stopped, so it shows how long it took; a start clears it', async () => {
    const eventId = await newEvent();
    const startTime = Date.now() - 12 * 60_000 - 34_000;
    await start(eventId, '2-2', startTime);
    expect((await timers(eventId))[0]).toMatchObject({ isActive: true, stopTime: null });

    expect((await call('PUT', `/api/timers/${eventId}/2-2`, { isActive: false })).statusCode).toBe(200);
    const stopped = (await timers(eventId))[0]!;
    expect(stopped).toMatchObject({ id: '2-2', isActive: false, startTime });
    expect(stopped.stopTime).toBeGreaterThanOrEqual(stopped.startTime!);
    expect(stopped.stopTime! - startTime).toBeGreaterThanOrEqual(754_000);
    const read = await call('GET', `/api/timers/${eventId}/2-2`);
    expect(timerReply.parse(read.json()).data.stopTime).toBe(stopped.stopTime);

    // A second stop leaves the time it took alone.
    expect((await call('PUT', `/api/timers/${eventId}/2-2`, { isActive: false })).statusCode).toBe(200);
    expect((await timers(eventId))[0]!.stopTime).toBe(stopped.stopTime);

    expect(await start(eventId, '2-2')).toMatchObject({ isActive: true, stopTime: null });
    expect((await timers(eventId))[0]).toMatchObject({ isActive: true, stopTime: null });
  });

  it("stops a step when the stop was made (the change's made-at time), never before the start", async () => {
    const eventId = await newEvent();
    const startTime = Date.now() - 30 * 60_000;
    const stopAt = async (stepId: string, madeAt: number | null) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/timers/${eventId}/${stepId}`,
        payload: { isActive: false },
        headers: { cookie: staff, ...(madeAt === null ? {} : { [CHANGE_MADE_AT_HEADER]: String(madeAt) }) },
      });
      return response;
    };
    const stopTimeOf = (response: Awaited<ReturnType<typeof stopAt>>) => {
      expect(response.statusCode, response.body).toBe(200);
      return timerReply.parse(response.json()).data.stopTime!;
    };
    // Pressed offline ten minutes ago, sent now.
    await start(eventId, '3-1', startTime);
    expect(stopTimeOf(await stopAt('3-1', startTime + 20 * 60_000))).toBe(startTime + 20 * 60_000);
    // Before the start: the start.
    await start(eventId, '3-1', startTime);
    expect(stopTimeOf(await stopAt('3-1', startTime - 60_000))).toBe(startTime);
    // Sent online: the server's clock.
    await start(eventId, '3-1', startTime);
    const before = Date.now();
    const now = stopTimeOf(await stopAt('3-1', null));
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    // A year ahead, or not a time: refused as every change is, and the step keeps running.
    await start(eventId, '3-1', startTime);
    expect((await stopAt('3-1', Date.now() + 365 * 24 * 3_600_000)).statusCode).toBe(400);
    expect((await timers(eventId)).find((timer) => timer.id === '3-1')).toMatchObject({
      isActive: true,
      stopTime: null,
    });
  });

  it("a start stops the page's running step at the new start, recording its stop time", async () => {
    const eventId = await newEvent();
    const first = Date.now() - 20 * 60_000;
    const second = Date.now() - 5 * 60_000;
    await start(eventId, '4-1', first);
    await start(eventId, '4-2', second);
    const [one, two] = await timers(eventId);
    expect(one).toMatchObject({ id: '4-1', isActive: false, startTime: first, stopTime: second });
    expect(two).toMatchObject({ id: '4-2', isActive: true, startTime: second, stopTime: null });
    // A later step started before the running one's start (a start made afterwards): stopped at its own start.
    await start(eventId, '4-3', first - 60_000);
    expect((await timers(eventId)).find((timer) => timer.id === '4-2')).toMatchObject({
      isActive: false,
      stopTime: second,
    });
  });

  it('keeps one active step per page: a start stops the others of its page only', async () => {
    const eventId = await newEvent();
    const other = await newEvent('Another event');
    await start(eventId, '1-1');
    await start(eventId, '2-1');
    await start(other, '1-1');
    await start(eventId, '1-2');
    const active = (await timers(eventId)).map((timer) => [timer.id, timer.isActive]);
    expect(active).toEqual([
      ['1-1', false],
      ['1-2', true],
      ['2-1', true],
    ]);
    expect((await timers(other)).map((timer) => timer.isActive)).toEqual([true]);
  });

  it('lets one of two parallel starts on one page win, never both', async () => {
    const eventId = await newEvent();
    await Promise.all(['4-1', '4-2', '4-3'].map((stepId) => start(eventId, stepId)));
    expect((await timers(eventId)).filter((timer) => timer.isActive)).toHaveLength(1);
  });

  it('refuses a bad start time or step id with 400', async () => {
    const eventId = await newEvent();
    for (const [stepId, body] of [
      ['1-1', { isActive: true, startTime: 'abc' }],
      ['1-1', { isActive: true, startTime: -5 }],
      ['1-1', { isActive: true, startTime: 1.5 }],
      ['1-1', { isActive: true }],
      ['1-1', { isActive: 'yes' }],
      ['7-1', { isActive: false }],
      ['1-0', { isActive: false }],
      ['abc', { isActive: false }],
    ] as const) {
      const response = await call('PUT', `/api/timers/${eventId}/${stepId}`, body);
      expect(response.statusCode, `${stepId} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect((await call('GET', `/api/timers/${eventId}/x-1`)).statusCode).toBe(400);
    expect(await timers(eventId)).toEqual([]);
  });

  describe("a start within a day of the server's clock", () => {
    afterEach(() => vi.restoreAllMocks());
    const HOUR = 60 * 60_000;
    const put = (eventId: number, startTime: number) =>
      call('PUT', `/api/timers/${eventId}/2-1`, { isActive: true, startTime });

    it('is taken at and inside both edges: a day before, 23 hours ago, now, 30 s and a minute ahead', async () => {
      const eventId = await newEvent();
      // The server's clock stands still for the test, so the edges are exact.
      const now = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(now);
      for (const startTime of [now - 24 * HOUR, now - 23 * HOUR, now, now + 30_000, now + 60_000]) {
        const response = await put(eventId, startTime);
        expect(response.statusCode, `${(startTime - now) / 1000} s: ${response.body}`).toBe(200);
        expect(timerReply.parse(response.json()).data).toMatchObject({ isActive: true, startTime });
      }
    });

    it('refuses (400, worded with its key) past either edge, and changes nothing', async () => {
      const eventId = await newEvent();
      const now = Date.now();
      const running = now - HOUR;
      await start(eventId, '2-1', running);
      vi.spyOn(Date, 'now').mockReturnValue(now);
      for (const startTime of [
        Date.UTC(2200, 0, 1),
        now - 25 * HOUR,
        now - 24 * HOUR - 1,
        now + 60_001,
        now + 2 * 60_000,
        1,
      ]) {
        const response = await put(eventId, startTime);
        expect(response.statusCode, String(startTime)).toBe(400);
        expect(response.json()).toEqual({
          success: false,
          error: kitchenRulesEn.limits.timerStart,
          code: TIMER_START_KEY,
        });
      }
      // Nor does a refused start on another step of the page stop the running one.
      const other = await call('PUT', `/api/timers/${eventId}/2-2`, { isActive: true, startTime: now - 25 * HOUR });
      expect(other.statusCode).toBe(400);
      expect(await timers(eventId)).toEqual([
        { id: '2-1', isActive: true, startTime: running, stopTime: null, extraMinutes: 0, extraReason: null },
      ]);
    });

    it('a stop carries no start and is always taken', async () => {
      const eventId = await newEvent();
      await start(eventId, '2-1');
      vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2200, 0, 1));
      const stopped = await call('PUT', `/api/timers/${eventId}/2-1`, { isActive: false });
      expect(stopped.statusCode, stopped.body).toBe(200);
      expect(timerReply.parse(stopped.json()).data.isActive).toBe(false);
    });
  });

  it('tells the kitchen screens of a start on kitchen:<id>', async () => {
    const eventId = await newEvent();
    const address = await listening();
    const screen = await openEventStream(`${address}/api/live?topics=kitchen:${eventId}`, { cookie: staff });
    expect(screen.response.status).toBe(200);
    await start(eventId, '5-1');
    expect(await screen.waitFor(`data: {"topic":"kitchen:${eventId}","type":"timer","eventId":${eventId}}`)).toBe(true);
    screen.close();
  });

  describe('a done-check reading steers the pit timer', () => {
    const doneCheck = async (eventId: number) => {
      const list = taskListReply.parse((await call('GET', `/api/todos/${eventId}`)).json());
      return list.data.find((task: Task) => task.temperatureCheck === 'done-check')!;
    };

    it('adds 20 minutes at 131 °C (130–135 °C on the safe side) to the running pit timer, with the rule', async () => {
      const eventId = await newEvent();
      const startTime = Date.now() - 120 * 60_000;
      await start(eventId, FINAL_COOKING_PIT_STEP, startTime);
      const task = await doneCheck(eventId);
      const reading = await call('POST', `/api/todos/${eventId}/${task.id}/temperatures`, { value: 131 });
      expect(reading.statusCode, reading.body).toBe(200);
      expect(await pitTimer(eventId)).toEqual({
        id: FINAL_COOKING_PIT_STEP,
        isActive: true,
        startTime,
        stopTime: null,
        extraMinutes: 20,
        extraReason: 'kitchenRules.temperature.actions.doneCheckTwentyMore',
      });
      // A start clears the extra minutes.
      expect(await start(eventId, FINAL_COOKING_PIT_STEP)).toMatchObject({ extraMinutes: 0, extraReason: null });
    });

    it('adds 20 minutes at 120 °C sent with the completion, making the timer if there was none', async () => {
      const eventId = await newEvent();
      const task = await doneCheck(eventId);
      const done = await call('POST', `/api/todos/${eventId}/${task.id}/complete`, {
        temperatureValue: 120,
        actionTaken: 'Left the meat in for 20 more minutes',
        earlyReason: 'Test of the pit timer',
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(await pitTimer(eventId)).toEqual({
        id: FINAL_COOKING_PIT_STEP,
        isActive: false,
        startTime: null,
        stopTime: null,
        extraMinutes: 20,
        extraReason: 'kitchenRules.temperature.actions.doneCheckTwentyMore',
      });
    });

    it('adds up every done-check reading’s minutes (above 135 °C 10, else 20), and leaves other checks alone', async () => {
      const eventId = await newEvent();
      await start(eventId, FINAL_COOKING_PIT_STEP);
      const address = await listening();
      const screen = await openEventStream(`${address}/api/live?topics=kitchen:${eventId}`, { cookie: staff });
      const task = await doneCheck(eventId);
      await call('POST', `/api/todos/${eventId}/${task.id}/temperatures`, { value: 131 });
      expect(await screen.waitFor(`"type":"timer","eventId":${eventId}}`)).toBe(true);
      screen.close();
      await call('POST', `/api/todos/${eventId}/${task.id}/temperatures`, { value: 125 });
      await call('POST', `/api/todos/${eventId}/${task.id}/temperatures`, { value: 140 });
      const loading = (await call('GET', `/api/todos/${eventId}`))
        .json()
        .data.find((each: Task) => each.temperatureCheck === 'before-loading');
      await call('POST', `/api/todos/${eventId}/${loading.id}/temperatures`, { value: 100 });
      expect(await pitTimer(eventId)).toMatchObject({
        extraMinutes: 50,
        extraReason: 'kitchenRules.temperature.actions.doneCheckTenMore',
      });
    });
  });

  it("is deleted with its diary event, leaving other events' timers", async () => {
    const eventId = await newEvent();
    const keep = await newEvent('Kept');
    await start(eventId, '1-1');
    await start(keep, '1-1');
    expect((await call('DELETE', `/api/diary-events/${eventId}`)).statusCode).toBe(200);
    const left = await t.database.db.selectFrom('timers').select('event_id').execute();
    expect(left.some((row) => row.event_id === eventId)).toBe(false);
    expect(left.some((row) => row.event_id === keep)).toBe(true);
    expect((await call('GET', `/api/timers/${eventId}`)).statusCode).toBe(404);
  });
});
