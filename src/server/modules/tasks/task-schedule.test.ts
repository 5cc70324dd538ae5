import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskListReply, type Task } from '#shared/schemas/tasks.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';

describe('Schedule Tasks: POST /api/todos/:eventId/schedule moves the whole list or refuses it whole', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('staff', 'cook');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    callAs(t.app, staff, method, url, payload);
  const newEvent = async () => {
    const response = await call('POST', '/api/diary-events/create', { title: 'Schedule test', date: '2027-05-01' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().event.id as number;
  };
  const readList = async (eventId: number) => taskListReply.parse((await call('GET', `/api/todos/${eventId}`)).json());
  const startOf = (tasks: Task[], slug: string) => tasks.find((task) => task.id === `default-${slug}`)!.startTime;

  it('moves every task by the same amount, the day-before fire included, and bumps the version', async () => {
    const eventId = await newEvent();
    const before = await readList(eventId);
    const response = await call('POST', `/api/todos/${eventId}/schedule`, {
      deliveryTime: '2:00 PM',
      version: before.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = taskListReply.parse(response.json());
    expect(after.version).toBe(before.version + 1);
    expect(startOf(after.data, 'light-pit')).toBe('9:00 PM');
    expect(startOf(after.data, 'meat-masala')).toBe('8:00 AM');
    expect(startOf(after.data, 'delivery')).toBe('2:00 PM');
    expect(startOf(after.data, 'inventory-check')).toBe('12:00 PM');
    expect(await readList(eventId)).toEqual(after);
    const lit = after.data.find((task) => task.id === 'default-light-pit')!;
    expect(lit.version).toBe(before.data.find((task) => task.id === lit.id)!.version + 1);

    const same = await call('POST', `/api/todos/${eventId}/schedule`, {
      deliveryTime: '2:00 PM',
      version: after.version,
    });
    expect(same.statusCode).toBe(200);
    expect(taskListReply.parse(same.json()).version).toBe(after.version);
  });

  it('refuses a 4:00 AM delivery with the worded reason and moves nothing', async () => {
    const eventId = await newEvent();
    const before = await readList(eventId);
    const response = await call('POST', `/api/todos/${eventId}/schedule`, {
      deliveryTime: '4:00 AM',
      version: before.version,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'kitchenRules.schedule.beforeDay',
      field: 'deliveryTime',
      error:
        'A 4:00 AM delivery would start “Prepare the meat masala and marinate the mutton” before midnight, off its day. Choose a delivery time from 6:00 AM to 3:54 PM.',
    });
    expect(await readList(eventId)).toEqual(before);
  });

  it('refuses a time that pushes the evening tasks past midnight', async () => {
    const eventId = await newEvent();
    const before = await readList(eventId);
    const response = await call('POST', `/api/todos/${eventId}/schedule`, {
      deliveryTime: '6:00 PM',
      version: before.version,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'kitchenRules.schedule.afterDay' });
    expect(response.json().error).toContain('“Gather firewood and coconut shells at the pit” after midnight');
    expect(await readList(eventId)).toEqual(before);
  });

  it('refuses a list whose fire would burn under 12 hours before loading, and moves nothing', async () => {
    const eventId = await newEvent();
    const { data } = await readList(eventId);
    const fire = data.find((task) => task.id === 'default-light-pit')!;
    const edit = await call('PUT', `/api/todos/${eventId}/${fire.id}`, {
      startTime: '10:00 PM',
      version: fire.version,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const before = await readList(eventId);
    const response = await call('POST', `/api/todos/${eventId}/schedule`, {
      deliveryTime: '1:00 PM',
      version: before.version,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'kitchenRules.schedule.fireTooShort' });
    expect(response.json().error).toContain('only 9 h 30 min');
    expect(await readList(eventId)).toEqual(before);
  });

  it('refuses an empty or unreadable time, an unknown event, and answers 409 with the list when stale', async () => {
    const eventId = await newEvent();
    const before = await readList(eventId);
    for (const deliveryTime of ['', 'noon-ish', '25:00']) {
      const response = await call('POST', `/api/todos/${eventId}/schedule`, { deliveryTime, version: before.version });
      expect(response.statusCode, deliveryTime).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'kitchenRules.limits.time' });
    }
    expect((await call('POST', `/api/todos/999999/schedule`, { deliveryTime: '2:00 PM', version: 1 })).statusCode).toBe(
      404,
    );
    const stale = await call('POST', `/api/todos/${eventId}/schedule`, {
      deliveryTime: '2:00 PM',
      version: before.version - 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'kitchenRules.tasks.staleList', version: before.version });
    expect(await readList(eventId)).toEqual(before);
  });
});
