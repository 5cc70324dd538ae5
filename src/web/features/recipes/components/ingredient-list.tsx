import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { ingredientText } from '#shared/domain/kitchen/recipe-scaling.ts';
import type { Ingredient, VersionedRecipe } from '#shared/schemas/recipes.ts';
import { button } from '#web/components/buttons.ts';
import { useSaveRecipe } from '../api/save-recipe.ts';
import { pick, type Lang } from '../model.ts';
import { blankIngredient, IngredientEditor } from './ingredient-editor.tsx';
import { SaveConflict } from './recipe-conflict.tsx';

/** The recipe's ingredients scaled to the servings; on a draft, the admin edits, adds and removes them. */
export function IngredientList({
  recipe,
  servings,
  collectionId,
  lang,
  editable,
}: {
  recipe: VersionedRecipe;
  /** null: the servings were refused, and no amounts are shown. */
  servings: number | null;
  collectionId: number;
  lang: Lang;
  editable: boolean;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'recipes' });
  /** The ingredient being edited (its place in the recipe as opened), or a new one. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const save = useSaveRecipe(collectionId, () => setEditing(null));
  const open = (which: number | 'new') => {
    save.open(recipe);
    setEditing(which);
  };
  const failure = save.failure ? { title: save.failure } : null;
  const editor = (which: number | 'new') => {
    if (save.conflict) return <SaveConflict save={save} lang={lang} />;
    const opened = save.opened ?? recipe;
    const current = which === 'new' ? undefined : opened.ingredients[which];
    const change = (ingredients: (list: Ingredient[]) => Ingredient[]) =>
      save.save((base) => ({ ...base, ingredients: ingredients(base.ingredients) }));
    return (
      <IngredientEditor
        ingredient={current ?? blankIngredient()}
        title={current ? t('admin.edit', { name: pick(current.name, lang) }) : t('admin.addIngredient')}
        saving={save.saving}
        failure={failure}
        onSave={(next) =>
          change((list) => (current ? list.map((one, at) => (at === which ? next : one)) : [...list, next]))
        }
        onRemove={
          !current || opened.ingredients.length < 2
            ? undefined
            : () => change((list) => list.filter((_, at) => at !== which))
        }
        onCancel={() => setEditing(null)}
      />
    );
  };
  return (
    <div>
      <h3 className="text-xl font-bold text-stone-900">{t('card.ingredients')}</h3>
      <ul aria-label={t('card.ingredients')} className="mt-2 divide-y divide-stone-200">
        {recipe.ingredients.map((ingredient, index) => (
          <li key={index} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2 text-base">
            <span className="min-w-0 break-words text-stone-900">{pick(ingredient.name, lang)}</span>
            <span className="font-mono font-semibold text-stone-900">
              <span data-testid="quantity">
                {servings === null ? '—' : ingredientText(ingredient, servings, recipe.baseServings, lang)}
              </span>
              {ingredient.quantity !== null && ingredient.scaling !== 'linear' && (
                <span className="ml-2 rounded bg-stone-100 px-2 py-0.5 font-sans text-sm font-normal text-stone-700">
                  {t(`card.scaling.${ingredient.scaling}`)}
                </span>
              )}
              {editable && editing !== index && (
                <button
                  type="button"
                  className={`${button.secondary} ml-2 font-sans`}
                  aria-label={t('admin.edit', { name: pick(ingredient.name, lang) })}
                  onClick={() => open(index)}
                >
                  <Pencil aria-hidden className="size-5" />
                </button>
              )}
            </span>
            {editable && editing === index && editor(index)}
          </li>
        ))}
      </ul>
      {editable && editing === 'new' && editor('new')}
      {editable && editing !== 'new' && (
        <button type="button" className={`${button.secondary} mt-2`} onClick={() => open('new')}>
          <Plus aria-hidden className="size-5" />
          {t('admin.addIngredient')}
        </button>
      )}
    </div>
  );
}
