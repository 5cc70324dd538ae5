import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '#server/db/database.ts';

interface LegacyDiaryEvent {
  title: string;
  date: string;
  description: string;
  assigned_to: string | null;
  created_at: string;
  created_by: string;
  is_completed: number;
  estimated_attendance: number;
  updated_at: string;
}

/**
 * The kitchen diary: diary events get numeric ids and a link to a storefront sales event, and gain
 * their task lists, people counts, reviews and temperature readings. The foundation's diary_events
 * (text ids, nothing pointing at it) is rebuilt with its rows kept. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  const serial = postgres ? 'serial' : 'integer';
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());
  const double = postgres ? 'double precision' : 'real';
  const diaryEvent = (c: ColumnDefinitionBuilder) => c.notNull().references('diary_events.id').onDelete('cascade');

  const legacy: LegacyDiaryEvent[] = await db
    .selectFrom('diary_events')
    .select([
      'title',
      'date',
      'description',
      'assigned_to',
      'created_at',
      'created_by',
      'is_completed',
      'estimated_attendance',
      'updated_at',
    ])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  await db.schema.dropTable('diary_events').execute();

  await db.schema
    .createTable('diary_events')
    .addColumn('id', serial, generatedId)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('assigned_to', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('is_completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('estimated_attendance', 'integer', (c) => c.notNull())
    .addColumn('sales_event_id', 'integer', (c) => c.references('events.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  for (const row of legacy) {
    await db
      .insertInto('diary_events')
      .values({ ...row, assigned_to: row.assigned_to ?? '' })
      .execute();
  }

  await db.schema
    .createTable('diary_tasks')
    .addColumn('event_id', 'integer', diaryEvent)
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('task', 'text', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('assigned_to', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('estimated_duration', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('has_video', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('video_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_temperature', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('temperature_value', double)
    .addColumn('temperature_check', 'text')
    .addColumn('is_final_task', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_delivery', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_type', 'text')
    .addColumn('delivery_location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('started_at', 'text')
    .addColumn('started_by', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('completed_by', 'text')
    .addColumn('sop_link', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('diary_tasks_pk', ['event_id', 'id'])
    .execute();

  await db.schema
    .createTable('diary_task_lists')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('diary_events.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('diary_people')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('diary_events.id').onDelete('cascade'))
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('diary_reviews')
    .addColumn('event_id', 'integer', diaryEvent)
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('reviewer_name', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('youtube_link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('diary_reviews_pk', ['event_id', 'id'])
    .execute();

  await db.schema
    .createTable('temperature_readings')
    .addColumn('id', serial, generatedId)
    .addColumn('event_id', 'integer', diaryEvent)
    .addColumn('task_id', 'text', (c) => c.notNull())
    .addColumn('value_c', double, (c) => c.notNull())
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .addColumn('taken_by', 'text', (c) => c.notNull())
    .addColumn('check_kind', 'text', (c) => c.notNull())
    .addColumn('in_range', 'integer', (c) => c.notNull())
    .addColumn('corrective_action', 'text')
    .execute();
  await db.schema
    .createIndex('temperature_readings_event')
    .on('temperature_readings')
    .columns(['event_id', 'id'])
    .execute();
}
