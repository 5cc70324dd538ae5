import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '#server/db/database.ts';

/** Who changed a booking's status, from what, to what and when. Frozen once landed. */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('booking_status_changes')
    .addColumn('id', postgres ? 'serial' : 'integer', generatedId)
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('booking_status_changes_booking')
    .on('booking_status_changes')
    .column('booking_id')
    .execute();
}
