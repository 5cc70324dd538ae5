import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { defaultTasks } from '#shared/content/default-tasks.ts';
import { isPostgres } from '#server/db/database.ts';

/**
 * Kitchen records kept like a food-safety log (decision 008): every editable record carries a version
 * (tasks, diary events, reviews, cutlet days); an admin archives a diary event instead of deleting it;
 * undoing a completion or a check, or correcting a reading, writes a row to `kitchen_corrections` with
 * who, when, why and the value before. Diary events that never had their task list read get their
 * default tasks now, because reading a list no longer writes one. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  const serial = postgres ? 'serial' : 'integer';
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());
  const version = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(1);

  await db.schema.alterTable('diary_tasks').addColumn('version', 'integer', version).execute();
  // The signed-in accounts that started and completed a task (the typed name is kept beside them).
  await db.schema.alterTable('diary_tasks').addColumn('started_account', 'text').execute();
  await db.schema.alterTable('diary_tasks').addColumn('completed_account', 'text').execute();
  await db.schema.alterTable('temperature_readings').addColumn('taken_account', 'text').execute();
  await db.schema.alterTable('diary_events').addColumn('version', 'integer', version).execute();
  await db.schema.alterTable('diary_events').addColumn('archived_at', 'text').execute();
  await db.schema.alterTable('diary_events').addColumn('archived_by', 'text').execute();
  await db.schema.alterTable('diary_reviews').addColumn('version', 'integer', version).execute();
  await db.schema
    .alterTable('diary_reviews')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('cutlet_days').addColumn('version', 'integer', version).execute();
  await db.schema
    .createIndex('diary_events_listing')
    .on('diary_events')
    .columns(['archived_at', 'date', 'id'])
    .execute();

  await db.schema
    .createTable('kitchen_corrections')
    .addColumn('id', serial, generatedId)
    /** The diary event the record belongs to; null for a cutlet day's record. */
    .addColumn('event_id', 'integer', (c) => c.references('diary_events.id').onDelete('cascade'))
    /** The cutlet day ('YYYY-MM-DD') the record belongs to; null for a diary event's record. */
    .addColumn('cutlet_date', 'text')
    /** 'task-completion', 'task-start', 'reading' or 'cutlet-check'. */
    .addColumn('record_kind', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    /** 'undo' or 'correct'. */
    .addColumn('action', 'text', (c) => c.notNull())
    /** The record as it was (JSON), and what replaced it (JSON) for a correction; null for an undo. */
    .addColumn('before_json', 'text', (c) => c.notNull())
    .addColumn('after_json', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    /** The name the cook typed, and the signed-in account that sent it. */
    .addColumn('made_by', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('made_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('kitchen_corrections_event')
    .on('kitchen_corrections')
    .columns(['event_id', 'id'])
    .execute();
  await db.schema
    .createIndex('kitchen_corrections_cutlet_day')
    .on('kitchen_corrections')
    .columns(['cutlet_date', 'id'])
    .execute();

  await giveEveryEventItsTasks(db);
}

/** Events whose task list was never created (or saved empty) get the default tasks, as a new event does. */
async function giveEveryEventItsTasks(db: Kysely<any>): Promise<void> {
  const events: { id: number }[] = await db
    .selectFrom('diary_events')
    .select('id')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('diary_tasks').select('id').whereRef('diary_tasks.event_id', '=', 'diary_events.id'))),
    )
    .execute();
  for (const { id } of events) {
    const rows = defaultTasks(id).map((task) => ({
      event_id: id,
      id: task.id,
      sort_order: task.sortOrder,
      task: task.task,
      completed: 0,
      due_date: task.dueDate,
      assigned_to: task.assignedTo,
      estimated_duration: task.estimatedDuration,
      start_time: task.startTime,
      description: task.description,
      has_video: task.hasVideo ? 1 : 0,
      video_url: task.videoUrl,
      is_temperature: task.isTemperature ? 1 : 0,
      temperature_value: null,
      temperature_check: task.temperatureCheck,
      is_final_task: task.isFinalTask ? 1 : 0,
      is_delivery: task.isDelivery ? 1 : 0,
      delivery_type: task.deliveryType,
      delivery_location: task.deliveryLocation,
      delivery_notes: task.deliveryNotes,
      started_at: null,
      started_by: null,
      completed_at: null,
      completed_by: null,
      sop_link: task.sopLink,
    }));
    await db.insertInto('diary_tasks').values(rows).execute();
    const list = await db
      .selectFrom('diary_task_lists')
      .select('version')
      .where('event_id', '=', id)
      .executeTakeFirst();
    if (list)
      await db
        .updateTable('diary_task_lists')
        .set({ version: list.version + 1 })
        .where('event_id', '=', id)
        .execute();
    else await db.insertInto('diary_task_lists').values({ event_id: id, version: 1 }).execute();
  }
}
