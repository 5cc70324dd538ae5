import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '#server/db/database.ts';

/** Payment holds, bookings, webhook deduplication and the geocoder cache. Frozen once landed. */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  const serial = postgres ? 'serial' : 'integer';
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('payment_holds')
    .addColumn('id', serial, generatedId)
    .addColumn('receipt', 'text', (c) => c.notNull().unique())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('gateway_order_id', 'text', (c) => c.unique())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id'))
    .addColumn('order_json', 'text', (c) => c.notNull())
    .addColumn('total_quantity', 'integer', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_holds_capacity')
    .on('payment_holds')
    // Covering: capacity is summed from the index alone, without reading the rows.
    .columns(['event_id', 'status', 'expires_at', 'total_quantity'])
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', serial, generatedId)
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id'))
    .addColumn('hold_id', 'integer', (c) => c.notNull().unique().references('payment_holds.id'))
    .addColumn('gateway_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('payment_id', 'text', (c) => c.notNull().unique())
    .addColumn('event_title', 'text', (c) => c.notNull())
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('pincode', 'text', (c) => c.notNull())
    .addColumn('location_json', 'text')
    .addColumn('items_json', 'text', (c) => c.notNull())
    .addColumn('total_quantity', 'integer', (c) => c.notNull())
    .addColumn('coupon', 'text')
    .addColumn('subtotal_paise', 'integer', (c) => c.notNull())
    .addColumn('discount_percent', 'integer', (c) => c.notNull())
    .addColumn('discount_paise', 'integer', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('flags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('confirmed_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bookings_event_status')
    .on('bookings')
    .columns(['event_id', 'status', 'total_quantity'])
    .execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('geocode_cache')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('result_json', 'text', (c) => c.notNull())
    .addColumn('fetched_at', 'text', (c) => c.notNull())
    .execute();
}
