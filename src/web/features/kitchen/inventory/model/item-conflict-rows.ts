import { useTranslation } from '#web/lib/i18n.ts';
import { formatRupees, rupeesToPaise } from '#shared/domain/money.ts';
import type { InventoryCategory, InventoryChangeFields, InventoryItem } from '#shared/schemas/inventory.ts';
import { differingRows, type ConflictRow } from '#web/components/conflict-view.tsx';
import { CATEGORY_KEY, quantityText, unitText } from './labels.ts';

type Field = keyof InventoryChangeFields;

/**
 * The rows of the one conflict view for a change to an item the server refused because someone
 * changed the item first: each field the cook changed, theirs beside the server's, where they differ.
 */
export function useItemConflictRows() {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'inventory' });
  const valueText = (field: Field, value: InventoryChangeFields[Field]): string => {
    if (value === null || value === undefined || value === '') return t('table.none');
    if (field === 'currentPrice') return formatRupees(rupeesToPaise(value as number));
    if (field === 'category') return t(`categories.${CATEGORY_KEY[value as InventoryCategory]}`);
    if (field === 'isActive') return value ? t('yes') : t('no');
    if (field === 'unit') return unitText(String(value), t);
    if (typeof value === 'number') return quantityText(value, i18n.language);
    return String(value);
  };
  return (mine: InventoryChangeFields, saved: InventoryItem): ConflictRow[] =>
    differingRows(
      (Object.keys(mine) as Field[]).map((field) => ({
        id: field,
        label: t(`fields.${field}`),
        mine: valueText(field, mine[field]),
        saved: valueText(field, saved[field]),
      })),
    );
}
