import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n.ts';
import { INVENTORY_CATEGORIES, INVENTORY_UNITS } from '#shared/schemas/inventory.ts';
import { useFieldProblem } from '#web/lib/schema-form.ts';
import { NumberField, SelectField, TextField } from '#web/components/fields.tsx';
import type { ItemField, ItemTexts, NumberField as NumberFieldName } from '../model/item-form.ts';
import { CATEGORY_KEY, unitText } from '../model/labels.ts';

/** What one tap of a stepper adds: a whole unit of stock. */
const STOCK_STEP = 1;

/** The fields of an item, shared by Add New Item and the edit dialog. */
export function ItemFields({
  register,
  errors,
  onStep,
  narrow = false,
  children,
}: {
  /** The form's wiring of a field. */
  register: (field: ItemField) => UseFormRegisterReturn;
  /** Each field's problem (the schema's, or the server's refusal), shown beside it. */
  errors: FieldErrors<ItemTexts>;
  /** A stepper's tap: the field and how far (one STOCK_STEP up or down). */
  onStep: (field: NumberFieldName, step: number, direction: 1 | -1) => void;
  /** In a dialog: two columns at most. */
  narrow?: boolean;
  /** After the fields (the edit dialog's Active). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory' });
  const problem = useFieldProblem();
  const field = (name: ItemField) => ({ error: problem(errors[name]), ...register(name) });
  const steppers = (name: NumberFieldName, label: string) => ({
    onStep: (direction: 1 | -1) => onStep(name, STOCK_STEP, direction),
    lessLabel: t('form.less', { field: label }),
    moreLabel: t('form.more', { field: label }),
  });

  return (
    <div className={`grid gap-4 sm:grid-cols-2 ${narrow ? '' : 'xl:grid-cols-4'}`}>
      <TextField
        label={t('form.name')}
        maxLength={120}
        autoComplete="off"
        {...field('name')}
        className="sm:col-span-2"
      />
      <TextField
        label={t('form.nameMl')}
        hint={t('form.nameMlHint')}
        lang="ml"
        maxLength={120}
        autoComplete="off"
        {...field('nameMl')}
        className="sm:col-span-2"
      />
      <SelectField
        label={t('form.category')}
        options={INVENTORY_CATEGORIES.map((category) => ({
          value: category,
          label: t(`categories.${CATEGORY_KEY[category]}`),
        }))}
        {...field('category')}
      />
      <SelectField
        label={t('form.unit')}
        options={INVENTORY_UNITS.map((unit) => ({ value: unit, label: unitText(unit, t) }))}
        {...field('unit')}
      />
      <NumberField label={t('form.quantity')} {...field('quantity')} {...steppers('quantity', t('form.quantity'))} />
      <NumberField label={t('form.price')} {...field('currentPrice')} />
      <NumberField
        label={t('form.minQuantity')}
        {...field('minQuantity')}
        {...steppers('minQuantity', t('form.minQuantity'))}
      />
      <TextField label={t('form.notes')} maxLength={1000} autoComplete="off" {...field('notes')} />
      {children}
    </div>
  );
}
