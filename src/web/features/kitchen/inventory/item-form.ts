import { paiseToRupees, rupeesToPaise } from '#shared/domain/money.ts';
import type {
  InventoryCategory,
  InventoryChangeFields,
  InventoryItem,
  InventoryUnit,
} from '#shared/schemas/inventory.ts';
import { numberInput } from './labels.ts';

/** An item's form as typed: numbers as text (prices in rupees), the rest as chosen. */
export interface ItemFormValues {
  name: string;
  category: InventoryCategory;
  quantity: string;
  unit: InventoryUnit;
  price: string;
  minQuantity: string;
  notes: string;
  isActive: boolean;
}
export type FormField = keyof ItemFormValues;
/** Each field's problem, named by its key under `inventory.validation`. */
export type FormErrors = Partial<Record<'name' | 'quantity' | 'price' | 'minQuantity', string>>;

/** Add New Item starts as the seed's: category Spices, unit kg, nothing in stock at no price. */
export const NEW_ITEM_FORM: ItemFormValues = {
  name: '',
  category: 'Spices',
  quantity: '0',
  unit: 'kg',
  price: '0',
  minQuantity: '',
  notes: '',
  isActive: true,
};

export function formOf(item: InventoryItem): ItemFormValues {
  return {
    name: item.name,
    category: item.category,
    quantity: String(item.quantity),
    unit: item.unit,
    // Rupees as a cook writes them: '800', '920.50'.
    price: Number.isInteger(item.currentPrice) ? String(item.currentPrice) : item.currentPrice.toFixed(2),
    minQuantity: item.minQuantity === null ? '' : String(item.minQuantity),
    notes: item.notes ?? '',
    isActive: item.isActive,
  };
}

/** The form field a server refusal names (`currentPrice` is the price typed in rupees). */
export const FORM_FIELD_OF: Record<string, FormField> = {
  name: 'name',
  category: 'category',
  quantity: 'quantity',
  unit: 'unit',
  currentPrice: 'price',
  minQuantity: 'minQuantity',
  notes: 'notes',
  isActive: 'isActive',
};

/**
 * The seed's checks: a name; quantity and price numbers ≥ 0; the minimum optional, else a number ≥ 0.
 * Every problem at once, each by its text key; the item's fields when there is none (price in rupees,
 * to the paisa).
 */
export function checkForm(values: ItemFormValues): {
  errors: FormErrors;
  fields: Required<InventoryChangeFields> | null;
} {
  const errors: FormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'name';
  const quantity = numberInput(values.quantity);
  if (quantity === null) errors.quantity = 'quantity';
  const price = numberInput(values.price);
  if (price === null) errors.price = 'price';
  const minQuantity = values.minQuantity.trim() === '' ? null : numberInput(values.minQuantity);
  if (values.minQuantity.trim() !== '' && minQuantity === null) errors.minQuantity = 'minQuantity';
  if (Object.keys(errors).length) return { errors, fields: null };
  return {
    errors,
    fields: {
      name,
      category: values.category,
      quantity: quantity!,
      unit: values.unit,
      currentPrice: paiseToRupees(rupeesToPaise(price!)),
      minQuantity,
      notes: values.notes.trim() || null,
      isActive: values.isActive,
    },
  };
}
