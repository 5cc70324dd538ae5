import type { IngredientLink, InventoryItem } from '#shared/schemas/inventory.ts';
import { rupeesToPaise } from '../money.ts';
import type { Recipe, RecipeKey } from '#shared/schemas/recipes.ts';
import { roundHalfAway } from './amounts.ts';
import { recipeAmount } from './recipe-scaling.ts';
import { ingredientKey, suggestItems } from './stock-matching.ts';
import { convertAmount } from './unit-conversion.ts';

/**
 * What a diary event needs (the inventory estimate): the ingredients of the recipes
 * scaled to the event's people, matched to inventory items, against their stock and current prices.
 * Pure: the screen passes in the recipes, the people count, the inventory and the owner's links.
 */

/** The low-stock flag: more than 70 % of what is needed still has to be bought. */
export const LOW_STOCK_SHARE = 0.7;
/** The estimate shows the five biggest expenses. */
export const TOP_EXPENSES = 5;

/**
 * ok: matched to an item whose unit the amount converts to; unlinked: no item of that id or name;
 * unitMismatch: matched, but the units do not convert (g of an item kept in L without a density,
 * pieces of one in kg).
 */
export type NeedStatus = 'ok' | 'unlinked' | 'unitMismatch';

/** The link of an ingredient to an item, as the needs use it. */
export type StockLink = Pick<IngredientLink, 'ingredient' | 'itemId' | 'gramsPerMl'>;

export interface NeedLine {
  /** Stable per line: the item, or the ingredient's name and unit when it has no usable item. */
  key: string;
  /** The ingredient's name, as the first recipe using it writes it. */
  name: { en: string; ml: string };
  /** The ingredient as a link names it (ingredientKey of its English name). */
  ingredient: string;
  /** The item was found through the owner's link. */
  linked: boolean;
  recipes: RecipeKey[];
  status: NeedStatus;
  /** The matched item (also for a unit mismatch); null when unlinked. */
  itemId: number | null;
  itemName: string | null;
  itemNameMl: string | null;
  /** The unit the item is kept in. */
  itemUnit: string | null;
  /** In `unit`: the item's unit when ok, else the ingredient's own unit. */
  needed: number;
  unit: string;
  /** Only for ok lines: the stock, what is left to buy (never below 0), their costs in whole paise. */
  inStock: number | null;
  toBuy: number | null;
  /** The item's price per its unit; 0 means no price is set yet. */
  pricePaise: number | null;
  costPaise: number | null;
  buyCostPaise: number | null;
  /** More than LOW_STOCK_SHARE of the need still to buy. */
  lowStock: boolean;
}

export interface EventNeeds {
  people: number;
  lines: NeedLine[];
  /** What the event's ingredients cost at current prices (ok lines). */
  totalCostPaise: number;
  /** What the shopping costs: only what is to buy. */
  shoppingCostPaise: number;
  /** The biggest costs, at most TOP_EXPENSES, priced lines only. */
  topExpenses: NeedLine[];
  /** The ok lines with something to buy, in recipe order. */
  shopping: NeedLine[];
  /** Lines the stock cannot be checked for (unlinked or units that do not convert): for the cook to check or link. */
  unchecked: NeedLine[];
  /** Ok lines whose item has no price yet (cost counted as 0). */
  unpriced: NeedLine[];
}

const nameKey = (name: string) => name.trim().toLocaleLowerCase('en');

export interface StockMatch {
  item: InventoryItem;
  /**
   * How it was found: the owner's link, the recipe's own link, the item's exact name, or the one item
   * whose name is nearly the same ('Caraway' kept as 'Caraway Seeds') in a unit that converts.
   */
  via: 'link' | 'recipe' | 'name' | 'near';
  /** The link's density (grams per ml), for a weight kept as a volume or the other way. */
  gramsPerMl: number | null;
}

/**
 * The item an ingredient is bought as: the one the owner linked its name to, else the one its recipe
 * names, else the one of exactly its English name (case-insensitive, an active item before an
 * inactive one), else the only active item of nearly its name in a unit it converts to; null when none. A link to an item since removed counts as none.
 */
export function matchItem(
  ingredient: { name: { en: string }; inventoryItemId: number | null; unit?: string },
  items: readonly InventoryItem[],
  links: readonly StockLink[] = [],
): StockMatch | null {
  const unit = ingredient.unit;
  const key = ingredientKey(ingredient.name.en);
  const link = links.find((each) => each.ingredient === key);
  const linked = link && items.find((item) => item.id === link.itemId);
  if (linked) return { item: linked, via: 'link', gramsPerMl: link.gramsPerMl };
  if (ingredient.inventoryItemId !== null) {
    const named = items.find((item) => item.id === ingredient.inventoryItemId);
    if (named) return { item: named, via: 'recipe', gramsPerMl: null };
  }
  const wanted = nameKey(ingredient.name.en);
  const named = items.filter((item) => nameKey(item.name) === wanted);
  const item = named.find((each) => each.isActive) ?? named[0];
  if (item) return { item, via: 'name', gramsPerMl: null };
  const near = unit === undefined ? [] : nearItems(ingredient.name.en, unit, items);
  return near.length === 1 ? { item: near[0]!, via: 'near', gramsPerMl: null } : null;
}

/** Names at least this alike are the same thing written two ways ('Caraway', 'Caraway Seeds'). */
export const NEAR_NAME_SIMILARITY = 0.8;

/** Active items of nearly the same name and the same head word, whose unit converts without a density. */
function nearItems(name: string, unit: string, items: readonly InventoryItem[]): InventoryItem[] {
  return suggestItems({ name, unit }, items)
    .filter((one) => one.similarity >= NEAR_NAME_SIMILARITY && one.sameHead && !one.needsDensity)
    .map((one) => one.item);
}

/**
 * How inventory quantities are shown: two decimals and the unit ('2.40 kg'). An amount above
 * 0 too small for two decimals (4 g of saffron in kg) reads '< 0.01 kg', never as nothing.
 */
export function formatNeedQuantity(amount: number, unit: string): string {
  const rounded = roundHalfAway(amount, 2);
  const number = amount > 0 && Number(rounded) === 0 ? '< 0.01' : rounded;
  return unit.trim() ? `${number} ${unit.trim()}` : number;
}

/** Sums of scaled amounts keep float noise (8.000000000001 kg): amounts are kept to a millionth. */
const tidy = (amount: number) => Math.round(amount * 1e6) / 1e6;

/** An amount of an item at its price per unit, in whole paise: every ingredient cost (needed or used) is rounded so. */
export const lineCostPaise = (quantity: number, pricePaise: number) => Math.round(quantity * pricePaise);

interface Draft {
  line: NeedLine;
  item: InventoryItem | null;
}

function finish({ line, item }: Draft): NeedLine {
  if (line.status !== 'ok' || !item) return { ...line, needed: tidy(line.needed) };
  const needed = tidy(line.needed);
  const inStock = item.quantity;
  const toBuy = tidy(Math.max(0, needed - inStock));
  const price = rupeesToPaise(item.currentPrice);
  return {
    ...line,
    needed,
    inStock,
    toBuy,
    pricePaise: price,
    costPaise: lineCostPaise(needed, price),
    buyCostPaise: lineCostPaise(toBuy, price),
    lowStock: needed > 0 && toBuy > LOW_STOCK_SHARE * needed,
  };
}

/**
 * The event's needs: every ingredient with a quantity, for `people` by the recipes' one rule
 * (recipeAmount: a small batch is bought as the base recipe); the same item (or, unmatched, the same name and unit) used by several recipes is one line.
 * Ingredients written as text ('as needed') have no amount and are left out.
 */
export function eventNeeds(
  recipes: readonly Recipe[],
  people: number,
  items: readonly InventoryItem[],
  links: readonly StockLink[] = [],
): EventNeeds {
  const drafts = new Map<string, Draft>();
  for (const recipe of recipes) {
    for (const ingredient of recipe.ingredients) {
      if (ingredient.quantity === null) continue;
      const amount = recipeAmount(ingredient.quantity, people, recipe.baseServings, ingredient.scaling);
      const match = matchItem(ingredient, items, links);
      const item = match?.item ?? null;
      const inItemUnit = match ? convertAmount(amount, ingredient.unit, match.item.unit, match.gramsPerMl) : null;
      const status: NeedStatus = !item ? 'unlinked' : inItemUnit === null ? 'unitMismatch' : 'ok';
      const unit = status === 'ok' ? item!.unit : ingredient.unit.trim();
      const key =
        status === 'ok'
          ? `item:${item!.id}`
          : `${status}:${item?.id ?? ''}:${nameKey(ingredient.name.en)}:${unit.toLowerCase()}`;
      const needed = status === 'ok' ? inItemUnit! : amount;
      const known = drafts.get(key);
      if (known) {
        known.line.needed += needed;
        if (!known.line.recipes.includes(recipe.key)) known.line.recipes.push(recipe.key);
        continue;
      }
      drafts.set(key, {
        item,
        line: {
          key,
          name: { ...ingredient.name },
          ingredient: ingredientKey(ingredient.name.en),
          linked: match?.via === 'link',
          recipes: [recipe.key],
          status,
          itemId: item?.id ?? null,
          itemName: item?.name ?? null,
          itemNameMl: item?.nameMl ?? null,
          itemUnit: item?.unit ?? null,
          needed,
          unit,
          inStock: null,
          toBuy: null,
          pricePaise: null,
          costPaise: null,
          buyCostPaise: null,
          lowStock: false,
        },
      });
    }
  }
  const lines = [...drafts.values()].map(finish);
  const ok = lines.filter((line) => line.status === 'ok');
  return {
    people,
    lines,
    totalCostPaise: ok.reduce((sum, line) => sum + line.costPaise!, 0),
    shoppingCostPaise: ok.reduce((sum, line) => sum + line.buyCostPaise!, 0),
    topExpenses: ok
      .filter((line) => line.costPaise! > 0)
      .sort((a, b) => b.costPaise! - a.costPaise!)
      .slice(0, TOP_EXPENSES),
    shopping: ok.filter((line) => line.toBuy! > 0),
    unchecked: lines.filter((line) => line.status !== 'ok'),
    unpriced: ok.filter((line) => line.pricePaise === 0),
  };
}
