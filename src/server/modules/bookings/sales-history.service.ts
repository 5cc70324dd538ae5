import type { DbOrTx } from '#server/db/database.ts';
import { listBookedUnits } from './sales-history.repo.ts';

/**
 * How each sale's slots went: the units of every booking not cancelled, by event, with when it was
 * booked. A cancelled booking gave its slots back, so it is not part of how the sale filled.
 */
export async function bookedUnitsByEvent(db: DbOrTx): Promise<Map<number, { at: string; units: number }[]>> {
  const byEvent = new Map<number, { at: string; units: number }[]>();
  for (const row of await listBookedUnits(db)) {
    const list = byEvent.get(row.event_id) ?? [];
    list.push({ at: row.created_at, units: Number(row.total_quantity) });
    byEvent.set(row.event_id, list);
  }
  return byEvent;
}
