import type { DbOrTx } from '#server/db/database.ts';

/** Each booking not cancelled: its event, when it was booked and its units, oldest first. */
export function listBookedUnits(
  db: DbOrTx,
): Promise<{ event_id: number; created_at: string; total_quantity: number }[]> {
  return db
    .selectFrom('bookings')
    .select(['event_id', 'created_at', 'total_quantity'])
    .where('status', '!=', 'cancelled')
    .orderBy('created_at')
    .execute();
}
