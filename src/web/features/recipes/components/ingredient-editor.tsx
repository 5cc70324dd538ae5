import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SCALING_MODES, type Ingredient } from '#shared/schemas/recipes.ts';
import { button } from '#web/components/buttons.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { Field, selectClass } from './admin-fields.tsx';

type Scaling = Ingredient['scaling'];

/** Admin, in a draft: one ingredient's base quantity, unit (or text) and scaling mode. */
export function IngredientEditor({
  ingredient,
  name,
  saving,
  failed,
  onSave,
  onCancel,
}: {
  ingredient: Ingredient;
  name: string;
  saving: boolean;
  failed: boolean;
  onSave: (next: Ingredient) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'recipes.admin' });
  const [quantity, setQuantity] = useState(ingredient.quantity === null ? '' : String(ingredient.quantity));
  const [unit, setUnit] = useState(ingredient.unit);
  const [scaling, setScaling] = useState<Scaling>(ingredient.scaling);
  const [badQuantity, setBadQuantity] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = quantity.trim();
    const value = text === '' ? null : Number(text);
    if (value !== null && !(Number.isFinite(value) && value >= 0 && value <= 100_000)) {
      setBadQuantity(true);
      return;
    }
    setBadQuantity(false);
    onSave({ ...ingredient, quantity: value, unit: unit.trim(), scaling });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('edit', { name })}
      className="flex w-full flex-col gap-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200"
      noValidate
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Field
          label={t('quantity')}
          inputMode="decimal"
          value={quantity}
          hint={t('quantityHint')}
          error={badQuantity ? t('badQuantity') : null}
          onChange={(event) => setQuantity(event.target.value)}
        />
        <Field label={t('unit')} value={unit} onChange={(event) => setUnit(event.target.value)} />
        <div className="min-w-0">
          <label className="block text-base font-semibold text-stone-800">
            {t('scaling')}
            <select
              className={selectClass}
              value={scaling}
              onChange={(event) => setScaling(event.target.value as Scaling)}
            >
              {SCALING_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`scalingModes.${mode}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {failed && <ErrorBanner failure={{ title: t('saveFailed') }} />}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={button.primary} disabled={saving}>
          {saving ? t('saving') : t('save')}
        </button>
        <button type="button" className={button.secondary} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
