import type { Kysely } from 'kysely';

/**
 * Who a payment hold belongs to: the client address (unpaid units are capped per address) and the
 * customer's normalised phone (one open hold per phone per event). Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_holds').addColumn('client_address', 'text').execute();
  await db.schema.alterTable('payment_holds').addColumn('phone', 'text').execute();
  await db.schema
    .createIndex('payment_holds_unpaid_by_address')
    .on('payment_holds')
    .columns(['client_address', 'status', 'expires_at', 'total_quantity'])
    .execute();
  await db.schema
    .createIndex('payment_holds_open_by_phone')
    .on('payment_holds')
    .columns(['event_id', 'phone', 'status'])
    .execute();
}
