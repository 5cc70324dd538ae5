import { z } from 'zod';
import { readTypedNumber, stepNumber, type NumberRule } from '#shared/domain/typed-number.ts';
import {
  INVENTORY_PRICE_RULE,
  INVENTORY_QUANTITY_RULE,
  inventoryChangeSchema,
  newInventoryItemSchema,
  type InventoryCategory,
  type InventoryItem,
  type InventoryUnit,
} from '#shared/schemas/inventory.ts';

/** An item's fields as typed: numbers as text (prices in rupees), the rest as chosen. */
export interface ItemTexts {
  name: string;
  nameMl: string;
  category: InventoryCategory;
  quantity: string;
  unit: InventoryUnit;
  currentPrice: string;
  minQuantity: string;
  notes: string;
}
export type ItemField = keyof ItemTexts;
/** The fields typed as numbers, each with the rule it is read by. */
export const NUMBER_FIELD_RULES = {
  quantity: INVENTORY_QUANTITY_RULE,
  currentPrice: INVENTORY_PRICE_RULE,
  minQuantity: INVENTORY_QUANTITY_RULE,
} as const satisfies Record<string, NumberRule>;
export type NumberField = keyof typeof NUMBER_FIELD_RULES;

/** Add New Item starts with category Spices, unit kg, nothing in stock at no price. */
export const NEW_ITEM_FORM: ItemTexts = {
  name: '',
  nameMl: '',
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
    nameMl: item.nameMl ?? '',
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

/**
 * A number as typed, read by the field's rule (digits and one point, no '1e3', no '-5'): refused in
 * the field's own words ('Quantity must be a valid positive number'), too many decimals or too large
 * in theirs. `optional`: empty is none.
 */
function typedNumber(rule: NumberRule, fieldKey: string, decimalsKey: string, optional = false) {
  return z.string().transform((text, context) => {
    if (optional && text.trim() === '') return null;
    const read = readTypedNumber(text, rule);
    if (read.ok) return read.value;
    const message =
      read.key === 'validation.number.decimals'
        ? decimalsKey
        : read.key === 'validation.tooLarge'
          ? 'inventory.validation.tooLarge'
          : fieldKey;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

const typedQuantity = typedNumber(
  INVENTORY_QUANTITY_RULE,
  'inventory.validation.quantity',
  'inventory.validation.quantityDecimals',
);
const typedPrice = typedNumber(
  INVENTORY_PRICE_RULE,
  'inventory.validation.price',
  'inventory.validation.priceDecimals',
);
const typedMinimum = typedNumber(
  INVENTORY_QUANTITY_RULE,
  'inventory.validation.minQuantity',
  'inventory.validation.quantityDecimals',
  true,
);
/** Notes and a Malayalam name left empty are none. */
const notesText = (text: string) => (text.trim() === '' ? null : text);

const newItem = newInventoryItemSchema.shape;
/** Add New Item, checked and sent as POST /api/inventory/items takes it. */
export const newItemFormSchema = newInventoryItemSchema.extend({
  quantity: typedQuantity.pipe(newItem.quantity),
  currentPrice: typedPrice.pipe(newItem.currentPrice),
  minQuantity: typedMinimum.pipe(newItem.minQuantity.unwrap()),
  nameMl: z.preprocess(notesText, newItem.nameMl),
  notes: z.preprocess(notesText, newItem.notes),
});

const itemChange = inventoryChangeSchema.omit({ version: true }).required();
const change = itemChange.shape;
/** The edit dialog: every field as PATCH /api/inventory/:id takes it (only the changed ones are sent). */
export const itemChangeFormSchema = itemChange.extend({
  quantity: typedQuantity.pipe(change.quantity),
  currentPrice: typedPrice.pipe(change.currentPrice),
  minQuantity: typedMinimum.pipe(change.minQuantity),
  nameMl: z.preprocess(notesText, change.nameMl),
  notes: z.preprocess(notesText, change.notes),
});

/**
 * What a stepper makes of a field's text: one `step` up or down within the rule; empty counts as 0.
 * Text the rule refuses is left as typed (null): the field already says why.
 */
export function steppedText(text: string, field: NumberField, step: number, direction: 1 | -1): string | null {
  const rule = NUMBER_FIELD_RULES[field];
  const read = text.trim() === '' ? { ok: true as const, value: rule.min } : readTypedNumber(text, rule);
  if (!read.ok) return null;
  return String(stepNumber(read.value, step, direction, rule));
}
