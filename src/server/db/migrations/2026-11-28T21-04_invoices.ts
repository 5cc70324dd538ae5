import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '#server/db/database.ts';

/**
 * Tax invoices, credit notes and receipts (issue 46), each with what it printed kept as it was issued;
 * and the counters that number invoices and credit notes without gaps in each financial year.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  const serial = postgres ? 'serial' : 'integer';
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('invoice_counters')
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_counters_pk', ['series', 'financial_year'])
    .execute();
  await db.schema
    .createTable('invoices')
    .addColumn('id', serial, generatedId)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('financial_year', 'text')
    .addColumn('sequence', 'integer')
    .addColumn('booking_id', 'integer', (c) => c.notNull())
    .addColumn('refund_id', 'integer', (c) => c.unique())
    .addColumn('original_id', 'integer')
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('issued_on', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('customer_json', 'text', (c) => c.notNull())
    .addColumn('customer_gstin', 'text')
    .addColumn('seller_json', 'text', (c) => c.notNull())
    .addColumn('lines_json', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .addColumn('taxable_paise', 'integer', (c) => c.notNull())
    .addColumn('cgst_paise', 'integer', (c) => c.notNull())
    .addColumn('sgst_paise', 'integer', (c) => c.notNull())
    .addColumn('cgst_basis_points', 'integer', (c) => c.notNull())
    .addColumn('sgst_basis_points', 'integer', (c) => c.notNull())
    .execute();
  // A number is issued once in its kind; a booking has one invoice or receipt.
  await db.schema.createIndex('invoices_number').on('invoices').columns(['kind', 'number']).unique().execute();
  await db.schema.createIndex('invoices_booking').on('invoices').columns(['booking_id', 'kind']).execute();
  await db.schema.createIndex('invoices_issued_on').on('invoices').column('issued_on').execute();
}
