import { describe, expect, it } from 'vitest';
import { defaultTasks } from '#shared/content/default-tasks.ts';
import { migrateTo, migrateToLatest } from '#server/db/migrate.ts';
import { oldDiaryEventRow } from '#server/test/old-diary-event.ts';
import { useFreshDatabase } from '#server/test/test-database.ts';

describe('migration: pit check limits', () => {
  const database = useFreshDatabase();

  it('gives stored default pit checks their interval’s check and the done check the 2-hour rule, and leaves changed ones', async () => {
    await migrateTo(database().db, '2026-11-27T09-00_take-held-units');
    const db = database().db;
    const { id: eventId } = await db
      .insertInto('diary_events')
      .values(oldDiaryEventRow('Wedding') as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const defaults = defaultTasks(eventId);
    const oldDone =
      'Check the pit every 15 minutes: record the pit temperature. Above 135 °C the meat is done; at 130–135 °C cook 10 more minutes, below 130 °C 20 more, then check again.';
    const row = (id: string, check: string, description = 'Record the pit temperature.') => ({
      event_id: eventId,
      id,
      sort_order: 10,
      task: id,
      task_ml: '',
      completed: 0,
      due_date: 'Event day',
      assigned_to: '',
      estimated_duration: '5',
      start_time: '',
      description,
      description_ml: '',
      has_video: 0,
      video_url: '',
      is_temperature: 1,
      temperature_value: null,
      temperature_check: check,
      is_final_task: 0,
      is_delivery: 0,
      delivery_type: null,
      delivery_location: '',
      delivery_notes: '',
      started_at: null,
      started_by: null,
      completed_at: null,
      completed_by: null,
      sop_link: '',
    });
    await db
      .insertInto('diary_tasks')
      .values([
        row('default-pit-check-15', 'general'),
        row('default-pit-check-105', 'general'),
        row('default-done-check', 'done-check', oldDone),
        row('temperature-1', 'general'),
      ] as never)
      .execute();
    const other = await db
      .insertInto('diary_events')
      .values({
        title: 'Own list',
        date: '2026-12-02',
        description: '',
        assigned_to: '',
        created_at: '2026-11-20T10:00:00.000Z',
        created_by: 'owner',
        is_completed: 0,
        estimated_attendance: 50,
        sales_event_id: null,
        updated_at: '2026-11-20T10:00:00.000Z',
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('diary_tasks')
      .values([{ ...row('default-done-check', 'done-check', 'Our own rule'), event_id: other.id }] as never)
      .execute();

    await migrateToLatest(db);

    const rows = await db
      .selectFrom('diary_tasks')
      .select(['event_id', 'id', 'temperature_check', 'description', 'early_reason'])
      .orderBy('event_id')
      .orderBy('id')
      .execute();
    const done = defaults.find((task) => task.id === 'default-done-check')!;
    expect(rows).toEqual([
      {
        event_id: eventId,
        id: 'default-done-check',
        temperature_check: 'done-check',
        description: done.description,
        early_reason: null,
      },
      {
        event_id: eventId,
        id: 'default-pit-check-105',
        temperature_check: 'after-loading-105',
        description: 'Record the pit temperature.',
        early_reason: null,
      },
      {
        event_id: eventId,
        id: 'default-pit-check-15',
        temperature_check: 'after-loading-15',
        description: 'Record the pit temperature.',
        early_reason: null,
      },
      {
        event_id: eventId,
        id: 'temperature-1',
        temperature_check: 'general',
        description: 'Record the pit temperature.',
        early_reason: null,
      },
      {
        event_id: other.id,
        id: 'default-done-check',
        temperature_check: 'done-check',
        description: 'Our own rule',
        early_reason: null,
      },
    ]);
  });
});
