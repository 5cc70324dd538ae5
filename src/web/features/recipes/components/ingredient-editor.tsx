import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { SCALING_MODES, type Ingredient } from '#shared/schemas/recipes.ts';
import { button } from '#web/components/buttons.ts';
import { ErrorBanner, type Failure } from '#web/components/status-banners.tsx';
import { useInventoryItems } from '#web/lib/inventory-items.ts';
import { Field, FormActions, SelectField } from './admin-fields.tsx';

type Scaling = Ingredient['scaling'];

export const blankIngredient = (): Ingredient => ({
  name: { en: '', ml: '' },
  quantity: null,
  unit: '',
  scaling: 'linear',
  inventoryItemId: null,
});

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
  const [nameEn, setNameEn] = useState(ingredient.name.en);
  const [nameMl, setNameMl] = useState(ingredient.name.ml);
  const [quantity, setQuantity] = useState(ingredient.quantity === null ? '' : String(ingredient.quantity));
  const [unit, setUnit] = useState(ingredient.unit);
  const [scaling, setScaling] = useState<Scaling>(ingredient.scaling);
  const [linked, setLinked] = useState(ingredient.inventoryItemId === null ? '' : String(ingredient.inventoryItemId));
  const [problems, setProblems] = useState<{ nameEn?: boolean; nameMl?: boolean; quantity?: boolean }>({});
  const inventory = useInventoryItems();
  const linkable = (inventory.data ?? []).filter((item) => item.isActive || String(item.id) === linked);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = quantity.trim();
    const value = text === '' ? null : Number(text);
    const found = {
      nameEn: nameEn.trim() === '',
      nameMl: nameMl.trim() === '',
      quantity: value !== null && !(Number.isFinite(value) && value >= 0 && value <= 100_000),
    };
    setProblems(found);
    if (found.nameEn || found.nameMl || found.quantity) return;
    onSave({
      name: { en: nameEn.trim(), ml: nameMl.trim() },
      quantity: value,
      unit: unit.trim(),
      scaling,
      inventoryItemId: linked === '' ? null : Number(linked),
    });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={title}
      className="flex w-full flex-col gap-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200"
      noValidate
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('nameEn')}
          value={nameEn}
          error={problems.nameEn ? t('nameRequired') : null}
          onChange={(event) => setNameEn(event.target.value)}
        />
        <Field
          label={t('nameMl')}
          lang="ml"
          value={nameMl}
          error={problems.nameMl ? t('nameRequired') : null}
          onChange={(event) => setNameMl(event.target.value)}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field
          label={t('quantity')}
          inputMode="decimal"
          value={quantity}
          hint={t('quantityHint')}
          error={problems.quantity ? t('badQuantity') : null}
          onChange={(event) => setQuantity(event.target.value)}
        />
        <Field label={t('unit')} value={unit} onChange={(event) => setUnit(event.target.value)} />
        <SelectField
          label={t('scaling')}
          value={scaling}
          onChange={(event) => setScaling(event.target.value as Scaling)}
        >
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
        value={linked}
        onChange={(event) => setLinked(event.target.value)}
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
