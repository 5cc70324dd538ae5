import { describe, expect, it } from 'vitest';
import { defaultTasks } from '#shared/content/default-tasks.ts';
import { migrateTo, migrateToLatest } from '#server/db/migrate.ts';
import { oldDiaryEventRow } from '#server/test/old-diary-event.ts';
import { useFreshDatabase } from '#server/test/test-database.ts';

describe('migration: kitchen records', () => {
  const database = useFreshDatabase();

  it('keeps every record made before it, versions them from 1, and gives list-less events their default tasks', async () => {
    await migrateTo(database().db, '2026-11-24T05-00_change-ids');
    const db = database().db;
    const event = oldDiaryEventRow;
    const { id: used } = await db
      .insertInto('diary_events')
      .values(event('Wedding 120 guests'))
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: neverOpened } = await db
      .insertInto('diary_events')
      .values(event('Never opened'))
      .returning('id')
      .executeTakeFirstOrThrow();
    const task = defaultTasks(used).find((each) => each.isTemperature)!;
    await db.insertInto('diary_task_lists').values({ event_id: used, version: 7 }).execute();
    await db
      .insertInto('diary_tasks')
      .values({
        event_id: used,
        id: task.id,
        sort_order: 10,
        task: task.task,
        completed: 1,
        due_date: task.dueDate,
        assigned_to: 'Ravi',
        estimated_duration: '5',
        start_time: '9:00 AM',
        description: '',
        has_video: 0,
        video_url: '',
        is_temperature: 1,
        temperature_value: 210,
        temperature_check: 'before-loading',
        is_final_task: 0,
        is_delivery: 0,
        delivery_type: null,
        delivery_location: '',
        delivery_notes: '',
        started_at: '2026-12-01T03:00:00.000Z',
        started_by: 'Ravi',
        completed_at: '2026-12-01T03:05:00.000Z',
        completed_by: 'Ravi',
        sop_link: '',
      } as never)
      .execute();
    await db
      .insertInto('temperature_readings')
      .values({
        event_id: used,
        task_id: task.id,
        value_c: 210,
        taken_at: '2026-12-01T03:05:00.000Z',
        taken_by: 'Ravi',
        check_kind: 'before-loading',
        in_range: 1,
        corrective_action: null,
      } as never)
      .execute();
    await db
      .insertInto('diary_reviews')
      .values({
        event_id: used,
        id: 'r1',
        sort_order: 0,
        reviewer_name: 'Meera',
        comment: 'Lovely',
        rating: 5,
        date: '2026-12-02T10:00:00.000Z',
        youtube_link: '',
        tags_json: '[]',
        phone: '',
        verified: 0,
      } as never)
      .execute();

    await migrateToLatest(db);

    const kept = await db.selectFrom('diary_tasks').selectAll().where('event_id', '=', used).execute();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      completed: 1,
      completed_by: 'Ravi',
      temperature_value: 210,
      version: 1,
      started_account: null,
      completed_account: null,
    });
    expect(await db.selectFrom('diary_task_lists').selectAll().where('event_id', '=', used).execute()).toEqual([
      { event_id: used, version: 7 },
    ]);
    const readings = await db.selectFrom('temperature_readings').selectAll().execute();
    expect(readings).toMatchObject([{ value_c: 210, taken_by: 'Ravi', taken_account: null }]);
    const events = await db.selectFrom('diary_events').selectAll().orderBy('id').execute();
    expect(events).toMatchObject([
      { id: used, estimated_attendance: 120, version: 1, archived_at: null },
      { id: neverOpened, version: 1, archived_at: null },
    ]);
    expect(await db.selectFrom('diary_reviews').selectAll().execute()).toMatchObject([
      { id: 'r1', comment: 'Lovely', version: 1 },
    ]);

    const given = await db.selectFrom('diary_tasks').select('id').where('event_id', '=', neverOpened).execute();
    expect(given.map((row) => row.id).sort()).toEqual(
      defaultTasks(neverOpened)
        .map((each) => each.id)
        .sort(),
    );
    expect(await db.selectFrom('diary_task_lists').selectAll().where('event_id', '=', neverOpened).execute()).toEqual([
      { event_id: neverOpened, version: 1 },
    ]);
  });
});
