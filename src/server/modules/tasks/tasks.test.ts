import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTasks } from '#shared/content/default-tasks.ts';
import { FINAL_TASK_NAME } from '#shared/domain/kitchen/task-schedule.ts';
import {
  taskListReply,
  taskReply,
  temperatureReadingsReply,
  temperatureReply,
  type Task,
} from '#shared/schemas/tasks.ts';
import { openEventStream } from '#server/test/event-stream.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';

describe('kitchen tasks: the list, one task at a time, temperatures', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('staff', 'cook');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = staff) =>
    callAs(t.app, cookie, method, url, payload);
  const newEvent = async (title = 'Kitchen test') => {
    const response = await call('POST', '/api/diary-events/create', { title, date: '2027-05-01' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().event.id as number;
  };
  const readList = async (eventId: number) => {
    const response = await call('GET', `/api/todos/${eventId}`);
    expect(response.statusCode, response.body).toBe(200);
    return taskListReply.parse(response.json());
  };
  const plainTask = (tasks: Task[]) => tasks.find((task) => !task.isTemperature && !task.isFinalTask)!;

  it('refuses task calls without a session, and unknown events and tasks', async () => {
    for (const [method, url] of [
      ['GET', '/api/todos/1'],
      ['POST', '/api/todos/1/x/start'],
      ['DELETE', '/api/todos/1/x'],
      ['GET', '/api/kitchen/stream?eventId=1'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call('GET', '/api/todos/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/todos/999999/temperatures')).statusCode).toBe(404);
    const eventId = await newEvent();
    const missing = await call('POST', `/api/todos/${eventId}/no-such-task/start`, { name: 'A' });
    expect(missing.statusCode).toBe(404);
  });

  it('gives a new event its default list at version 1', async () => {
    const eventId = await newEvent();
    const first = await readList(eventId);
    expect(first.version).toBe(1);
    expect(first.data.length).toBeGreaterThan(5);
    expect(first.data.every((task) => task.eventId === eventId)).toBe(true);
    expect(first.data.some((task) => task.task === FINAL_TASK_NAME && task.isFinalTask)).toBe(true);
    const again = await readList(eventId);
    expect(again).toEqual(first);
  });

  it('saves the whole list at its version, and answers 409 with the current list when stale', async () => {
    const eventId = await newEvent();
    const { data, version } = await readList(eventId);
    const edited = data.map((task, index) => (index === 0 ? { ...task, assignedTo: 'Ravi' } : task));
    const saved = await call('POST', `/api/todos/${eventId}`, { tasks: edited, version });
    expect(saved.statusCode, saved.body).toBe(200);
    const list = taskListReply.parse(saved.json());
    expect(list.version).toBe(version + 1);
    expect(list.data.find((task) => task.id === data[0]!.id)!.assignedTo).toBe('Ravi');

    const stale = await call('POST', `/api/todos/${eventId}`, { tasks: data, version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      success: false,
      code: 'kitchenRules.tasks.staleList',
      version: version + 1,
    });
    expect(stale.json().data.find((task: Task) => task.id === data[0]!.id).assignedTo).toBe('Ravi');
    expect((await readList(eventId)).version).toBe(version + 1);
  });

  it('starts a task once: a second start says who started it and when', async () => {
    const eventId = await newEvent();
    const { data, version } = await readList(eventId);
    const task = plainTask(data);
    const started = await call('POST', `/api/todos/${eventId}/${task.id}/start`, { name: 'Ravi' });
    expect(started.statusCode, started.body).toBe(200);
    const reply = taskReply.parse(started.json());
    expect(reply.version).toBe(version + 1);
    expect(reply.task).toMatchObject({ id: task.id, startedBy: 'Ravi', completed: false });
    expect(reply.task.startedAt).not.toBeNull();

    const twice = await call('POST', `/api/todos/${eventId}/${task.id}/start`, { name: 'Anu' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      success: false,
      code: 'kitchenRules.tasks.alreadyStarted',
      params: { name: 'Ravi', time: reply.task.startedAt },
    });
  });

  it('lets exactly one of two parallel starts of one task through', async () => {
    const eventId = await newEvent();
    const task = plainTask((await readList(eventId)).data);
    const answers = await Promise.all(
      ['Ravi', 'Anu'].map((name) => call('POST', `/api/todos/${eventId}/${task.id}/start`, { name })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await readList(eventId)).version).toBe(2);
  });

  it('completes a task as User when the name is blank, starting it if needed; undoes both', async () => {
    const eventId = await newEvent();
    const task = plainTask((await readList(eventId)).data);
    const done = await call('POST', `/api/todos/${eventId}/${task.id}/complete`, { name: '  ' });
    expect(done.statusCode, done.body).toBe(200);
    expect(taskReply.parse(done.json()).task).toMatchObject({
      completed: true,
      completedBy: 'User',
      startedBy: 'User',
    });
    expect(done.json().task.startedAt).not.toBeNull();

    const why = { reason: 'Ticked by mistake' };
    const undoStart = await call('POST', `/api/todos/${eventId}/${task.id}/undo-start`, why);
    expect(undoStart.statusCode).toBe(409);
    expect(undoStart.json().code).toBe('kitchenRules.tasks.undoStartCompleted');

    const undone = await call('POST', `/api/todos/${eventId}/${task.id}/undo-complete`, why);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().task).toMatchObject({
      completed: false,
      completedAt: null,
      completedBy: null,
      startedBy: 'User',
    });
    const unstarted = await call('POST', `/api/todos/${eventId}/${task.id}/undo-start`, why);
    expect(unstarted.statusCode, unstarted.body).toBe(200);
    expect(unstarted.json().task).toMatchObject({ startedAt: null, startedBy: null });
  });

  it('needs a temperature to complete a temperature task, and records the one sent', async () => {
    const eventId = await newEvent();
    const task = (await readList(eventId)).data.find((each) => each.isTemperature)!;
    // The event is months away: each completion gives its reason for being early.
    const earlyReason = 'Practice run';
    const refused = await call('POST', `/api/todos/${eventId}/${task.id}/complete`, { name: 'Ravi', earlyReason });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'kitchenRules.tasks.temperatureRequired' });

    const done = await call('POST', `/api/todos/${eventId}/${task.id}/complete`, {
      name: 'Ravi',
      temperatureValue: 190.5,
      earlyReason,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().task).toMatchObject({ completed: true, temperatureValue: 190.5 });
    const readings = temperatureReadingsReply.parse((await call('GET', `/api/todos/${eventId}/temperatures`)).json());
    expect(readings.data).toHaveLength(1);
    expect(readings.data[0]).toMatchObject({ taskId: task.id, valueC: 190.5, takenBy: 'Ravi' });
  });

  it('stores an out-of-range reading with its corrective action; readings come oldest first', async () => {
    const eventId = await newEvent();
    const { data } = await readList(eventId);
    const loading = data.find((task) => task.temperatureCheck === 'before-loading')!;
    const low = await call('POST', `/api/todos/${eventId}/${loading.id}/temperatures`, { value: 150, name: 'Anu' });
    expect(low.statusCode, low.body).toBe(200);
    const reply = temperatureReply.parse(low.json());
    expect(reply.reading).toMatchObject({
      valueC: 150,
      check: 'before-loading',
      inRange: false,
      correctiveAction: 'kitchenRules.temperature.actions.beforeLoadingLow',
      takenBy: 'Anu',
    });
    expect(reply.task.temperatureValue).toBe(150);
    expect(reply.version).toBe(2);

    const fine = await call('POST', `/api/todos/${eventId}/${loading.id}/temperatures`, { value: 250 });
    expect(temperatureReply.parse(fine.json()).reading).toMatchObject({
      inRange: true,
      correctiveAction: null,
      takenBy: 'User',
    });
    const readings = temperatureReadingsReply.parse(
      (await call('GET', `/api/todos/${eventId}/temperatures`)).json(),
    ).data;
    expect(readings.map((reading) => reading.valueC)).toEqual([150, 250]);

    const bad = await call('POST', `/api/todos/${eventId}/${loading.id}/temperatures`, { value: 'hot' });
    expect(bad.statusCode).toBe(400);
  });

  it('adds custom, delivery and temperature tasks', async () => {
    const eventId = await newEvent();
    const custom = await call('POST', `/api/todos/${eventId}/tasks`, {
      kind: 'custom',
      task: 'Buy banana leaves',
      dueDate: 4,
      estimatedDuration: 20,
    });
    expect(custom.statusCode, custom.body).toBe(201);
    expect(taskReply.parse(custom.json()).task).toMatchObject({
      task: 'Buy banana leaves',
      dueDate: '4 days before event',
      estimatedDuration: '20',
      eventId,
    });
    const delivery = await call('POST', `/api/todos/${eventId}/tasks`, {
      kind: 'delivery',
      deliveryLocation: 'Kottayam',
      deliveryType: 'combined',
    });
    expect(delivery.statusCode, delivery.body).toBe(201);
    expect(delivery.json().task).toMatchObject({
      task: 'Combined route delivery to Kottayam',
      isDelivery: true,
      deliveryType: 'combined',
      dueDate: 'Event day',
      estimatedDuration: '30',
      startTime: '12:00 PM',
    });
    const first = await call('POST', `/api/todos/${eventId}/tasks`, { kind: 'temperature' });
    const second = await call('POST', `/api/todos/${eventId}/tasks`, { kind: 'temperature' });
    expect(first.json().task.task).toBe('Additional Temperature Measurement 1');
    expect(second.json().task.task).toBe('Additional Temperature Measurement 2');
    expect(second.json().version).toBe(5);

    const blank = await call('POST', `/api/todos/${eventId}/tasks`, {
      kind: 'custom',
      task: '  ',
      dueDate: 'Event day',
      estimatedDuration: 5,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe('kitchenRules.tasks.taskRequired');
    const noPlace = await call('POST', `/api/todos/${eventId}/tasks`, { kind: 'delivery', deliveryLocation: '' });
    expect(noPlace.json().code).toBe('kitchenRules.tasks.deliveryLocationRequired');

    const list = await readList(eventId);
    expect(list.data.filter((task) => task.task.startsWith('Additional Temperature'))).toHaveLength(2);
    expect(list.data[0]!.dueDate).toBe('4 days before event');
  });

  it('edits a task, deletes any but the final task, and resets to the defaults', async () => {
    const eventId = await newEvent();
    const { data } = await readList(eventId);
    const task = plainTask(data);
    const edited = await call('PUT', `/api/todos/${eventId}/${task.id}`, {
      task: 'Renamed',
      videoUrl: 'https://youtu.be/abc',
      version: task.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().task).toMatchObject({ task: 'Renamed', hasVideo: true, videoUrl: 'https://youtu.be/abc' });

    const final = data.find((each) => each.isFinalTask)!;
    const locked = await call('DELETE', `/api/todos/${eventId}/${final.id}`);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ success: false, code: 'kitchenRules.tasks.finalTaskLocked' });

    const deleted = await call('DELETE', `/api/todos/${eventId}/${task.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(taskListReply.parse(deleted.json()).data.some((each) => each.id === task.id)).toBe(false);
    expect((await call('DELETE', `/api/todos/${eventId}/${task.id}`)).statusCode).toBe(404);

    const reset = await call('POST', `/api/todos/${eventId}/reset`, {});
    expect(reset.statusCode, reset.body).toBe(200);
    const list = taskListReply.parse(reset.json());
    expect(list.data.map((each) => each.id)).toEqual(data.map((each) => each.id));
    expect(list.data.find((each) => each.id === task.id)!.task).toBe(task.task);
    expect(list.version).toBe(4);
  });

  it('gives the default list in Malayalam beside the English', async () => {
    const eventId = await newEvent();
    const { data } = await readList(eventId);
    const defaults = new Map(defaultTasks(eventId).map((task) => [task.id, task]));
    for (const task of data) {
      const fromContent = defaults.get(task.id)!;
      expect(task, task.id).toMatchObject({
        task: fromContent.task,
        taskMl: fromContent.taskMl,
        descriptionMl: fromContent.descriptionMl,
      });
      expect(task.taskMl, task.id).toMatch(/[\u0D00-\u0D7F]/);
    }
    const measurement = await call('POST', `/api/todos/${eventId}/tasks`, { kind: 'temperature' });
    expect(measurement.json().task).toMatchObject({ taskMl: 'അധിക താപനില അളവ് 1' });
    const delivery = await call('POST', `/api/todos/${eventId}/tasks`, { kind: 'delivery', deliveryLocation: 'Aluva' });
    expect(delivery.json().task).toMatchObject({ task: 'Delivery to Aluva', taskMl: 'ഡെലിവറി: Aluva' });
  });

  it('adds and edits a task with or without its Malayalam name and description', async () => {
    const eventId = await newEvent();
    const custom = { kind: 'custom', dueDate: 'Event day', estimatedDuration: 10 };
    const english = await call('POST', `/api/todos/${eventId}/tasks`, { ...custom, task: 'Wash the racks' });
    expect(english.statusCode, english.body).toBe(201);
    expect(english.json().task).toMatchObject({ task: 'Wash the racks', taskMl: '', descriptionMl: '' });

    const both = await call('POST', `/api/todos/${eventId}/tasks`, {
      ...custom,
      task: 'Cut banana leaves',
      taskMl: '  വാഴയില മുറിക്കുക ',
      descriptionMl: 'ഇരുപത് ഇല',
    });
    expect(both.statusCode, both.body).toBe(201);
    const added = taskReply.parse(both.json()).task;
    expect(added).toMatchObject({ taskMl: 'വാഴയില മുറിക്കുക', descriptionMl: 'ഇരുപത് ഇല' });

    const tooLong = await call('POST', `/api/todos/${eventId}/tasks`, {
      ...custom,
      task: 'X',
      taskMl: 'മ'.repeat(301),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ success: false, field: 'taskMl' });

    const renamed = await call('PUT', `/api/todos/${eventId}/${added.id}`, {
      taskMl: 'വാഴയില കഴുകി മുറിക്കുക',
      version: added.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const edited = taskReply.parse(renamed.json()).task;
    expect(edited).toMatchObject({ task: 'Cut banana leaves', taskMl: 'വാഴയില കഴുകി മുറിക്കുക' });
    const refused = await call('PUT', `/api/todos/${eventId}/${added.id}`, {
      descriptionMl: 'മ'.repeat(4001),
      version: edited.version,
    });
    expect(refused.statusCode).toBe(400);
    const cleared = await call('PUT', `/api/todos/${eventId}/${added.id}`, { taskMl: '', version: edited.version });
    expect(cleared.json().task).toMatchObject({ task: 'Cut banana leaves', taskMl: '', descriptionMl: 'ഇരുപത് ഇല' });

    // A whole-list save that knows no Malayalam keeps it; one that changes it saves it.
    const { data, version } = await readList(eventId);
    const withoutMalayalam = data.map(({ taskMl: _name, descriptionMl: _description, ...task }) => task);
    const kept = await call('POST', `/api/todos/${eventId}`, { tasks: withoutMalayalam, version });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(taskListReply.parse(kept.json()).data).toEqual(data);
    const changed = data.map((task) => (task.id === added.id ? { ...task, taskMl: 'ഇല മുറിക്കുക' } : task));
    const saved = await call('POST', `/api/todos/${eventId}`, { tasks: changed, version });
    expect(taskListReply.parse(saved.json()).data.find((task) => task.id === added.id)!.taskMl).toBe('ഇല മുറിക്കുക');
  });

  it('tells a kitchen screen of a start on kitchen:<id>, through /api/kitchen/stream', async () => {
    const eventId = await newEvent();
    const task = plainTask((await readList(eventId)).data);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const redirect = await call('GET', `/api/kitchen/stream?eventId=${eventId}`);
    expect(redirect.statusCode).toBe(307);
    expect(redirect.headers.location).toBe(`/api/live?topics=kitchen:${eventId}`);
    expect((await call('GET', '/api/kitchen/stream?eventId=999999')).statusCode).toBe(404);

    const screen = await openEventStream(`${address}/api/kitchen/stream?eventId=${eventId}`, { cookie: staff });
    expect(screen.response.status).toBe(200);
    await call('POST', `/api/todos/${eventId}/${task.id}/start`, { name: 'Ravi' });
    expect(
      await screen.waitFor(`data: {"topic":"kitchen:${eventId}","type":"task-started","eventId":${eventId}}`),
    ).toBe(true);
    screen.close();
  });
});
