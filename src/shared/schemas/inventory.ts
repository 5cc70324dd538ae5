import { z } from 'zod';
import { ingredientKey } from '../domain/kitchen/stock-matching.ts';
import type { NumberRule } from '../domain/typed-number.ts';
import { errorReply, successReply } from './common.ts';

/**
 * The kitchen's ingredient inventory: items with a stock quantity, a current price and every earlier
 * price. Staff and admins read and write it. One item shape on the wire both ways, the JSON export's: what
 * `GET /api/inventory` answers is what `POST /api/inventory` and the import take, prices in rupees with
 * two decimals (`currentPrice`, `priceHistory[].price`); the server keeps integer paise and converts at
 * its edge. Each stored item carries a version, so that an edit made from an older copy (a second
 * device, or a change queued offline) is refused with 409 instead of overwriting a newer one. Every
 * problem is named by a text key (`inventory.validation.*`), worded in the screen's language.
 */

export const INVENTORY_CATEGORIES = [
  'Spices',
  'Herbs',
  'Meat',
  'Vegetables',
  'Oils & Fats',
  'Grains & Rice',
  'Kitchen Supplies',
  'Others',
] as const;
export const inventoryCategorySchema = z.enum(INVENTORY_CATEGORIES, { error: 'inventory.validation.category' });
export type InventoryCategory = z.infer<typeof inventoryCategorySchema>;

export const INVENTORY_UNITS = ['kg', 'g', 'L', 'ml', 'piece', 'pack', 'box'] as const;
export const inventoryUnitSchema = z.enum(INVENTORY_UNITS, { error: 'inventory.validation.unit' });
export type InventoryUnit = z.infer<typeof inventoryUnitSchema>;

/** The largest stock quantity and the largest price in rupees an item may hold. */
export const INVENTORY_MAX_AMOUNT = 1_000_000;
/** A stock quantity or minimum as a person types it: to the gram in kg (three decimals). */
export const INVENTORY_QUANTITY_RULE: NumberRule = { min: 0, max: INVENTORY_MAX_AMOUNT, decimals: 3 };
/** A price in rupees as a person types it: to the paisa. */
export const INVENTORY_PRICE_RULE: NumberRule = { min: 0, max: INVENTORY_MAX_AMOUNT, decimals: 2 };
/** The most prices one item's history may bring. */
export const MAX_HISTORY_ENTRIES = 1000;

/** A number ≥ 0 up to INVENTORY_MAX_AMOUNT (the forms' inputs step 0.01), its problems worded by `key`. */
const amount = (key: string) =>
  z.number({ error: key }).nonnegative(key).max(INVENTORY_MAX_AMOUNT, 'inventory.validation.tooLarge');
const quantity = amount('inventory.validation.quantity');
const minQuantity = amount('inventory.validation.minQuantity').nullable();
/** Rupees as the JSON export writes them (920.5); the server keeps them as paise, rounded. */
const rupees = amount('inventory.validation.price');
const notes = z
  .string({ error: 'inventory.validation.notesTooLong' })
  .trim()
  .max(1000, 'inventory.validation.notesTooLong')
  .nullable();
/**
 * The Malayalam name beside the English one, shown on Malayalam screens; none (null; the server keeps
 * a blank one as none) when they show the English name. No transform: replies are encoded with it.
 */
const nameMl = z
  .string({ error: 'inventory.validation.nameMl' })
  .trim()
  .max(120, 'inventory.validation.nameMlTooLong')
  .nullable();
const whole = (key: string) => z.number({ error: key }).int(key).positive(key);

/** A date the inventory accepts: anything `Date` reads with a four-digit year; null when it is none. */
export function readableDate(text: string): string | null {
  const time = Date.parse(text);
  if (Number.isNaN(time)) return null;
  const iso = new Date(time).toISOString();
  return /^\d{4}-/.test(iso) ? iso : null;
}
const dateText = z
  .string({ error: 'inventory.validation.date' })
  .max(64, 'inventory.validation.date')
  .refine((text) => readableDate(text) !== null, 'inventory.validation.date');

export const priceChangeSchema = z.object({
  /** When the price was set (an ISO timestamp as the server answers it). */
  date: dateText,
  price: rupees,
  /** Who set it; null for prices that came with the seeded list or an import (an import names nobody). */
  changedBy: z
    .string({ error: 'inventory.validation.changedBy' })
    .max(120, 'inventory.validation.changedBy')
    .nullable()
    .default(null),
});
export type PriceChange = z.output<typeof priceChangeSchema>;

/**
 * One inventory item on the wire, read and written alike (the export's fields, the Malayalam name and
 * the version it is stored at). nameMl, minQuantity and notes may be left out (none), as older exports'
 * JSON leaves them; the version is absent only on an item the server does not hold yet (the import
 * ignores it).
 */
export const inventoryItemSchema = z.object({
  id: whole('inventory.validation.id').max(2_147_483_647, 'inventory.validation.id'),
  name: z
    .string({ error: 'inventory.validation.name' })
    .trim()
    .min(1, 'inventory.validation.name')
    .max(120, 'inventory.validation.nameTooLong'),
  /** Always answered; left out of an import (an older JSON export has none), the stored one is kept. */
  nameMl: nameMl.optional(),
  category: inventoryCategorySchema,
  quantity,
  unit: inventoryUnitSchema,
  currentPrice: rupees,
  /** Oldest first; the first entry is the item's first price. */
  priceHistory: z
    .array(priceChangeSchema, { error: 'inventory.validation.priceHistory' })
    .max(MAX_HISTORY_ENTRIES, 'inventory.validation.priceHistory'),
  isActive: z.boolean({ error: 'inventory.validation.isActive' }),
  minQuantity: minQuantity.default(null),
  notes: notes.default(null),
  lastUpdated: dateText,
  version: whole('inventory.validation.version').optional(),
});
/** An item as the server answers it: always with its Malayalam name (or null) and the version it is stored at. */
export const storedInventoryItemSchema = inventoryItemSchema.required({ version: true, nameMl: true });
export type InventoryItem = z.output<typeof storedInventoryItemSchema>;

/** The fields an item is written with one at a time, without defaults (a change names only what it changes). */
const itemFields = z.object({
  name: inventoryItemSchema.shape.name,
  nameMl,
  category: inventoryCategorySchema,
  quantity,
  unit: inventoryUnitSchema,
  currentPrice: rupees,
  minQuantity,
  notes,
  isActive: inventoryItemSchema.shape.isActive,
});

/** POST /api/inventory/items: one new item. The server picks its id (a free 4-digit number). */
export const newInventoryItemSchema = itemFields.omit({ isActive: true }).extend({
  nameMl: nameMl.default(null),
  category: inventoryCategorySchema.default('Spices'),
  unit: inventoryUnitSchema.default('kg'),
  minQuantity: minQuantity.default(null),
  notes: notes.default(null),
});
export type NewInventoryItem = z.output<typeof newInventoryItemSchema>;

/**
 * PATCH /api/inventory/:id: any of the fields, with the version the change was made from. A price that
 * differs from the current one adds an entry to the price history, credited to the signed-in account.
 * A field left out stays as it is.
 */
export const inventoryChangeSchema = itemFields.partial().extend({ version: whole('inventory.validation.version') });
export type InventoryChange = z.output<typeof inventoryChangeSchema>;
/** The fields a change may name (everything but its version). */
export type InventoryChangeFields = Omit<InventoryChange, 'version'>;

/**
 * POST /api/inventory/import: items in the one item shape, checked by the server. `apply: false`
 * answers what would be added and changed; `apply: true` writes it all in one transaction or nothing.
 */
export const importRequestSchema = z.object({ items: z.unknown(), apply: z.boolean() });

/**
 * POST /api/inventory: the Save to Database call, the body being that same array. It is the import with
 * `apply: true` (one rule for both): merged by id, an item missing from the array is kept, and the whole
 * array is written in one transaction or refused (400 with the import's message) with nothing written.
 * Answered as the import is, `{success, data: plan, applied: true}`; a refusal is `{success: false, error}`.
 */
export const saveInventoryRequestSchema = z.unknown();
export const importPlanSchema = z.object({
  added: z.array(z.object({ id: z.number(), name: z.string() })),
  changed: z.array(z.object({ id: z.number(), name: z.string(), fields: z.array(z.string()) })),
  unchanged: z.number(),
});
export type ImportPlan = z.infer<typeof importPlanSchema>;

export const inventoryListReply = successReply({ data: z.array(storedInventoryItemSchema) });
export const inventoryItemReply = successReply({ data: storedInventoryItemSchema });
export const importPlanReply = successReply({ data: importPlanSchema, applied: z.boolean() });
/** 409 to a change made from an older version: the item as the server has it now, for the cook to choose. */
export const staleInventoryReply = errorReply.extend({
  code: z.literal('inventory.stale'),
  current: storedInventoryItemSchema,
});

/** The most items one import may hold. */
export const MAX_IMPORT_ITEMS = 2000;

/** The fields every imported item must have, in the order the import checks them. */
export const IMPORT_REQUIRED_FIELDS = [
  'id',
  'name',
  'category',
  'quantity',
  'unit',
  'currentPrice',
  'priceHistory',
  'isActive',
  'lastUpdated',
] as const;

/** GET /api/inventory/export.csv: its columns, in order (currentPrice in rupees with 2 decimals). */
export const INVENTORY_CSV_COLUMNS = [
  'id',
  'name',
  'nameMl',
  'category',
  'quantity',
  'unit',
  'currentPrice',
  'isActive',
  'minQuantity',
  'notes',
  'lastUpdated',
] as const;

// ---- Ingredient links ----

/** The densest ingredient a link may name, in grams per millilitre (honey is about 1.4). */
export const MAX_GRAMS_PER_ML = 5;
/** Grams per millilitre as the owner types it: above 0 (0.001 at least), three decimals. */
export const GRAMS_PER_ML_RULE: NumberRule = { min: 0.001, max: MAX_GRAMS_PER_ML, decimals: 3 };

const gramsPerMl = z
  .number({ error: 'inventory.links.validation.gramsPerMl' })
  .positive('inventory.links.validation.gramsPerMl')
  .max(MAX_GRAMS_PER_ML, 'inventory.links.validation.gramsPerMl')
  .nullable();

/**
 * A recipe ingredient, named as the needs see it (its English name: ingredientKey), bought as an
 * inventory item; set once by the owner. `gramsPerMl` compares a weight with a volume (ghee needed in
 * g, kept in L); null when the units need none.
 */
export const ingredientLinkInputSchema = z.object({
  ingredient: z
    .string({ error: 'inventory.links.validation.ingredient' })
    .transform(ingredientKey)
    .pipe(z.string().min(1, 'inventory.links.validation.ingredient').max(120, 'inventory.links.validation.ingredient')),
  itemId: whole('inventory.validation.id').max(2_147_483_647, 'inventory.validation.id'),
  gramsPerMl: gramsPerMl.default(null),
});
export type IngredientLinkInput = z.output<typeof ingredientLinkInputSchema>;

export const ingredientLinkSchema = z.object({
  ingredient: z.string(),
  itemId: z.number(),
  gramsPerMl: z.number().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type IngredientLink = z.output<typeof ingredientLinkSchema>;

/** DELETE /api/inventory/links/:ingredient: the ingredient as named in the link (URL-encoded). */
export const ingredientLinkParamsSchema = z.object({ ingredient: ingredientLinkInputSchema.shape.ingredient });

export const ingredientLinksReply = successReply({ data: z.array(ingredientLinkSchema) });
export const ingredientLinkReply = successReply({ data: ingredientLinkSchema });
