import type { DbOrTx } from '#server/db/database.ts';
import { listSaleOpenings } from './sale-openings.repo.ts';

/** An event as the sell-out forecast reads it: its day, its capacity and when its sale opened. */
export interface SaleOpening {
  eventId: number;
  date: string;
  capacity: number;
  openedAt: string | null;
}

export async function saleOpenings(db: DbOrTx): Promise<SaleOpening[]> {
  return (await listSaleOpenings(db)).map((row) => ({
    eventId: row.id,
    date: row.date,
    capacity: row.max_orders,
    openedAt: row.sale_opened_at,
  }));
}
