import type { Db, DbOrTx } from '#server/db/database.ts';
import * as repo from './bookings.repo.ts';

/**
 * The unpaid units one buyer may hold at once, across events (MAX_UNPAID_UNITS_PER_ADDRESS, 0 for no
 * limit), counted against the buyer's client group (IPv4 address, IPv6 /64) and against their phone
 * alike, whatever made the hold: an order, an order that replaces the browser's earlier one, an offer
 * from the waiting list. Kept per database for the changes no request makes (the waiting-list round).
 */
export const unpaidLimit = (() => {
  const limits = new WeakMap<Db, number>();
  return {
    set: (db: Db, maxUnpaidUnits: number) => void limits.set(db, maxUnpaidUnits),
    of: (db: Db): number => limits.get(db) ?? 0,
  };
})();

/** Who a hold is for, as the limit counts them. */
export interface Buyer {
  clientAddress: string | null;
  phone: string;
}

/**
 * The units the buyer may still hold unpaid at `now`, `freed` given back (the buyer's own holds the
 * new one replaces, as counted against the address and the phone); Infinity with no limit.
 */
export async function unpaidAllowance(
  tx: DbOrTx,
  buyer: Buyer,
  maxUnpaidUnits: number,
  now: string,
  freed: { address: number; phone: number } = { address: 0, phone: 0 },
): Promise<number> {
  if (maxUnpaidUnits <= 0) return Infinity;
  const unpaid = await repo.unpaidUnitsOfBuyer(tx, buyer, now);
  return maxUnpaidUnits - Math.max(unpaid.address - freed.address, unpaid.phone - freed.phone);
}
