import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '#server/db/database.ts';

/**
 * Mail waiting to go out: written in the same transaction as what it tells of (a booking), sent after
 * that has committed, retried with backoff, never holding up the payment. One mail of a kind per
 * booking. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  const serial = postgres ? 'serial' : 'integer';
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', serial, generatedId)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('mail_outbox_one_per_booking')
    .unique()
    .on('mail_outbox')
    .columns(['kind', 'booking_id'])
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
}
