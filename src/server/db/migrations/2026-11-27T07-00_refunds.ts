import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '#server/db/database.ts';

/**
 * Refunds of bookings: one row per refund asked for (a customer's cancellation, or the admin's), with
 * the key the gateway is asked with every time, so that it is never paid twice. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  const serial = postgres ? 'serial' : 'integer';
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('refunds')
    .addColumn('id', serial, generatedId)
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('gateway_refund_id', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_check_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refunds_of_booking').on('refunds').column('booking_id').execute();
  await db.schema.createIndex('refunds_due').on('refunds').columns(['status', 'next_check_at']).execute();
  await db.schema.createIndex('refunds_gateway_id').on('refunds').column('gateway_refund_id').execute();
}
