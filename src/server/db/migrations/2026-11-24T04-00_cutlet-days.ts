import type { Kysely } from 'kysely';
import { isPostgres } from '#server/db/database.ts';

/**
 * The cutlet production tool's days, kept on the server: a row per day that something was saved for
 * (locked by every change of the day), the numbers entered for it, its checked items (one row per day
 * and item: a second check of the same item finds the first) and its completed tasks. Diary events
 * record their leftover meat (kg) when completed, for the next cutlet day. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const decimal = isPostgres(db) ? 'double precision' : 'real';
  await db.schema
    .createTable('cutlet_days')
    .addColumn('date', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('cutlet_values')
    .addColumn('date', 'text', (c) => c.notNull().references('cutlet_days.date').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('value', decimal, (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cutlet_values_pk', ['date', 'field'])
    .execute();
  await db.schema
    .createTable('cutlet_checks')
    .addColumn('date', 'text', (c) => c.notNull().references('cutlet_days.date').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('value', 'text')
    .addColumn('worker', 'text', (c) => c.notNull())
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cutlet_checks_pk', ['date', 'item_id'])
    .execute();
  await db.schema
    .createTable('cutlet_completions')
    .addColumn('date', 'text', (c) => c.notNull().references('cutlet_days.date').onDelete('cascade'))
    .addColumn('task_id', 'text', (c) => c.notNull())
    .addColumn('worker', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cutlet_completions_pk', ['date', 'task_id'])
    .execute();
  await db.schema.alterTable('diary_events').addColumn('leftover_meat_kg', decimal).execute();
}
