import { describe, expect, it } from 'vitest';
import { defaultTasks } from '#shared/content/default-tasks.ts';
import { migrateTo, migrateToLatest } from '#server/db/migrate.ts';
import { oldDiaryEventRow } from '#server/test/old-diary-event.ts';
import { useFreshDatabase } from '#server/test/test-database.ts';

describe('migration: task Malayalam', () => {
  const database = useFreshDatabase();

  it('gives tasks made from the defaults their Malayalam, and none to a name or description a cook changed', async () => {
    await migrateTo(database().db, '2026-11-26T12-30_inventory-revision');
    const db = database().db;
    const { id: eventId } = await db
      .insertInto('diary_events')
      .values(oldDiaryEventRow('Wedding 120 guests') as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const [light, soak, close] = ['default-light-pit', 'default-rice-soak', 'default-close-pit'].map((id) =>
      defaultTasks(eventId).find((task) => task.id === id)!,
    );
    const row = (id: string, task: string, description: string, location = '') => ({
      event_id: eventId,
      id,
      sort_order: 10,
      task,
      completed: 0,
      due_date: 'Event day',
      assigned_to: '',
      estimated_duration: '5',
      start_time: '',
      description,
      has_video: 0,
      video_url: '',
      is_temperature: 0,
      temperature_value: null,
      temperature_check: null,
      is_final_task: 0,
      is_delivery: location === '' ? 0 : 1,
      delivery_type: null,
      delivery_location: location,
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
        row(light!.id, light!.task, light!.description),
        row(soak!.id, 'Soak the basmati', soak!.description),
        row(close!.id, close!.task, 'Our own way of closing it'),
        row('custom-1', 'Buy banana leaves', ''),
        row('temperature-3', 'Additional Temperature Measurement 3', 'Record the pit temperature.'),
        row('delivery-1', 'Delivery to Aluva', '', 'Aluva'),
      ] as never)
      .execute();

    await migrateToLatest(db);

    const rows = await db
      .selectFrom('diary_tasks')
      .select(['id', 'task', 'task_ml', 'description_ml'])
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute();
    expect(Object.fromEntries(rows.map(({ id, ...texts }) => [id, texts]))).toEqual({
      'custom-1': { task: 'Buy banana leaves', task_ml: '', description_ml: '' },
      'default-close-pit': { task: close!.task, task_ml: close!.taskMl, description_ml: '' },
      'default-light-pit': { task: light!.task, task_ml: light!.taskMl, description_ml: light!.descriptionMl },
      'default-rice-soak': { task: 'Soak the basmati', task_ml: '', description_ml: soak!.descriptionMl },
      'delivery-1': { task: 'Delivery to Aluva', task_ml: 'ഡെലിവറി: Aluva', description_ml: '' },
      'temperature-3': {
        task: 'Additional Temperature Measurement 3',
        task_ml: 'അധിക താപനില അളവ് 3',
        description_ml: 'കുഴിയിലെ താപനില രേഖപ്പെടുത്തുക.',
      },
    });
  });
});
