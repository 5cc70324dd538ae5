import type { Kysely } from 'kysely';

/**
 * Unpaid units are capped per phone as well as per client address, across events (issue 44): the
 * phone's unexpired holds are an index range, as the address's are. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('payment_holds_unpaid_by_phone')
    .on('payment_holds')
    .columns(['phone', 'status', 'expires_at', 'total_quantity'])
    .execute();
}
