import type { DbOrTx } from '#server/db/database.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import * as repo from './inventory.repo.ts';

/** 404 for an inventory item that does not exist: shared by the inventory's services. */
export const itemNotFound = () => textRefusal(404, 'inventory.notFound');

/**
 * A seeded item without a history yet: its current price as its first entry, written before the first
 * change of its price (none when it has a history).
 */
export async function openingHistory(tx: DbOrTx, row: repo.ItemRow): Promise<repo.NewHistoryRow[]> {
  if ((await repo.listHistory(tx, row.id)).length) return [];
  return [{ item_id: row.id, date: row.last_updated, price_paise: row.current_price_paise, changed_by: null }];
}
