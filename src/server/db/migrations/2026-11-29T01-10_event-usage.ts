import type { Kysely } from 'kysely';
import { isPostgres } from '#server/db/database.ts';

/**
 * What the kitchen used for a diary event (issue 46, the margin after the event): one row per inventory
 * item, the quantity used in the item's unit and the part of it taken from the stock (less when the
 * stock held less), so a correction gives back exactly what was taken. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const decimal = isPostgres(db) ? 'double precision' : 'real';
  await db.schema
    .createTable('event_usage')
    .addColumn('diary_event_id', 'integer', (c) => c.notNull().references('diary_events.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('inventory_items.id').onDelete('cascade'))
    .addColumn('quantity', decimal, (c) => c.notNull())
    .addColumn('taken_from_stock', decimal, (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_usage_pk', ['diary_event_id', 'item_id'])
    .execute();
  await db.schema.createIndex('event_usage_item').on('event_usage').column('item_id').execute();
}
