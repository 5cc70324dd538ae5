import { sql, type Kysely } from 'kysely';
import { isPostgres } from '#server/db/database.ts';

/**
 * On PostgreSQL, the statement that counts a new hold into its event's counter, sent with the COMMIT
 * (capacity.service.ts, takeHeldUnitsIfRoom), becomes a function: an anonymous `do` block was compiled
 * and its update planned afresh on every order, while a function's plan is kept by each connection.
 * It raises MN001 when the counter has no room as it stands. SQLite sends the update itself. Frozen once
 * landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create function take_held_units(taken_event integer, taken_units integer, hold_expires_at text)
    returns void language plpgsql as $$
    begin
      update event_capacity set held_units = held_units + taken_units
        where event_id = taken_event and expired_through < hold_expires_at
          and max_orders - booked_units - held_units >= taken_units;
      if not found then raise exception using errcode = 'MN001'; end if;
    end $$
  `.execute(db);
}
