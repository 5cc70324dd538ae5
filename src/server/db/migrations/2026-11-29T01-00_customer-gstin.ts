import type { Kysely } from 'kysely';

/**
 * The customer's GSTIN and business name, when given with the order (issue 46): their tax invoice is
 * made out to that business. Bookings before have neither. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('customer_gstin', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('business_name', 'text').execute();
}
