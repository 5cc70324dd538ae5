import { ListChecks, Pencil, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantity, personWord, scaledAmount } from '#shared/domain/kitchen/recipe-scaling.ts';
import type { Ingredient, Recipe } from '#shared/schemas/recipes.ts';
import { button, panel } from '#web/components/buttons.ts';
import { pick, type Lang } from '../model.ts';
import { useSaveRecipe } from '../api/save-recipe.ts';
import { CostsLine } from './costs-line.tsx';
import { IngredientEditor } from './ingredient-editor.tsx';

/** The quantity as the calculator shows it for `servings`; text such as 'as needed' stays as written. */
export function ingredientAmount(ingredient: Ingredient, servings: number, base: number): string {
  if (ingredient.quantity === null) return ingredient.unit;
  return formatQuantity(scaledAmount(ingredient.quantity, servings, base, ingredient.scaling), ingredient.unit);
}

/** The selected recipe scaled to the servings: its ingredients, numbered instructions and cost. */
export function RecipeCard({
  recipe,
  servings,
  collectionId,
  lang,
  editable = false,
}: {
  recipe: Recipe;
  servings: number;
  collectionId: number;
  lang: Lang;
  /** Admin, on a draft: each ingredient can be edited. */
  editable?: boolean;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'recipes' });
  const id = useId();
  const [editing, setEditing] = useState<number | null>(null);
  const save = useSaveRecipe(collectionId);
  const saveIngredient = (index: number, next: Ingredient) =>
    save.mutate(
      {
        collectionId,
        recipe: { ...recipe, ingredients: recipe.ingredients.map((one, at) => (at === index ? next : one)) },
      },
      { onSuccess: () => setEditing(null) },
    );
  const instructions = recipe.instructions[lang].length > 0 ? recipe.instructions[lang] : recipe.instructions.en;
  return (
    <section aria-labelledby={`${id}-title`} className={`${panel} flex flex-col gap-4`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="break-words text-2xl font-bold text-stone-900">
            {recipe.title.en}
          </h2>
          <p lang="ml" className="break-words text-lg text-stone-700">
            {recipe.title.ml}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <span className="inline-flex items-center gap-1 rounded-full bg-stone-800 px-3 py-1 text-sm font-semibold text-white">
            <Users aria-hidden className="size-4" />
            {t('card.baseServings', { count: recipe.baseServings })}
          </span>
          {recipe.steps.length > 0 && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-700 px-3 py-1 text-sm font-semibold text-white">
              <ListChecks aria-hidden className="size-4" />
              {t('card.detailedSteps')}
            </span>
          )}
        </div>
      </div>
      <p className="text-lg font-semibold text-amber-900">
        {personWord(servings) === 'person'
          ? t('card.modifiedPerson', { count: servings })
          : t('card.modifiedPeople', { count: servings })}
      </p>
      <CostsLine collectionId={collectionId} recipe={recipe} servings={servings} />
      <div>
        <h3 className="text-xl font-bold text-stone-900">{t('card.ingredients')}</h3>
        <ul aria-label={t('card.ingredients')} className="mt-2 divide-y divide-stone-200">
          {recipe.ingredients.map((ingredient, index) => (
            <li key={index} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2 text-base">
              <span className="min-w-0 break-words text-stone-900">{pick(ingredient.name, lang)}</span>
              <span className="font-mono font-semibold text-stone-900">
                <span data-testid="quantity">{ingredientAmount(ingredient, servings, recipe.baseServings)}</span>
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
                    onClick={() => {
                      save.reset();
                      setEditing(index);
                    }}
                  >
                    <Pencil aria-hidden className="size-5" />
                  </button>
                )}
              </span>
              {editable && editing === index && (
                <IngredientEditor
                  ingredient={ingredient}
                  name={pick(ingredient.name, lang)}
                  saving={save.isPending}
                  failed={save.isError}
                  onSave={(next) => saveIngredient(index, next)}
                  onCancel={() => setEditing(null)}
                />
              )}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-xl font-bold text-stone-900">{t('card.instructions')}</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-base text-stone-800">
          {instructions.map((line, index) => (
            <li key={index} className="break-words">
              {line.replace(/^\s*\d+[.)]\s*/, '')}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
