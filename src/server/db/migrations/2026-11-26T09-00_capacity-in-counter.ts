import { sql, type Kysely } from 'kysely';

/**
 * The event's capacity moves into its counter row (event_capacity.max_orders), so that an order checks
 * the capacity as it stands under the counter's lock, never a copy read before an admin changed it.
 * events.max_orders stays what screens read; both are written in the one transaction that changes
 * them. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('event_capacity')
    .addColumn('max_orders', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update event_capacity
    set max_orders = (select e.max_orders from events e where e.id = event_capacity.event_id)
  `.execute(db);
}
