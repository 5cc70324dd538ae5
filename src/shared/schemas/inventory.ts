import { z } from 'zod';
import { successReply } from './common.ts';

/**
 * The kitchen's ingredient inventory (seed 001 sections 3, 5, 8): items with a stock quantity, a current
 * price and every earlier price. Staff and admins read and write it. Money is integer paise, as
 * everywhere; rupees only on screen. Each item carries a version so that an edit made from an older copy
 * (a second device, or a change queued offline) is refused with 409 instead of overwriting a newer one.
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
export const inventoryCategorySchema = z.enum(INVENTORY_CATEGORIES);
export type InventoryCategory = z.infer<typeof inventoryCategorySchema>;

export const INVENTORY_UNITS = ['kg', 'g', 'L', 'ml', 'piece', 'pack', 'box'] as const;
export const inventoryUnitSchema = z.enum(INVENTORY_UNITS);
export type InventoryUnit = z.infer<typeof inventoryUnitSchema>;

/** Stock and prices: numbers ≥ 0, entered in steps of 0.01 (the seed's inputs). */
const quantity = z.number().finite().nonnegative('Quantity must be a valid positive number').max(1_000_000);
const pricePaise = z.number().int().nonnegative('Price must be a valid positive number').max(100_000_000);

export const priceChangeSchema = z.object({
  /** When the price was set (ISO timestamp). */
  date: z.string(),
  pricePaise: z.number().int(),
  /** Who set it; null for prices that came with the seeded list or an import. */
  changedBy: z.string().nullable(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const inventoryItemSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  category: inventoryCategorySchema,
  quantity: z.number(),
  unit: inventoryUnitSchema,
  currentPricePaise: z.number().int(),
  /** Oldest first; the first entry is the item's first price. */
  priceHistory: z.array(priceChangeSchema),
  isActive: z.boolean(),
  minQuantity: z.number().nullable(),
  notes: z.string().nullable(),
  lastUpdated: z.string(),
  version: z.number().int().positive(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** The fields an item is written with, without defaults (a change names only what it changes). */
const itemFields = z.object({
  name: z.string().trim().min(1, 'Item name is required').max(120),
  category: inventoryCategorySchema,
  quantity,
  unit: inventoryUnitSchema,
  currentPricePaise: pricePaise,
  minQuantity: quantity.nullable(),
  notes: z.string().trim().max(1000).nullable(),
});

/** POST /api/inventory/items: one new item. The server picks its id (a free 4-digit number, as the seed). */
export const newInventoryItemSchema = itemFields.extend({
  category: itemFields.shape.category.default('Spices'),
  unit: itemFields.shape.unit.default('kg'),
  minQuantity: itemFields.shape.minQuantity.default(null),
  notes: itemFields.shape.notes.default(null),
});
export type NewInventoryItem = z.output<typeof newInventoryItemSchema>;

/**
 * PATCH /api/inventory/:id: any of the fields, with the version the change was made from. A price that
 * differs from the current one adds an entry to the price history, credited to the signed-in account.
 * Built from the fields without defaults: a field left out stays as it is.
 */
export const inventoryChangeSchema = itemFields
  .partial()
  .extend({ isActive: z.boolean().optional(), version: z.number().int().positive() });
export type InventoryChange = z.output<typeof inventoryChangeSchema>;

/**
 * POST /api/inventory/import: the seed's JSON export (an array; every item with id, name, category,
 * quantity, unit, currentPrice, priceHistory, isActive, lastUpdated; currentPrice in rupees as the seed
 * wrote it), checked by the server. `apply: false` answers what would be added and changed; `apply: true`
 * writes it all in one transaction or nothing.
 */
export const importRequestSchema = z.object({ items: z.unknown(), apply: z.boolean() });

/**
 * POST /api/inventory: the seed's save call, the body being that same array. It is the import with
 * `apply: true` (one rule for both): merged by id, an item missing from the array is kept, and the whole
 * array is written in one transaction or refused (400 with the seed's message) with nothing written.
 * Answered as the import is, `{success, data: plan, applied: true}`; a refusal is `{success: false, error}`.
 */
export const saveInventoryRequestSchema = z.unknown();
export const importPlanSchema = z.object({
  added: z.array(z.object({ id: z.number(), name: z.string() })),
  changed: z.array(z.object({ id: z.number(), name: z.string(), fields: z.array(z.string()) })),
  unchanged: z.number(),
});
export type ImportPlan = z.infer<typeof importPlanSchema>;

export const inventoryListReply = successReply({ data: z.array(inventoryItemSchema) });
export const inventoryItemReply = successReply({ data: inventoryItemSchema });
export const importPlanReply = successReply({ data: importPlanSchema, applied: z.boolean() });

/** The most items one import may hold. */
export const MAX_IMPORT_ITEMS = 2000;

/** The fields every imported item must have, in the order the seed checks them. */
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

/** A date the import accepts: anything `Date` reads with a four-digit year, kept as an ISO timestamp. */
const importDate = z
  .string()
  .max(64)
  .refine((text) => /^\d{4}-/.test(safeIsoDate(text) ?? ''), 'Invalid date')
  .transform((text) => safeIsoDate(text)!);

function safeIsoDate(text: string): string | null {
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Rupees as the seed's JSON writes them (the server keeps paise, rounded). */
const importRupees = z.number().finite().nonnegative('Price must be a valid positive number').max(1_000_000);

/**
 * One item of an import, in the seed's JSON shape (also what a CSV import becomes in the browser): prices
 * in rupees, price history as {date, price}; minQuantity and notes may be left out (none). Checked once
 * every item has the required fields.
 */
export const inventoryImportItemSchema = z.object({
  id: z.number().int().positive().max(2_147_483_647),
  name: z.string().trim().min(1, 'Item name is required').max(120),
  category: inventoryCategorySchema,
  quantity,
  unit: inventoryUnitSchema,
  currentPrice: importRupees,
  priceHistory: z.array(z.object({ date: importDate, price: importRupees })).max(1000),
  isActive: z.boolean(),
  minQuantity: quantity.nullable().optional(),
  notes: z.string().trim().max(1000).nullable().optional(),
  lastUpdated: importDate,
});
export type InventoryImportItem = z.output<typeof inventoryImportItemSchema>;

/** GET /api/inventory/export.csv: its columns, in order (currentPrice in rupees with 2 decimals). */
export const INVENTORY_CSV_COLUMNS = [
  'id',
  'name',
  'category',
  'quantity',
  'unit',
  'currentPrice',
  'isActive',
  'minQuantity',
  'notes',
  'lastUpdated',
] as const;
