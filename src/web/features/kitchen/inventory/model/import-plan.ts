import type { KeyUnder } from '#shared/content/locales/text-keys.ts';

/** The text (under `inventory`) of each field an import plan may name. */
const PLAN_FIELD_KEYS: Readonly<Record<string, KeyUnder<'inventory'>>> = {
  name: 'fields.name',
  nameMl: 'fields.nameMl',
  category: 'fields.category',
  quantity: 'fields.quantity',
  unit: 'fields.unit',
  currentPrice: 'fields.currentPrice',
  minQuantity: 'fields.minQuantity',
  notes: 'fields.notes',
  isActive: 'fields.isActive',
  priceHistory: 'fields.priceHistory',
};

/** The text key that words a field an import changes; null for a field it does not know (shown as named). */
export function planFieldKey(field: string): KeyUnder<'inventory'> | null {
  return Object.hasOwn(PLAN_FIELD_KEYS, field) ? PLAN_FIELD_KEYS[field]! : null;
}
