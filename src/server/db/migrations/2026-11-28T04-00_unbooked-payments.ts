import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '#server/db/database.ts';

/**
 * Payments the gateway captured that could not become a booking (their hold is gone, or the amount is
 * not the hold's), kept until the owner refunds them; and the last reconciliation pass's result.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  const serial = postgres ? 'serial' : 'integer';
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('unbooked_payments')
    .addColumn('id', serial, generatedId)
    .addColumn('payment_id', 'text', (c) => c.notNull().unique())
    .addColumn('gateway_order_id', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('found_at', 'text', (c) => c.notNull())
    .addColumn('refund_key', 'text', (c) => c.notNull().unique())
    .addColumn('gateway_refund_id', 'text')
    .addColumn('refunded_by', 'text')
    .addColumn('refunded_at', 'text')
    .execute();
  await db.schema.createIndex('unbooked_payments_found').on('unbooked_payments').column('found_at').execute();
  await db.schema
    .createTable('reconciliation_passes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('ran_at', 'text', (c) => c.notNull())
    .addColumn('checked', 'integer', (c) => c.notNull())
    .addColumn('booked', 'integer', (c) => c.notNull())
    .addColumn('unmatched', 'integer', (c) => c.notNull())
    .addColumn('unreachable', 'integer', (c) => c.notNull())
    .execute();
}
