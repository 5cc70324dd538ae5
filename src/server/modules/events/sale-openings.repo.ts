import type { DbOrTx } from '#server/db/database.ts';

export interface SaleOpeningRow {
  id: number;
  date: string;
  max_orders: number;
  sale_opened_at: string | null;
}

/** Every event's day, capacity and when its sale opened (null when never opened). */
export function listSaleOpenings(db: DbOrTx): Promise<SaleOpeningRow[]> {
  return db.selectFrom('events').select(['id', 'date', 'max_orders', 'sale_opened_at']).orderBy('id').execute();
}
