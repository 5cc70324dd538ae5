import { useTranslation } from '#web/lib/i18n.ts';
import { INVENTORY_CATEGORIES, INVENTORY_UNITS } from '#shared/schemas/inventory.ts';
import { CheckboxField, InputField, NumberField, SelectField } from './fields.tsx';
import type { FormErrors, FormField, ItemFormValues } from './item-form.ts';
import { CATEGORY_KEY } from './labels.ts';

/** The fields of an item, shared by Add New Item and the edit dialog. */
export function ItemFields({
  values,
  errors,
  serverErrors,
  onChange,
  withActive = false,
  narrow = false,
}: {
  values: ItemFormValues;
  /** The seed's checks, by text key. */
  errors: FormErrors;
  /** What the server said about a field, already worded. */
  serverErrors: Partial<Record<FormField, string>>;
  onChange: <K extends FormField>(field: K, value: ItemFormValues[K]) => void;
  withActive?: boolean;
  /** In a dialog: two columns at most. */
  narrow?: boolean;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory' });
  const error = (field: FormField) => {
    const key = errors[field as keyof FormErrors];
    return key ? t(`validation.${key}`) : (serverErrors[field] ?? null);
  };
  const text = (field: FormField) => ({
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value as never),
    error: error(field),
  });

  return (
    <div className={`grid gap-4 sm:grid-cols-2 ${narrow ? '' : 'xl:grid-cols-4'}`}>
      <InputField
        label={t('form.name')}
        maxLength={120}
        autoComplete="off"
        {...text('name')}
        className="sm:col-span-2"
      />
      <SelectField
        label={t('form.category')}
        options={INVENTORY_CATEGORIES.map((category) => ({
          value: category,
          label: t(`categories.${CATEGORY_KEY[category]}`),
        }))}
        {...text('category')}
      />
      <SelectField
        label={t('form.unit')}
        options={INVENTORY_UNITS.map((unit) => ({ value: unit, label: unit }))}
        {...text('unit')}
      />
      <NumberField label={t('form.quantity')} {...text('quantity')} />
      <NumberField label={t('form.price')} {...text('price')} />
      <NumberField label={t('form.minQuantity')} {...text('minQuantity')} />
      <InputField label={t('form.notes')} maxLength={1000} autoComplete="off" {...text('notes')} />
      {withActive && (
        <CheckboxField
          label={t('form.active')}
          checked={values.isActive}
          onChange={(checked) => onChange('isActive', checked)}
        />
      )}
    </div>
  );
}
