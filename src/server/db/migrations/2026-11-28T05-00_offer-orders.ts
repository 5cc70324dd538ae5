import type { Kysely } from 'kysely';

/**
 * A waiting-list entry keeps the hold of the order made from its offer, so the offer's page can link
 * to the booking paid from it. Null for offers not taken up, and for entries kept before.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('waiting_list').addColumn('order_hold_id', 'integer').execute();
  await db.schema.createIndex('waiting_list_order_hold').on('waiting_list').column('order_hold_id').execute();
}
