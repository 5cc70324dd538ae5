import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { madeAsArrived } from '#shared/domain/change-times.ts';
import { taskListReply, temperatureReply, type Task } from '#shared/schemas/tasks.ts';
import { eventCorrectionsReply } from '#shared/schemas/reports.ts';
import type { Database } from '#server/db/schema.ts';
import { recordCorrection, type Corrector } from '#server/modules/corrections/corrections.service.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';
import { reportHtml } from './report-html.ts';
import { readEventReport } from './reports.service.ts';

/** Every table a kitchen screen reads or writes: a read must leave each of them as it was. */
const KITCHEN_TABLES = [
  'diary_events',
  'diary_tasks',
  'diary_task_lists',
  'diary_people',
  'diary_reviews',
  'temperature_readings',
  'timers',
  'kitchen_corrections',
  'cutlet_days',
  'cutlet_values',
  'cutlet_checks',
  'cutlet_completions',
  'inventory_items',
  'inventory_price_history',
  'recipe_collections',
  'recipes',
  'applied_changes',
] as const satisfies readonly (keyof Database)[];

describe('the report reads', () => {
  let t: TestApp;
  let staff: string;
  let admin: string;
  const who: Corrector = { name: 'Anu', account: 'owner9', role: 'admin', times: madeAsArrived(Date.now()) };
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('staff', 'cook');
    admin = await t.signIn('admin', 'owner9');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, cookie = staff) =>
    callAs(t.app, cookie, method, url, payload);
  const correctionsUrl = (eventId: number | string) => `/api/diary-events/${eventId}/corrections`;

  async function newEvent(title: string): Promise<number> {
    const created = await call('POST', '/api/diary-events/create', { title, date: '2026-12-20' });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().event.id as number;
  }
  async function tasksOf(eventId: number): Promise<Task[]> {
    const response = await call('GET', `/api/todos/${eventId}`);
    expect(response.statusCode, response.body).toBe(200);
    return taskListReply.parse(response.json()).data;
  }
  async function corrections(eventId: number, cookie = staff) {
    const response = await call('GET', correctionsUrl(eventId), undefined, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return eventCorrectionsReply.parse(response.json()).data;
  }
  async function recordReading(eventId: number, taskId: string, value: number, name: string) {
    const response = await call('POST', `/api/todos/${eventId}/${taskId}/temperatures`, { value, name });
    expect(response.statusCode, response.body).toBe(200);
    return temperatureReply.parse(response.json()).reading;
  }

  describe('GET /api/diary-events/:id/corrections', () => {
    it('refuses without a session (401), a bad id (400) and an unknown event (404)', async () => {
      expect((await t.app.inject({ method: 'GET', url: correctionsUrl(1) })).statusCode).toBe(401);
      const bad = await call('GET', correctionsUrl('abc'));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().success).toBe(false);
      const unknown = await call('GET', correctionsUrl(999999));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ success: false, code: 'kitchenRules.diary.notFound' });
    });

    it('answers an event without corrections with an empty list', async () => {
      expect(await corrections(await newEvent('Nothing undone'))).toEqual([]);
    });

    it("answers the event's undos and reading corrections, oldest first, to staff and admins, no other event's", async () => {
      const eventId = await newEvent('Corrected');
      const other = await newEvent('Other');
      const tasks = await tasksOf(eventId);
      const pit = tasks.find((task) => task.temperatureCheck === 'before-loading')!;
      const plain = tasks.find((task) => !task.isTemperature && !task.isFinalTask)!;
      const first = await recordReading(eventId, pit.id, 150, 'Ravi');
      const second = await recordReading(eventId, pit.id, 210, 'Anu');
      const completion = {
        completedBy: 'Bala',
        completedAt: '2026-12-20T04:32:00.000Z',
        completedAccount: 'cook',
      };
      // The shapes the tasks module writes (the contract): an undone completion, then a corrected reading.
      await recordCorrection(
        t.database.db,
        {
          scope: { eventId },
          kind: 'task-completion',
          recordId: plain.id,
          action: 'undo',
          before: completion,
          reason: 'Ticked by mistake',
        },
        who,
      );
      await recordCorrection(
        t.database.db,
        {
          scope: { eventId },
          kind: 'reading',
          recordId: String(first.id),
          action: 'correct',
          before: { valueC: 150, takenBy: 'Ravi', takenAt: first.takenAt },
          after: { id: second.id, valueC: 210, takenBy: 'Anu', takenAt: second.takenAt },
          reason: 'Probe was in the ash',
        },
        who,
      );
      await recordCorrection(
        t.database.db,
        {
          scope: { eventId: other },
          kind: 'task-start',
          recordId: plain.id,
          action: 'undo',
          before: { startedBy: 'Sam', startedAt: '2026-12-20T04:00:00.000Z', startedAccount: 'cook' },
          reason: 'Wrong event',
        },
        who,
      );

      for (const cookie of [staff, admin]) {
        const list = await corrections(eventId, cookie);
        expect(list).toHaveLength(2);
        expect(list[0]).toMatchObject({
          recordKind: 'task-completion',
          recordId: plain.id,
          action: 'undo',
          before: completion,
          after: null,
          reason: 'Ticked by mistake',
          madeBy: 'Anu',
          account: 'owner9',
        });
        expect(list[1]).toMatchObject({
          recordKind: 'reading',
          recordId: String(first.id),
          action: 'correct',
          before: { valueC: 150, takenBy: 'Ravi' },
          after: { id: second.id, valueC: 210, takenBy: 'Anu' },
        });
        expect(list[0]!.id).toBeLessThan(list[1]!.id);
        expect(Date.parse(list[0]!.madeAt)).not.toBeNaN();
      }
      expect((await corrections(other)).map((correction) => correction.reason)).toEqual(['Wrong event']);
    });
  });

  it("shows what the task board's own undo and reading correction wrote, beside the originals", async () => {
    const eventId = await newEvent('Board corrections');
    const tasks = await tasksOf(eventId);
    const pit = tasks.find((task) => task.temperatureCheck === 'before-loading')!;
    const plain = tasks.find((task) => !task.isTemperature && !task.isFinalTask)!;
    for (const action of ['start', 'complete']) {
      const done = await call('POST', `/api/todos/${eventId}/${plain.id}/${action}`, { name: 'Bala' });
      expect(done.statusCode, done.body).toBe(200);
    }
    const undone = await call('POST', `/api/todos/${eventId}/${plain.id}/undo-complete`, {
      name: 'Bala',
      reason: 'Ticked by mistake',
    });
    expect(undone.statusCode, undone.body).toBe(200);
    const reading = await recordReading(eventId, pit.id, 150, 'Ravi');
    const corrected = await call('POST', `/api/todos/${eventId}/temperatures/${reading.id}/correct`, {
      value: 190,
      name: 'Ravi',
      reason: 'Probe in the ash',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);

    const list = await corrections(eventId);
    expect(list.map((correction) => [correction.recordKind, correction.recordId, correction.reason])).toEqual([
      ['task-completion', plain.id, 'Ticked by mistake'],
      ['reading', String(reading.id), 'Probe in the ash'],
    ]);
    const html = reportHtml(await readEventReport(t.database.db, eventId), 'en');
    expect(html).toMatch(
      /Completion by Bala at \d\d\/\d\d\/\d{4}, \d\d:\d\d undone by Bala at [\d/:, ]+ — Ticked by mistake/,
    );
    expect(html).toMatch(
      /Reading 150 °C by Ravi at [\d/:, ]+ corrected to 190 °C by Ravi at [\d/:, ]+ — Probe in the ash/,
    );
  });

  it('keeps the report of an archived event: its corrections, its task list and its PDF', async () => {
    const eventId = await newEvent('Archived day');
    const plain = (await tasksOf(eventId)).find((task) => !task.isTemperature && !task.isFinalTask)!;
    await recordCorrection(
      t.database.db,
      {
        scope: { eventId },
        kind: 'task-start',
        recordId: plain.id,
        action: 'undo',
        before: { startedBy: 'Sam', startedAt: '2026-12-20T04:00:00.000Z', startedAccount: 'cook' },
        reason: 'Started the wrong task',
      },
      who,
    );
    const archived = await call('POST', `/api/diary-events/${eventId}/archive`, {}, admin);
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await corrections(eventId)).map((correction) => correction.reason)).toEqual(['Started the wrong task']);
    expect(await tasksOf(eventId)).not.toEqual([]);
    const pdf = await call('POST', `/api/diary-events/${eventId}/report.pdf`, { language: 'ml' });
    expect([200, 503], pdf.body.slice(0, 200)).toContain(pdf.statusCode);
  });

  describe('reads never write', () => {
    /** Every row of every kitchen table, in a fixed order, as text. */
    async function snapshot(): Promise<Record<string, string[]>> {
      const tables: Record<string, string[]> = {};
      for (const table of KITCHEN_TABLES) {
        const rows = await t.database.db.selectFrom(table).selectAll().execute();
        tables[table] = rows.map((row) => JSON.stringify(row)).sort();
      }
      return tables;
    }

    /** An event as an import or the code before default tasks left it: no task list at all. */
    async function eventWithoutList(): Promise<number> {
      const now = new Date().toISOString();
      const row = await t.database.db
        .insertInto('diary_events')
        .values({
          title: 'Imported, no list',
          date: '2026-12-21',
          description: '',
          assigned_to: '',
          created_at: now,
          created_by: 'cook',
          is_completed: 0,
          estimated_attendance: 90,
          sales_event_id: null,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    }

    /** What the report screen, its PDF, the task board and the wall board read of one event. */
    const reads = (eventId: number) =>
      [
        ['GET', '/api/diary-events'],
        ['GET', `/api/todos/${eventId}`],
        ['GET', `/api/todos/${eventId}/temperatures`],
        ['GET', `/api/people/${eventId}`],
        ['GET', correctionsUrl(eventId)],
        ['GET', `/api/timers/${eventId}`],
        ['POST', `/api/diary-events/${eventId}/report.pdf`],
      ] as const;

    it('opening the report, its PDF, the task list or the wall board changes no kitchen record', async () => {
      // One event with everything a report shows: tasks, a reading, a people count, a correction, a timer.
      const full = await newEvent('Full day');
      const pit = (await tasksOf(full)).find((task) => task.temperatureCheck === 'before-loading')!;
      const reading = await recordReading(full, pit.id, 230, 'Ravi');
      const people = await call('POST', `/api/people/${full}`, { count: 137 });
      expect(people.statusCode, people.body).toBe(200);
      const started = await call('PUT', `/api/timers/${full}/1-1`, { isActive: true, startTime: Date.now() });
      expect(started.statusCode, started.body).toBe(200);
      await recordCorrection(
        t.database.db,
        {
          scope: { eventId: full },
          kind: 'reading',
          recordId: String(reading.id),
          action: 'undo',
          before: { valueC: 230, takenBy: 'Ravi', takenAt: reading.takenAt },
          reason: 'Wrong pit',
        },
        who,
      );
      const bare = await eventWithoutList();

      for (const eventId of [full, bare]) {
        const before = await snapshot();
        for (const [method, url] of reads(eventId)) {
          const response = await callAs(t.app, staff, method, url, method === 'POST' ? { language: 'en' } : undefined);
          // The PDF answers 200, or 503 where this machine cannot print: either way it only reads.
          const expected = url.endsWith('report.pdf') ? [200, 503] : [200];
          expect(expected, `${method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`).toContain(
            response.statusCode,
          );
        }
        expect(await snapshot(), `event ${eventId === full ? 'with records' : 'without a task list'}`).toEqual(before);
      }
    });
  });
});
