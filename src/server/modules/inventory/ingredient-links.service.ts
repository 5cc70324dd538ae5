import type { IngredientLink, IngredientLinkInput } from '#shared/schemas/inventory.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import * as repo from './inventory.repo.ts';
import { itemNotFound } from './item-rules.ts';

/**
 * Which inventory item each recipe ingredient is bought as, set once by the owner from what an event
 * needs: the ingredient by its name's key, the item, and a density where a weight is kept as a volume.
 */

function toLink(row: repo.LinkRow): IngredientLink {
  return {
    ingredient: row.ingredient,
    itemId: row.item_id,
    gramsPerMl: row.grams_per_ml === null ? null : Number(row.grams_per_ml),
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

export async function listLinks(db: DbOrTx): Promise<IngredientLink[]> {
  return (await repo.listLinks(db)).map(toLink);
}

/** Links the ingredient to the item (replacing its link); 404 `inventory.notFound` (field itemId) when no such item. */
export function setLink(db: Db, input: IngredientLinkInput, actor: string): Promise<IngredientLink> {
  return withTransaction(db, async (tx) => {
    if (!(await repo.findItem(tx, input.itemId))) throw itemNotFound().about('itemId');
    const row: repo.LinkRow = {
      ingredient: input.ingredient,
      item_id: input.itemId,
      grams_per_ml: input.gramsPerMl,
      updated_at: new Date().toISOString(),
      updated_by: actor,
    };
    await repo.upsertLink(tx, row);
    return toLink(row);
  });
}

/** Removes the ingredient's link; 404 `inventory.links.notFound` when it had none. */
export async function clearLink(db: Db, ingredient: string): Promise<void> {
  if (!(await repo.deleteLink(db, ingredient))) throw textRefusal(404, 'inventory.links.notFound');
}
