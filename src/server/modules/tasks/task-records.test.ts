import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskListReply, taskReply, temperatureReadingsReply, type Task } from '#shared/schemas/tasks.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';

/**
 * The task list's records (decision 008): one rule set for the whole-list save and the single-task
 * calls, versions that refuse a lost edit, undos and reading corrections kept beside the original,
 * and the limits table. Runs on SQLite and on PostgreSQL.
 */
describe('kitchen task records', () => {
  let t: TestApp;
  let cook: string;
  let otherCook: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    cook = await t.signIn('staff', 'bala');
    otherCook = await t.signIn('staff', 'anu');
    admin = await t.signIn('admin', 'boss');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = cook) =>
    callAs(t.app, cookie, method, url, payload);
  const db = () => t.database.db;
  const newEvent = async () => {
    const response = await call('POST', '/api/diary-events/create', { title: 'Records test', date: '2027-05-01' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().event.id as number;
  };
  const readList = async (eventId: number) => {
    const response = await call('GET', `/api/todos/${eventId}`);
    expect(response.statusCode, response.body).toBe(200);
    return taskListReply.parse(response.json());
  };
  const plainTasks = (tasks: Task[]) => tasks.filter((task) => !task.isTemperature && !task.isFinalTask);
  const corrections = (eventId: number) =>
    db().selectFrom('kitchen_corrections').selectAll().where('event_id', '=', eventId).orderBy('id').execute();
  /** Moves a task's start and completion back by `minutes`, as if they were made that long ago. */
  const age = async (eventId: number, taskId: string, minutes: number) => {
    const then = new Date(Date.now() - minutes * 60_000).toISOString();
    await db()
      .updateTable('diary_tasks')
      .set({ started_at: then, completed_at: then })
      .where('event_id', '=', eventId)
      .where('id', '=', taskId)
      .execute();
  };
  const saveList = (eventId: number, tasks: unknown[], version: number, cookie = cook) =>
    call('POST', `/api/todos/${eventId}`, { tasks, version }, cookie);

  describe('the whole-list save is a diff through the single-task rules', () => {
    it('refuses each forbidden change whole, writing nothing', async () => {
      const eventId = await newEvent();
      const { data, version } = await readList(eventId);
      const temperature = data.find((task) => task.isTemperature)!;
      const plain = plainTasks(data)[0]!;
      await call('POST', `/api/todos/${eventId}/${plainTasks(data)[1]!.id}/start`, { name: 'Bala' });
      const started = plainTasks(data)[1]!;
      const after = await readList(eventId);

      const attempts: [string, Task[], number, string, string?][] = [
        [
          'final task left out',
          after.data.filter((task) => !task.isFinalTask),
          409,
          'kitchenRules.records.finalTaskRequired',
        ],
        [
          'temperature task marked done by the owner in January',
          after.data.map((task) =>
            task.id === temperature.id
              ? {
                  ...task,
                  completed: true,
                  completedBy: 'owner',
                  completedAt: '2026-01-01T08:00:00.000Z',
                  temperatureValue: 99999,
                }
              : task,
          ),
          403,
          'kitchenRules.records.fieldLocked',
          'completed',
        ],
        [
          'another cook named as the starter',
          after.data.map((task) => (task.id === started.id ? { ...task, startedBy: 'Someone else' } : task)),
          403,
          'kitchenRules.records.fieldLocked',
          'startedBy',
        ],
        [
          'a new task arriving completed',
          [...after.data, { ...plain, id: 'custom-new', completed: true, completedBy: 'x', completedAt: 'y' }],
          403,
          'kitchenRules.records.fieldLocked',
          'completed',
        ],
        [
          'a started task left out',
          after.data.filter((task) => task.id !== started.id),
          409,
          'kitchenRules.records.taskHasRecords',
        ],
        [
          'a temperature task left out by staff',
          after.data.filter((task) => task.id !== temperature.id),
          403,
          'kitchenRules.records.temperatureTaskLocked',
        ],
        [
          'a negative duration',
          after.data.map((task) => (task.id === plain.id ? { ...task, estimatedDuration: '-5' } : task)),
          400,
          'kitchenRules.limits.duration',
        ],
        [
          'a task 3 days after the event',
          after.data.map((task) => (task.id === plain.id ? { ...task, dueDate: '-3 days before event' } : task)),
          400,
          'kitchenRules.limits.daysBefore',
        ],
        [
          'a start time of 25:99 XM',
          after.data.map((task) => (task.id === plain.id ? { ...task, startTime: '25:99 XM' } : task)),
          400,
          'kitchenRules.limits.time',
        ],
      ];
      for (const [what, tasks, status, code, field] of attempts) {
        const answer = await saveList(eventId, tasks, after.version);
        expect(answer.statusCode, `${what}: ${answer.body}`).toBe(status);
        expect(answer.json().code, what).toBe(code);
        if (field) expect(answer.json().params, what).toMatchObject({ field });
      }
      const duration = await saveList(
        eventId,
        after.data.map((task) => (task.id === plain.id ? { ...task, estimatedDuration: '0' } : task)),
        after.version,
      );
      expect(duration.json().params).toEqual({ min: '1', max: '1,440' });
      expect(await readList(eventId)).toEqual(after);
      expect(after.version).toBe(version + 1);
    });

    it('applies allowed changes: edits, order, a new task, a removed one; only changed tasks move on', async () => {
      const eventId = await newEvent();
      const { data, version } = await readList(eventId);
      const [edited, removed, untouched] = plainTasks(data);
      const tasks = [
        ...data
          .filter((task) => task.id !== removed!.id)
          .map((task) => (task.id === edited!.id ? { ...task, assignedTo: 'Ravi', sortOrder: 5 } : task)),
        { ...edited!, id: 'custom-from-list', task: 'Buy ice', assignedTo: '', version: undefined },
      ];
      const saved = await saveList(eventId, tasks, version);
      expect(saved.statusCode, saved.body).toBe(200);
      const list = taskListReply.parse(saved.json());
      expect(list.version).toBe(version + 1);
      const byId = new Map(list.data.map((task) => [task.id, task]));
      expect(byId.get(edited!.id)).toMatchObject({ assignedTo: 'Ravi', sortOrder: 5, version: edited!.version + 1 });
      expect(byId.get(untouched!.id)!.version).toBe(untouched!.version);
      expect(byId.has(removed!.id)).toBe(false);
      expect(byId.get('custom-from-list')).toMatchObject({ task: 'Buy ice', completed: false, version: 1 });
    });

    it('answers a list read at an older version with the list as it is now', async () => {
      const eventId = await newEvent();
      const { data, version } = await readList(eventId);
      await call('POST', `/api/todos/${eventId}/${plainTasks(data)[0]!.id}/start`, { name: 'Bala' });
      const stale = await saveList(eventId, data, version);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'kitchenRules.tasks.staleList', version: version + 1 });
    });

    it('refuses more than 300 tasks, worded with the limit', async () => {
      const eventId = await newEvent();
      const { data, version } = await readList(eventId);
      const many = Array.from({ length: 301 - data.length }, (_, n) => ({
        ...plainTasks(data)[0]!,
        id: `custom-${n}`,
        version: undefined,
      }));
      const answer = await saveList(eventId, [...data, ...many], version);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'kitchenRules.limits.tasksPerEvent', params: { max: '300' } });
      expect((await readList(eventId)).data).toHaveLength(data.length);

      const full = await saveList(eventId, [...data, ...many.slice(1)], version);
      expect(full.statusCode, full.body).toBe(200);
      const one = await call('POST', `/api/todos/${eventId}/tasks`, { kind: 'temperature' });
      expect(one.statusCode).toBe(409);
      expect(one.json()).toMatchObject({ code: 'kitchenRules.limits.tasksPerEvent', params: { max: '300' } });
    });
  });

  it('refuses an edit made from an old version of the task, with the task as it is now', async () => {
    const eventId = await newEvent();
    const task = plainTasks((await readList(eventId)).data)[0]!;
    const first = await call('PUT', `/api/todos/${eventId}/${task.id}`, {
      estimatedDuration: 45,
      version: task.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call(
      'PUT',
      `/api/todos/${eventId}/${task.id}`,
      { assignedTo: 'Anu', estimatedDuration: task.estimatedDuration, version: task.version },
      otherCook,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'kitchenRules.records.stale',
      current: { id: task.id, estimatedDuration: '45', assignedTo: task.assignedTo, version: task.version + 1 },
    });
    const now = (await readList(eventId)).data.find((each) => each.id === task.id)!;
    expect(now).toMatchObject({ estimatedDuration: '45', assignedTo: task.assignedTo });
    const noVersion = await call('PUT', `/api/todos/${eventId}/${task.id}`, { assignedTo: 'Anu' });
    expect(noVersion.statusCode).toBe(400);
  });

  describe('undo leaves a correction', () => {
    it('lets a cook undo their own completion within 10 minutes, with a reason, on the record', async () => {
      const eventId = await newEvent();
      const task = plainTasks((await readList(eventId)).data)[0]!;
      const done = taskReply.parse(
        (await call('POST', `/api/todos/${eventId}/${task.id}/complete`, { name: 'Bala' })).json(),
      ).task;
      expect(done).toMatchObject({ completedBy: 'Bala', completedAccount: 'bala', startedAccount: 'bala' });

      const noReason = await call('POST', `/api/todos/${eventId}/${task.id}/undo-complete`, { name: 'Bala' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json()).toMatchObject({ code: 'kitchenRules.limits.reason', params: { min: '3', max: '200' } });
      const notTheirs = await call(
        'POST',
        `/api/todos/${eventId}/${task.id}/undo-complete`,
        { name: 'Anu', reason: 'Not done yet' },
        otherCook,
      );
      expect(notTheirs.statusCode).toBe(403);
      expect(notTheirs.json()).toMatchObject({ code: 'kitchenRules.records.notYours', params: { name: 'Bala' } });
      expect(await corrections(eventId)).toHaveLength(0);

      const undone = await call('POST', `/api/todos/${eventId}/${task.id}/undo-complete`, {
        name: 'Bala',
        reason: 'Ticked by mistake',
      });
      expect(undone.statusCode, undone.body).toBe(200);
      expect(undone.json().task).toMatchObject({ completed: false, completedBy: null, startedBy: 'Bala' });
      const [correction] = await corrections(eventId);
      expect(correction).toMatchObject({
        record_kind: 'task-completion',
        record_id: task.id,
        action: 'undo',
        reason: 'Ticked by mistake',
        made_by: 'Bala',
        account: 'bala',
      });
      expect(JSON.parse(correction!.before_json)).toEqual({
        completedBy: 'Bala',
        completedAt: done.completedAt,
        completedAccount: 'bala',
      });
    });

    it('refuses staff after 10 minutes; an admin may undo at any time, with a reason', async () => {
      const eventId = await newEvent();
      const task = plainTasks((await readList(eventId)).data)[0]!;
      await call('POST', `/api/todos/${eventId}/${task.id}/complete`, { name: 'Bala' });
      await age(eventId, task.id, 11);
      const late = await call('POST', `/api/todos/${eventId}/${task.id}/undo-complete`, {
        name: 'Bala',
        reason: 'Ticked by mistake',
      });
      expect(late.statusCode).toBe(403);
      expect(late.json()).toMatchObject({ code: 'kitchenRules.records.undoWindowPassed', params: { minutes: 10 } });
      const byAdmin = await call(
        'POST',
        `/api/todos/${eventId}/${task.id}/undo-complete`,
        { name: 'Owner', reason: 'Rice was not out yet' },
        admin,
      );
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      const startUndo = await call(
        'POST',
        `/api/todos/${eventId}/${task.id}/undo-start`,
        { name: 'Owner', reason: 'Not started' },
        admin,
      );
      expect(startUndo.statusCode, startUndo.body).toBe(200);
      expect((await corrections(eventId)).map((row) => [row.record_kind, row.account])).toEqual([
        ['task-completion', 'boss'],
        ['task-start', 'boss'],
      ]);
    });
  });

  it('corrects a reading: the first stays, marked, beside the right one', async () => {
    const eventId = await newEvent();
    const task = (await readList(eventId)).data.find((each) => each.temperatureCheck === 'before-loading')!;
    const first = await call('POST', `/api/todos/${eventId}/${task.id}/temperatures`, { value: 150, name: 'Bala' });
    const readingId = first.json().reading.id as number;
    const wrong = await call(
      'POST',
      `/api/todos/${eventId}/temperatures/${readingId}/correct`,
      { value: 190, name: 'Anu', reason: 'Read the wrong probe' },
      otherCook,
    );
    expect(wrong.statusCode).toBe(403);
    const fixed = await call('POST', `/api/todos/${eventId}/temperatures/${readingId}/correct`, {
      value: 210,
      name: 'Bala',
      reason: 'Read the wrong probe',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ reading: { valueC: 210, inRange: true }, task: { temperatureValue: 210 } });
    const readings = temperatureReadingsReply.parse((await call('GET', `/api/todos/${eventId}/temperatures`)).json());
    expect(readings.data.map((reading) => [reading.valueC, reading.correctedBy])).toEqual([
      [150, fixed.json().reading.id],
      [210, null],
    ]);
    const again = await call('POST', `/api/todos/${eventId}/temperatures/${readingId}/correct`, {
      value: 220,
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('kitchenRules.tasks.readingAlreadyCorrected');
    const [correction] = await corrections(eventId);
    expect(correction).toMatchObject({ record_kind: 'reading', record_id: String(readingId), action: 'correct' });
    expect(JSON.parse(correction!.after_json!)).toMatchObject({ valueC: 210, takenBy: 'Bala' });
  });

  it('keeps temperature tasks: staff may not delete one; an admin only while it has no reading', async () => {
    const eventId = await newEvent();
    const added = await call('POST', `/api/todos/${eventId}/tasks`, { kind: 'temperature' });
    const extra = added.json().task as Task;
    const byStaff = await call('DELETE', `/api/todos/${eventId}/${extra.id}`);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().code).toBe('kitchenRules.records.temperatureTaskLocked');
    await call('POST', `/api/todos/${eventId}/${extra.id}/temperatures`, { value: 180 });
    expect((await call('DELETE', `/api/todos/${eventId}/${extra.id}`, undefined, admin)).statusCode).toBe(409);
    const other = (await call('POST', `/api/todos/${eventId}/tasks`, { kind: 'temperature' })).json().task as Task;
    expect((await call('DELETE', `/api/todos/${eventId}/${other.id}`, undefined, admin)).statusCode).toBe(200);
  });

  it('refuses to delete a started task or reset a list with records', async () => {
    const eventId = await newEvent();
    const task = plainTasks((await readList(eventId)).data)[0]!;
    await call('POST', `/api/todos/${eventId}/${task.id}/start`, { name: 'Bala' });
    const deleted = await call('DELETE', `/api/todos/${eventId}/${task.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().code).toBe('kitchenRules.records.taskHasRecords');
    const reset = await call('POST', `/api/todos/${eventId}/reset`, {});
    expect(reset.statusCode).toBe(409);
    expect(reset.json().code).toBe('kitchenRules.records.resetHasRecords');
    expect((await readList(eventId)).data.find((each) => each.id === task.id)!.startedBy).toBe('Bala');
  });

  describe('limits at and past each edge', () => {
    it('temperatures from −50 to 600 °C', async () => {
      const eventId = await newEvent();
      const task = (await readList(eventId)).data.find((each) => each.isTemperature)!;
      for (const value of [-50, 600, 185.5]) {
        const answer = await call('POST', `/api/todos/${eventId}/${task.id}/temperatures`, { value });
        expect(answer.statusCode, `${value}`).toBe(200);
      }
      for (const value of [-50.1, 600.1, 99999, 1e300]) {
        const answer = await call('POST', `/api/todos/${eventId}/${task.id}/temperatures`, { value });
        expect(answer.statusCode, `${value}`).toBe(400);
        expect(answer.json()).toMatchObject({
          code: 'kitchenRules.limits.temperature',
          params: { min: '-50', max: '600' },
        });
        const completed = await call('POST', `/api/todos/${eventId}/${task.id}/complete`, { temperatureValue: value });
        expect(completed.statusCode, `${value}`).toBe(400);
      }
      const readings = temperatureReadingsReply.parse((await call('GET', `/api/todos/${eventId}/temperatures`)).json());
      expect(readings.data.map((reading) => reading.valueC)).toEqual([-50, 600, 185.5]);
    });

    it('durations 1–1,440 minutes, days before 0–30, start times 00:00–23:59', async () => {
      const eventId = await newEvent();
      const custom = (fields: object) =>
        call('POST', `/api/todos/${eventId}/tasks`, {
          kind: 'custom',
          task: 'Edge',
          dueDate: 'Event day',
          estimatedDuration: 10,
          ...fields,
        });
      const fine: [object, Partial<Task>][] = [
        [{ estimatedDuration: 1 }, { estimatedDuration: '1' }],
        [{ estimatedDuration: 1440 }, { estimatedDuration: '1440' }],
        [{ dueDate: 1 }, { dueDate: 'Day before event' }],
        [{ dueDate: 30 }, { dueDate: '30 days before event' }],
        [{ startTime: '23:59' }, { startTime: '23:59' }],
        [{ startTime: '12:00 AM' }, { startTime: '12:00 AM' }],
        [{ videoUrl: '/videos/pit-lighting.mp4' }, { videoUrl: '/videos/pit-lighting.mp4', hasVideo: true }],
        [{ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }, { videoUrl: 'https://youtu.be/dQw4w9WgXcQ', hasVideo: true }],
      ];
      for (const [fields, expected] of fine) {
        const answer = await custom(fields);
        expect(answer.statusCode, `${JSON.stringify(fields)} ${answer.body}`).toBe(201);
        expect(answer.json().task).toMatchObject(expected);
      }
      const refused: [object, string][] = [
        [{ estimatedDuration: 0 }, 'kitchenRules.limits.duration'],
        [{ estimatedDuration: -5 }, 'kitchenRules.limits.duration'],
        [{ estimatedDuration: 1441 }, 'kitchenRules.limits.duration'],
        // A custom number of days is more than 0 (the event day is its own choice).
        [{ dueDate: 0 }, 'kitchenRules.limits.customDays'],
        [{ dueDate: -3 }, 'kitchenRules.limits.customDays'],
        [{ dueDate: 31 }, 'kitchenRules.limits.customDays'],
        [{ startTime: '24:00' }, 'kitchenRules.limits.time'],
        [{ startTime: '25:99 XM' }, 'kitchenRules.limits.time'],
        // A task's video link is an http(s) address or a /videos/ path, nothing else.
        [{ videoUrl: 'watch the pit video' }, 'kitchenRules.tasks.videoLink'],
        [{ videoUrl: 'javascript:alert(1)' }, 'kitchenRules.tasks.videoLink'],
        [{ videoUrl: '/admin/secret' }, 'kitchenRules.tasks.videoLink'],
        [{ videoUrl: 'ftp://files.example.com/a.mp4' }, 'kitchenRules.tasks.videoLink'],
      ];
      const before = await readList(eventId);
      for (const [fields, code] of refused) {
        const answer = await custom(fields);
        expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
        expect(answer.json().code, JSON.stringify(fields)).toBe(code);
      }
      const edited = before.data[0]!;
      const badLink = await call('PUT', `/api/todos/${eventId}/${edited.id}`, {
        videoUrl: 'see the folder',
        version: edited.version,
      });
      expect(badLink.statusCode).toBe(400);
      expect(badLink.json()).toMatchObject({ code: 'kitchenRules.tasks.videoLink', field: 'videoUrl' });
      expect(await readList(eventId)).toEqual(before);
    });
  });

  it('reads never write: the list, its readings and a list whose row is missing', async () => {
    const eventId = await newEvent();
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('diary_tasks')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('event_id', '=', eventId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await readList(eventId);
    await readList(eventId);
    await call('GET', `/api/todos/${eventId}/temperatures`);
    expect(await readList(eventId)).toEqual(before);

    await db().deleteFrom('diary_tasks').where('event_id', '=', eventId).execute();
    await db().deleteFrom('diary_task_lists').where('event_id', '=', eventId).execute();
    expect(await readList(eventId)).toEqual({ success: true, data: [], version: 0 });
    expect(await count()).toBe(0);
    const list = await db().selectFrom('diary_task_lists').select('event_id').where('event_id', '=', eventId).execute();
    expect(list).toHaveLength(0);
  });
});
