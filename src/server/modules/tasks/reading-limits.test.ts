import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemperatureCheck } from '#shared/schemas/tasks.ts';
import { taskListReply, taskReply, temperatureReadingsReply, type Task } from '#shared/schemas/tasks.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';

/**
 * Every pit reading is held to its check's limit (temperature-limits.ts): out of range, a check completes
 * only with what the cook did about it, kept on the reading with their name; a check due at a time is
 * completed more than 15 minutes early only with a reason, kept on the task.
 */
describe('pit readings and their limits', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('staff', 'cook');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) => callAs(t.app, staff, method, url, payload);
  /** A past event: its checks are all due already, so only the limits are at stake. */
  const newEvent = async (date = '2026-01-10') => {
    const response = await call('POST', '/api/diary-events/create', { title: 'Limits', date });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().event.id as number;
  };
  const tasksOf = async (eventId: number) =>
    taskListReply.parse((await call('GET', `/api/todos/${eventId}`)).json()).data;
  const readingsOf = async (eventId: number) =>
    temperatureReadingsReply.parse((await call('GET', `/api/todos/${eventId}/temperatures`)).json()).data;
  const complete = (eventId: number, task: Task, body: Record<string, unknown>) =>
    call('POST', `/api/todos/${eventId}/${encodeURIComponent(task.id)}/complete`, { name: 'Ravi', ...body });
  /** The task of a check: a default one, or an extra reading added for 'general'. */
  const taskOf = async (eventId: number, check: TemperatureCheck): Promise<Task> => {
    if (check === 'general') {
      const added = await call('POST', `/api/todos/${eventId}/tasks`, { kind: 'temperature' });
      return taskReply.parse(added.json()).task;
    }
    return (await tasksOf(eventId)).find((task) => task.temperatureCheck === check)!;
  };

  // [check, a reading in range, one out of range]
  const CASES: [TemperatureCheck, number, number][] = [
    ['first-hour', 190, 170],
    ['before-loading', 250, 150],
    ['after-loading-15', 250, 90],
    ['after-loading-30', 200, 400],
    ['after-loading-45', 170, 150],
    ['after-loading-hour', 150, 170],
    ['after-loading-75', 150, 130],
    ['after-loading-90', 150, 100],
    ['after-loading-105', 150, 200],
    ['done-check', 140, 132],
    ['general', 200, 20],
  ];

  it('gives every default pit check a limit of its own', async () => {
    const eventId = await newEvent();
    const checks = (await tasksOf(eventId)).filter((task) => task.isTemperature).map((task) => task.temperatureCheck);
    expect(checks).toEqual(CASES.map(([check]) => check).filter((check) => check !== 'general'));
  });

  for (const [check, inside, outside] of CASES) {
    it(`${check}: ${inside} °C completes; ${outside} °C only with what was done, kept on the reading`, async () => {
      const eventId = await newEvent();
      const fine = await taskOf(eventId, check);
      const done = await complete(eventId, fine, { temperatureValue: inside });
      expect(done.statusCode, done.body).toBe(200);
      expect((await readingsOf(eventId)).at(-1)).toMatchObject({ valueC: inside, inRange: true, actionTaken: null });

      const other = await newEvent();
      const task = await taskOf(other, check);
      const refused = await complete(other, task, { temperatureValue: outside });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'kitchenRules.checks.actionRequired' });
      expect(refused.json().error).toContain('write what was done');
      // Nothing was written: no reading, the task not completed.
      expect(await readingsOf(other)).toEqual([]);
      expect((await tasksOf(other)).find((each) => each.id === task.id)).toMatchObject({ completed: false });

      const tooShort = await complete(other, task, { temperatureValue: outside, actionTaken: 'ok' });
      expect(tooShort.statusCode).toBe(400);
      expect(tooShort.json()).toMatchObject({ code: 'kitchenRules.limits.actionTaken' });

      const actionTaken = 'Closed the lid tight and told Suresh';
      const accepted = await complete(other, task, { temperatureValue: outside, actionTaken });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(await readingsOf(other)).toEqual([
        expect.objectContaining({ valueC: outside, check, inRange: false, actionTaken, actionBy: 'Ravi' }),
      ]);
    });
  }

  it('completes on a reading recorded before only once what was done is written on it, once', async () => {
    const eventId = await newEvent();
    const task = await taskOf(eventId, 'after-loading-15');
    const recorded = await call('POST', `/api/todos/${eventId}/${task.id}/temperatures`, { value: 90, name: 'Anu' });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().reading).toMatchObject({ inRange: false, actionTaken: null, actionBy: null });
    const refused = await complete(eventId, task, {});
    expect(refused.json()).toMatchObject({ code: 'kitchenRules.checks.actionRequired' });
    const done = await complete(eventId, task, { actionTaken: 'Added coconut shells, checked again at 8:00' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await readingsOf(eventId)).toEqual([
      expect.objectContaining({
        valueC: 90,
        takenBy: 'Anu',
        actionTaken: 'Added coconut shells, checked again at 8:00',
        actionBy: 'Ravi',
      }),
    ]);
  });

  it('keeps what was done when it is sent with the reading itself', async () => {
    const eventId = await newEvent();
    const task = await taskOf(eventId, 'general');
    const recorded = await call('POST', `/api/todos/${eventId}/${task.id}/temperatures`, {
      value: 20,
      name: 'Anu',
      actionTaken: 'Probe was in the air; relit the fire',
    });
    expect(recorded.json().reading).toMatchObject({ inRange: false, actionBy: 'Anu' });
    expect((await complete(eventId, task, {})).statusCode).toBe(200);
  });

  it('refuses a pit check more than 15 minutes before its time without a reason, and keeps the reason', async () => {
    const eventId = await newEvent('2027-05-01');
    const task = await taskOf(eventId, 'after-loading-hour');
    const refused = await complete(eventId, task, { temperatureValue: 150 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'kitchenRules.checks.tooEarly',
      params: { time: '8:30 AM', minutes: 15 },
    });
    expect(refused.json().error).toBe(
      'This check is due at 8:30 AM: give a reason to complete it more than 15 minutes early.',
    );
    expect(await readingsOf(eventId)).toEqual([]);
    const done = await complete(eventId, task, { temperatureValue: 150, earlyReason: 'Delivery moved earlier' });
    expect(done.statusCode, done.body).toBe(200);
    expect(taskReply.parse(done.json()).task).toMatchObject({ completed: true, earlyReason: 'Delivery moved earlier' });
    expect((await tasksOf(eventId)).find((each) => each.id === task.id)!.earlyReason).toBe('Delivery moved earlier');
  });

  it('keeps no early reason for a check done on time', async () => {
    const eventId = await newEvent();
    const task = await taskOf(eventId, 'after-loading-hour');
    const done = await complete(eventId, task, { temperatureValue: 150, earlyReason: 'Not needed' });
    expect(taskReply.parse(done.json()).task.earlyReason).toBeNull();
  });
});
