import { sql, type Kysely } from 'kysely';

/**
 * A capacity counter per event, so that checking and taking capacity costs the same whatever the
 * number of units held (see modules/bookings/capacity.ts for the rule that keeps it exact):
 *   booked_units    = units of the event's bookings that are not cancelled
 *   held_units      = units of its holds with status 'held' and expires_at > expired_through
 *   expired_through = the moment up to which expired holds have been taken out of held_units
 * Filled here from the rows as they stand. Holds already expired are counted out at once; their
 * status stays 'held' so that reconciliation still asks the gateway whether they were paid.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_capacity')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('booked_units', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('held_units', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expired_through', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  const now = new Date().toISOString();
  await sql`
    insert into event_capacity (event_id, booked_units, held_units, expired_through)
    select
      e.id,
      coalesce((select sum(b.total_quantity) from bookings b where b.event_id = e.id and b.status <> 'cancelled'), 0),
      coalesce(
        (select sum(h.total_quantity) from payment_holds h
          where h.event_id = e.id and h.status = 'held' and h.expires_at > ${now}),
        0
      ),
      ${now}
    from events e
  `.execute(db);
}
