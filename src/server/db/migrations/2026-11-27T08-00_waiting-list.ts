import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import { isPostgres } from '#server/db/database.ts';

/**
 * The waiting list of sold-out events, and mail about it: an outbox mail now tells of a booking or of
 * a waiting-list entry (its offer). Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  const serial = postgres ? 'serial' : 'integer';
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('waiting_list')
    .addColumn('id', serial, generatedId)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('client_address', 'text')
    .addColumn('offer_token', 'text', (c) => c.unique())
    .addColumn('offer_hold_id', 'integer', (c) => c.references('payment_holds.id'))
    .addColumn('offered_at', 'text')
    .addColumn('offer_expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('waiting_list_line').on('waiting_list').columns(['event_id', 'status', 'id']).execute();
  await db.schema.createIndex('waiting_list_phone').on('waiting_list').columns(['phone', 'status']).execute();
  await db.schema
    .createIndex('waiting_list_address')
    .on('waiting_list')
    .columns(['client_address', 'status'])
    .execute();
  await db.schema.createIndex('waiting_list_offer_hold').on('waiting_list').column('offer_hold_id').execute();

  if (postgres) {
    await sql`alter table mail_outbox alter column booking_id drop not null`.execute(db);
    await db.schema
      .alterTable('mail_outbox')
      .addColumn('waiting_entry_id', 'integer', (c) => c.references('waiting_list.id'))
      .execute();
  } else {
    // SQLite cannot drop a NOT NULL: the table is written again with the same rows.
    const columns = (table: CreateTableBuilder<string, never>) =>
      table
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('booking_id', 'integer', (c) => c.references('bookings.id'))
        .addColumn('waiting_entry_id', 'integer', (c) => c.references('waiting_list.id'))
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text');
    await columns(db.schema.createTable('mail_outbox_next')).execute();
    await sql`insert into mail_outbox_next (id, kind, booking_id, to_address, language, status, attempts,
      next_attempt_at, last_error, created_at, sent_at)
      select id, kind, booking_id, to_address, language, status, attempts, next_attempt_at, last_error,
      created_at, sent_at from mail_outbox`.execute(db);
    await db.schema.dropTable('mail_outbox').execute();
    await db.schema.alterTable('mail_outbox_next').renameTo('mail_outbox').execute();
    await db.schema
      .createIndex('mail_outbox_one_per_booking')
      .unique()
      .on('mail_outbox')
      .columns(['kind', 'booking_id'])
      .execute();
    await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
  }
  await db.schema
    .createIndex('mail_outbox_one_per_entry')
    .unique()
    .on('mail_outbox')
    .columns(['kind', 'waiting_entry_id'])
    .execute();
}
