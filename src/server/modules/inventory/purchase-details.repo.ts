import type { DbOrTx } from '#server/db/database.ts';

/** The purchase columns of inventory items: who each is bought from and in what pack. */
export interface PurchaseDetailsRow {
  id: number;
  supplier_name: string | null;
  supplier_phone: string | null;
  supplier_language: string;
  supplier_email: string | null;
  purchase_pack: number;
}

const COLUMNS = [
  'id',
  'supplier_name',
  'supplier_phone',
  'supplier_language',
  'supplier_email',
  'purchase_pack',
] as const;

export function listPurchaseDetails(db: DbOrTx): Promise<PurchaseDetailsRow[]> {
  return db.selectFrom('inventory_items').select(COLUMNS).orderBy('id').execute();
}

export function findPurchaseDetails(db: DbOrTx, id: number): Promise<PurchaseDetailsRow | undefined> {
  return db.selectFrom('inventory_items').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** False when there is no such item. */
export async function savePurchaseDetails(db: DbOrTx, row: PurchaseDetailsRow): Promise<boolean> {
  const { id, ...columns } = row;
  const result = await db.updateTable('inventory_items').set(columns).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A delivery's item: its stock grows by `quantity`, its price becomes `pricePaise`; the version and last update move. */
export async function receiveInto(
  db: DbOrTx,
  id: number,
  quantity: number,
  pricePaise: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('inventory_items')
    .set((eb) => ({
      quantity: eb('quantity', '+', quantity),
      current_price_paise: pricePaise,
      last_updated: at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
