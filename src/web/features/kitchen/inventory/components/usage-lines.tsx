import { X } from 'lucide-react';
import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { button } from '#web/components/buttons.ts';
import { NumberField, SelectField } from '#web/components/fields.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useFieldProblem } from '#web/lib/schema-form.ts';
import { unitText } from '../model/labels.ts';
import { addableItems, usageItemName, type UsageFormValues } from '../model/usage-rows.ts';
import { useNeedQuantity } from './use-need-quantity.ts';

type Lang = 'en' | 'ml';
/** The form's rows, as useFieldArray holds them. */
export type UsageFieldArray = UseFieldArrayReturn<UsageFormValues, 'lines'>;

/** The form's lines: each item's quantity used (the needed amount as the hint), with a button to take the line out. */
export function UsageLines({
  items,
  lang,
  lines,
  register,
  errors,
}: {
  items: readonly InventoryItem[];
  lang: Lang;
  lines: UsageFieldArray;
  register: UseFormRegister<UsageFormValues>;
  errors: FieldErrors<UsageFormValues>['lines'];
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.usage' });
  const { t: inventoryText } = useTranslation('translation', { keyPrefix: 'inventory' });
  const quantity = useNeedQuantity();
  const problem = useFieldProblem();
  const byId = new Map(items.map((item) => [item.id, item]));
  return (
    <ul className="grid gap-x-6 gap-y-3 md:grid-cols-2 xl:grid-cols-3">
      {lines.fields.map((row, index) => {
        const item = byId.get(row.itemId);
        const name = usageItemName(item, lang, row.itemId);
        const unit = item?.unit ?? '';
        return (
          <li key={row.id} data-testid="usage-row" className="flex items-start gap-2">
            <NumberField
              className="min-w-0 flex-1"
              label={t('quantity', { name, unit: unitText(unit, inventoryText) })}
              hint={row.needed === null ? t('added') : t('needed', { amount: quantity(row.needed, unit) })}
              error={problem(errors?.[index]?.quantity)}
              {...register(`lines.${index}.quantity`)}
            />
            <button
              type="button"
              className={`${button.secondary} mt-7 shrink-0`}
              aria-label={t('remove', { name })}
              onClick={() => lines.remove(index)}
            >
              <X aria-hidden className="size-5" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Adds an active item the lines do not hold yet; nothing when every one is there. */
export function UsageAddItem({
  items,
  lang,
  lines,
  adding,
  setAdding,
}: {
  items: readonly InventoryItem[];
  lang: Lang;
  lines: UsageFieldArray;
  /** The item chosen to add ('' for none), kept by the form while the conflict view stands in for it. */
  adding: string;
  setAdding: (adding: string) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.usage' });
  const addable = addableItems(items, lines.fields);
  if (addable.length === 0) return null;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        label={t('add')}
        className="min-w-0 flex-1"
        value={adding}
        onChange={(change) => setAdding(change.target.value)}
        options={[
          { value: '', label: t('addChoose') },
          ...addable.map((item) => ({ value: String(item.id), label: usageItemName(item, lang, item.id) })),
        ]}
      />
      <button
        type="button"
        className={button.secondary}
        disabled={!adding}
        onClick={() => {
          lines.append({ itemId: Number(adding), quantity: '', needed: null });
          setAdding('');
        }}
      >
        {t('addButton')}
      </button>
    </div>
  );
}
