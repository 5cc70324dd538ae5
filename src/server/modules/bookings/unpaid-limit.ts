import type { Db, DbOrTx } from '#server/db/database.ts';
import * as repo from './bookings.repo.ts';
import type { UnpaidUnits } from './bookings.repo.ts';

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

/** Units given back by the holds a new one replaces, as counted against the address and the phone. */
type Freed = { address: number; phone: number };
const NOTHING_FREED: Freed = { address: 0, phone: 0 };

/** The units the buyer may still hold unpaid at `now`; Infinity with no limit. */
export async function unpaidAllowance(tx: DbOrTx, buyer: Buyer, maxUnpaidUnits: number, now: string): Promise<number> {
  if (maxUnpaidUnits <= 0) return Infinity;
  return allowanceOf(await repo.unpaidUnitsOfBuyer(tx, buyer, now), maxUnpaidUnits);
}

/**
 * unpaidAllowance from the buyer's unpaid units already read (an order reads them with its hold lookup),
 * `freed` given back: the buyer's own holds the new one replaces, as counted against the address and the phone.
 */
export function allowanceOf(unpaid: UnpaidUnits, maxUnpaidUnits: number, freed: Freed = NOTHING_FREED): number {
  if (maxUnpaidUnits <= 0) return Infinity;
  return maxUnpaidUnits - Math.max(unpaid.address - freed.address, unpaid.phone - freed.phone);
}
