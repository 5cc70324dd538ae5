import type { z } from 'zod';
import { recipeAmount, toBaseUnit } from '#shared/domain/kitchen/recipe-scaling.ts';
import type { Role } from '#shared/domain/access.ts';
import {
  RECIPE_KEYS,
  recipeSchema,
  type Collection,
  type CollectionSummary,
  type newCollectionSchema,
  type RecipeKey,
  type recipeCostSchema,
  type VersionedRecipe,
} from '#shared/schemas/recipes.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import type { RecipeCollectionRow, RecipeRow } from '#server/db/schema.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { staleRecord, textRefusal } from '#server/lib/http-error.ts';
import { pricedItems, type PricedItem } from '#server/modules/inventory/inventory.service.ts';
import * as repo from './recipes.repo.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';

type RecipeCost = z.infer<typeof recipeCostSchema>;
type NewCollection = z.output<typeof newCollectionSchema>;

export const collectionNotFound = () => textRefusal(404, 'refusals.recipes.notFound');
const publishedRefusal = () => textRefusal(409, 'refusals.recipes.published');

function toSummary(row: RecipeCollectionRow): CollectionSummary {
  return {
    id: row.id,
    date: row.date,
    name: { en: row.name_en, ml: row.name_ml },
    badge: { en: row.badge_en, ml: row.badge_ml },
    status: row.status,
    createdBy: row.created_by,
  };
}

/** A stored recipe, checked against the contract, with its version. */
function toRecipe(row: RecipeRow): VersionedRecipe {
  return { ...recipeSchema.parse(JSON.parse(row.body)), version: row.version };
}

/** The stored recipes in the book's order (meat, rice, chutney). */
function toRecipes(rows: RecipeRow[]): VersionedRecipe[] {
  return rows.map(toRecipe).sort((a, b) => RECIPE_KEYS.indexOf(a.key) - RECIPE_KEYS.indexOf(b.key));
}

const seesDrafts = (role: Role) => role === 'admin';

/** The collection as its reader may see it: a draft is unknown to staff. */
async function visibleCollection(db: DbOrTx, id: number, role: Role): Promise<RecipeCollectionRow> {
  const row = await repo.findCollection(db, id);
  if (!row || (row.status !== 'published' && !seesDrafts(role))) throw collectionNotFound();
  return row;
}

/** A draft the admin may change: 404 when unknown, 409 when published. */
async function requireDraft(db: DbOrTx, id: number): Promise<RecipeCollectionRow> {
  const row = await repo.findCollection(db, id);
  if (!row) throw collectionNotFound();
  if (row.status === 'published') throw publishedRefusal();
  return row;
}

/**
 * The recipes the kitchen cooked by on `date`: the newest published collection dated on or before it,
 * else (an event before the first collection) the oldest published one; null when none is published.
 */
export async function publishedCollectionOn(db: DbOrTx, date: string): Promise<Collection | null> {
  const published = await repo.listCollections(db, false);
  const chosen = published.find((row) => row.date <= date) ?? published.at(-1);
  return chosen ? readCollection(db, chosen.id, 'admin') : null;
}

/** Newest day first; staff see the published ones, admins the drafts as well. */
export async function listCollections(db: DbOrTx, role: Role): Promise<CollectionSummary[]> {
  return (await repo.listCollections(db, seesDrafts(role))).map(toSummary);
}

export async function readCollection(db: DbOrTx, id: number, role: Role): Promise<Collection> {
  const row = await visibleCollection(db, id, role);
  return { ...toSummary(row), recipes: toRecipes(await repo.listRecipes(db, id)) };
}

const dateTaken = (date: string) => textRefusal(409, 'refusals.recipes.dateTaken', { date });

/** A draft dated `date`, holding a copy of another collection's recipes; one collection per date. */
export async function createCollection(db: Db, input: NewCollection, createdBy: string): Promise<Collection> {
  try {
    return await withTransaction(db, async (tx) => {
      const source = await repo.findCollection(tx, input.copyFrom);
      if (!source) throw textRefusal(404, 'refusals.recipes.sourceNotFound');
      if (await repo.findCollectionByDate(tx, input.date)) throw dateTaken(input.date);
      const recipes = toRecipes(await repo.listRecipes(tx, source.id));
      const { id } = await repo.insertCollection(tx, {
        date: input.date,
        name_en: input.name.en,
        name_ml: input.name.ml,
        badge_en: input.badge.en,
        badge_ml: input.badge.ml,
        status: 'draft',
        created_at: new Date().toISOString(),
        created_by: createdBy,
        published_at: null,
      });
      await repo.insertRecipes(
        tx,
        recipes.map(({ version: _version, ...recipe }) => ({
          collection_id: id,
          key: recipe.key,
          body: JSON.stringify(recipe),
        })),
      );
      return readCollection(tx, id, 'admin');
    });
  } catch (error) {
    // Two copies to one date at once: the second meets the unique date.
    if (isUniqueViolation(error)) throw dateTaken(input.date);
    throw error;
  }
}

const recipeNotFound = () => textRefusal(404, 'refusals.recipes.recipeNotFound');

/**
 * Replaces one recipe of a draft whole, from the version the editor read, and bumps it. Refused with
 * nothing written: 404 for an unknown collection or a recipe it does not hold, 409 for a published
 * one, and 409 with the recipe as it is now when someone saved it since that version.
 */
export function saveRecipe(db: Db, id: number, key: RecipeKey, input: VersionedRecipe): Promise<Collection> {
  const { version, ...recipe } = input;
  return withTransaction(db, async (tx) => {
    await requireDraft(tx, id);
    const row = await repo.findRecipe(tx, id, key);
    if (!row) throw recipeNotFound();
    if (row.version !== version) throw staleRecord(toRecipe(row));
    const saved = await repo.saveRecipe(tx, id, key, version, JSON.stringify(recipeSchema.parse(recipe)));
    if (!saved) throw staleRecord(toRecipe((await repo.findRecipe(tx, id, key))!));
    return readCollection(tx, id, 'admin');
  });
}

export function publishCollection(db: Db, id: number): Promise<Collection> {
  return withTransaction(db, async (tx) => {
    const row = await repo.findCollection(tx, id);
    if (!row) throw collectionNotFound();
    if (row.status === 'published') {
      throw textRefusal(409, 'refusals.recipes.alreadyPublished');
    }
    await repo.publishCollection(tx, id, new Date().toISOString());
    return readCollection(tx, id, 'admin');
  });
}

/** Only a draft may be deleted: a published collection is the kitchen's history. */
export async function deleteCollection(db: Db, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    await requireDraft(tx, id);
    await repo.deleteCollection(tx, id);
  });
}

/**
 * What each recipe of the collection costs at `servings`, from the linked inventory items' current
 * prices (per the item's unit; kg/g and L/ml convert): the batch the calculator shows (a small batch is
 * the base recipe's), and that batch shared by the servings. An ingredient without a quantity, a link, a
 * priced item or a unit that converts to the item's is listed as uncosted and left out of the sum.
 */
export async function recipeCosts(db: DbOrTx, id: number, servings: number, role: Role): Promise<RecipeCost[]> {
  const { recipes } = await readCollection(db, id, role);
  const linked = recipes.flatMap((recipe) => recipe.ingredients.flatMap((each) => each.inventoryItemId ?? []));
  const items = await pricedItems(db, [...new Set(linked)]);
  return recipes.map((recipe) => {
    let batch = 0;
    const uncosted: string[] = [];
    for (const ingredient of recipe.ingredients) {
      const item = ingredient.inventoryItemId === null ? undefined : items.get(ingredient.inventoryItemId);
      const cost =
        item && ingredient.quantity !== null && item.current_price_paise > 0
          ? ingredientCost(
              recipeAmount(ingredient.quantity, servings, recipe.baseServings, ingredient.scaling),
              ingredient.unit,
              item,
            )
          : null;
      if (cost === null) uncosted.push(ingredient.name.en);
      else batch += cost;
    }
    const batchCostPaise = Math.round(batch);
    const perServingPaise = servings > 0 ? Math.round(batch / servings) : 0;
    return { key: recipe.key, batchCostPaise, perServingPaise, uncosted };
  });
}

/** Paise (unrounded) for `amount` of `unit` at the item's price per its own unit; null when the units do not match. */
function ingredientCost(amount: number, unit: string, item: PricedItem): number | null {
  const needed = toBaseUnit(amount, unit);
  const priced = toBaseUnit(1, item.unit);
  const sameUnit = needed.converted
    ? priced.converted && needed.unit === priced.unit
    : !priced.converted && needed.unit.toLowerCase() === priced.unit.toLowerCase();
  if (!sameUnit) return null;
  return (needed.amount / priced.amount) * item.current_price_paise;
}
