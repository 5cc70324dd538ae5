import { z } from 'zod';
import { paiseToRupees, rupeesToPaise } from '#shared/domain/money.ts';
import {
  inventoryChangeSchema,
  newInventoryItemSchema,
  type InventoryCategory,
  type InventoryItem,
  type InventoryUnit,
} from '#shared/schemas/inventory.ts';

/** An item's fields as typed: numbers as text (prices in rupees), the rest as chosen. */
export interface ItemTexts {
  name: string;
  category: InventoryCategory;
  quantity: string;
  unit: InventoryUnit;
  currentPrice: string;
  minQuantity: string;
  notes: string;
}
export type ItemField = keyof ItemTexts;

/** Add New Item starts as the seed's: category Spices, unit kg, nothing in stock at no price. */
export const NEW_ITEM_FORM: ItemTexts = {
  name: '',
  category: 'Spices',
  quantity: '0',
  unit: 'kg',
  currentPrice: '0',
  minQuantity: '',
  notes: '',
};

/** The edit dialog starts from the item as read (and whether it is active). */
export function formOf(item: InventoryItem): ItemTexts & { isActive: boolean } {
  return {
    name: item.name,
    category: item.category,
    quantity: String(item.quantity),
    unit: item.unit,
    // Rupees as a cook writes them: '800', '920.50'.
    currentPrice: Number.isInteger(item.currentPrice) ? String(item.currentPrice) : item.currentPrice.toFixed(2),
    minQuantity: item.minQuantity === null ? '' : String(item.minQuantity),
    notes: item.notes ?? '',
    isActive: item.isActive,
  };
}

/** A number as typed; empty is no number, refused in the field's own words. */
const amountText = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
/** Rupees as typed, to the paisa (the server keeps paise). */
const rupeesText = (text: string) => paiseToRupees(rupeesToPaise(amountText(text)));
/** The minimum is optional: empty is none. */
const optionalAmountText = (text: string) => (text.trim() === '' ? null : Number(text));
/** Notes left empty are none. */
const notesText = (text: string) => (text.trim() === '' ? null : text);

const newItem = newInventoryItemSchema.shape;
/** Add New Item, checked and sent as POST /api/inventory/items takes it. */
export const newItemFormSchema = newInventoryItemSchema.extend({
  quantity: z.preprocess(amountText, newItem.quantity),
  currentPrice: z.preprocess(rupeesText, newItem.currentPrice),
  minQuantity: z.preprocess(optionalAmountText, newItem.minQuantity),
  notes: z.preprocess(notesText, newItem.notes),
});

const itemChange = inventoryChangeSchema.omit({ version: true }).required();
const change = itemChange.shape;
/** The edit dialog: every field as PATCH /api/inventory/:id takes it (only the changed ones are sent). */
export const itemChangeFormSchema = itemChange.extend({
  quantity: z.preprocess(amountText, change.quantity),
  currentPrice: z.preprocess(rupeesText, change.currentPrice),
  minQuantity: z.preprocess(optionalAmountText, change.minQuantity),
  notes: z.preprocess(notesText, change.notes),
});
