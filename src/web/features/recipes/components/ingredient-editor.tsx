import { useController } from 'react-hook-form';
import { readTypedNumber } from '#shared/domain/typed-number.ts';
import { INGREDIENT_QUANTITY_RULE } from '#shared/domain/kitchen/recipe-scaling.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { ingredientSchema, SCALING_MODES, type Ingredient } from '#shared/schemas/recipes.ts';
import { button } from '#web/components/buttons.ts';
import { ErrorBanner, type Failure } from '#web/components/status-banners.tsx';
import { useInventoryItems } from '#web/lib/inventory-items.ts';
import { SelectField, TextField } from '#web/components/fields.tsx';
import { FormActions } from './form-actions.tsx';

export const blankIngredient = (): Ingredient => ({
  name: { en: '', ml: '' },
  quantity: null,
  unit: '',
  scaling: 'linear',
  inventoryItemId: null,
});

/**
 * The quantity box: empty is no quantity (text such as 'as needed'); the quantity it starts with passes;
 * typed text is a quantity only as the typed-number rule reads it ('1e3' or '-5' is none), else the
 * recipe's schema refuses it beside the box.
 */
function quantityTyped(typed: unknown) {
  if (typeof typed !== 'string') return typed;
  if (typed.trim() === '') return null;
  const read = readTypedNumber(typed, INGREDIENT_QUANTITY_RULE);
  return read.ok ? read.value : Number.NaN;
}

/**
 * Admin, in a draft: one ingredient's names, base quantity, unit (or text), scaling mode and the
 * inventory item that prices it.
 */
export function IngredientEditor({
  ingredient,
  title,
  saving,
  failure,
  onSave,
  onRemove,
  onCancel,
}: {
  ingredient: Ingredient;
  title: string;
  saving: boolean;
  failure: Failure | null;
  onSave: (next: Ingredient) => void;
  /** Absent for a new ingredient, and for the last one a recipe has. */
  onRemove?: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'recipes.admin' });
  const form = useSchemaForm(ingredientSchema, ingredient);
  const problem = useFieldProblem();
  const { errors } = form.formState;
  const { field: linked } = useController({ control: form.control, name: 'inventoryItemId' });
  const inventory = useInventoryItems();
  const linkable = (inventory.data ?? []).filter((item) => item.isActive || item.id === linked.value);
  const submit = form.handleSubmit(onSave);
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={title}
      className="flex w-full flex-col gap-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200"
      noValidate
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('nameEn')} error={problem(errors.name?.en)} {...form.register('name.en')} />
        <TextField label={t('nameMl')} lang="ml" error={problem(errors.name?.ml)} {...form.register('name.ml')} />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('quantity')}
          inputMode="decimal"
          hint={t('quantityHint')}
          error={problem(errors.quantity)}
          {...form.register('quantity', { setValueAs: quantityTyped })}
        />
        <TextField label={t('unit')} error={problem(errors.unit)} {...form.register('unit')} />
        <SelectField label={t('scaling')} {...form.register('scaling')}>
          {SCALING_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`scalingModes.${mode}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField
        label={t('inventoryItem')}
        hint={inventory.isError ? t('inventoryFailed') : t('inventoryHint')}
        value={String(linked.value ?? '')}
        onChange={(event) => linked.onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{t('notLinked')}</option>
        {linkable.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {t('inventoryOption', { name: item.name, unit: item.unit })}
          </option>
        ))}
      </SelectField>
      {failure && <ErrorBanner failure={failure} />}
      <FormActions busy={saving} label={t('save')} busyLabel={t('saving')} onCancel={onCancel}>
        {onRemove && (
          <button type="button" className={button.dangerOutline} disabled={saving} onClick={onRemove}>
            {t('removeIngredient')}
          </button>
        )}
      </FormActions>
    </form>
  );
}
