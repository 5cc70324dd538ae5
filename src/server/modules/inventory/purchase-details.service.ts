import type { Delivery, ItemPurchaseDetails, PurchaseDetailsInput } from '#shared/schemas/purchasing.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { fieldRefusal } from '#server/lib/http-error.ts';
import * as repo from './inventory.repo.ts';
import { itemNotFound, openingHistory } from './item-rules.ts';
import * as purchase from './purchase-details.repo.ts';

/** The purchase list's side of the inventory: each item's supplier and pack, and deliveries received. */

function toDetails(row: purchase.PurchaseDetailsRow): ItemPurchaseDetails {
  return {
    itemId: row.id,
    supplierName: row.supplier_name,
    supplierPhone: row.supplier_phone,
    supplierLanguage: row.supplier_language === 'ml' ? 'ml' : 'en',
    supplierEmail: row.supplier_email,
    purchasePack: Number(row.purchase_pack),
  };
}

/** Every item's supplier and pack, by item id. */
export async function listPurchaseDetails(db: DbOrTx): Promise<ItemPurchaseDetails[]> {
  return (await purchase.listPurchaseDetails(db)).map(toDetails);
}

/** Sets the item's supplier and pack; 404 when there is no such item. */
export async function setPurchaseDetails(
  db: Db,
  itemId: number,
  input: PurchaseDetailsInput,
): Promise<ItemPurchaseDetails> {
  const row: purchase.PurchaseDetailsRow = {
    id: itemId,
    supplier_name: input.supplierName,
    supplier_phone: input.supplierName === null ? null : input.supplierPhone,
    supplier_language: input.supplierLanguage,
    supplier_email: input.supplierName === null ? null : input.supplierEmail,
    purchase_pack: input.purchasePack,
  };
  return withTransaction(db, async (tx) => {
    if (!(await purchase.savePurchaseDetails(tx, row))) throw itemNotFound();
    await repo.markChanged(tx);
    return toDetails((await purchase.findPurchaseDetails(tx, itemId))!);
  });
}

/**
 * A delivery as received: each item's stock grows by what came and its price becomes what it cost (a
 * price-history entry credited to `actor`), all in one transaction. An unknown item refuses the whole
 * delivery: nothing is written.
 */
export function receiveDelivery(db: Db, delivery: Delivery, actor: string, at = new Date().toISOString()) {
  return withTransaction(db, async (tx) => {
    for (const [index, line] of delivery.lines.entries()) {
      const row = await repo.findItem(tx, line.itemId);
      if (!row) {
        throw fieldRefusal(400, 'purchase.refusals.unknownItem', `lines.${index}.itemId`, { id: line.itemId });
      }
      const history = await openingHistory(tx, row);
      history.push({ item_id: row.id, date: at, price_paise: line.pricePaise, changed_by: actor });
      await purchase.receiveInto(tx, row.id, line.quantity, line.pricePaise, at);
      await repo.insertHistory(tx, history);
    }
    await repo.markChanged(tx);
    return { items: delivery.lines.length };
  });
}
