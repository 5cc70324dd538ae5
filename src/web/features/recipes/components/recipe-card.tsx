import { ListChecks, Pencil, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { isSmallBatch, SMALL_BATCH_MAX_SERVINGS } from '#shared/domain/kitchen/recipe-scaling.ts';
import type { VersionedRecipe } from '#shared/schemas/recipes.ts';
import { button, panel } from '#web/components/buttons.ts';
import { useSaveRecipe } from '../api/save-recipe.ts';
import type { Lang } from '../model.ts';
import { CostsLine } from './costs-line.tsx';
import { IngredientList } from './ingredient-list.tsx';
import { InstructionsEditor } from './instructions-editor.tsx';
import { SaveConflict } from './recipe-conflict.tsx';
import { StepsEditor } from './steps-editor.tsx';

/**
 * The selected recipe scaled to the servings (a small batch shows, and says it shows, the base
 * quantities): its ingredients, numbered instructions and cost.
 */
export function RecipeCard({
  recipe,
  servings,
  collectionId,
  lang,
  editable = false,
}: {
  recipe: VersionedRecipe;
  /** null: the servings typed were refused, and the card shows no amounts (nor their cost) for them. */
  servings: number | null;
  collectionId: number;
  lang: Lang;
  /** Admin, on a draft: ingredients, instructions and steps can be edited. */
  editable?: boolean;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'recipes' });
  const id = useId();
  // The title in the screen's language, and below it in the other, as the kitchen says both.
  const other: Lang = lang === 'en' ? 'ml' : 'en';
  return (
    <section aria-labelledby={`${id}-title`} className={`${panel} flex flex-col gap-4`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="break-words text-2xl font-bold text-stone-900">
            {recipe.title[lang]}
          </h2>
          <p lang={other} className="break-words text-lg text-stone-700">
            {recipe.title[other]}
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
      {servings === null ? (
        <p
          role="status"
          data-testid="amounts-for"
          className="rounded-lg bg-red-50 px-3 py-2 text-lg font-semibold text-red-800"
        >
          {t('servings.hidden')}
        </p>
      ) : (
        <div data-testid="amounts-for" className="text-lg font-semibold text-amber-900">
          <p>{t('card.modifiedPeople', { count: servings })}</p>
          {isSmallBatch(servings) && (
            <p className="text-base font-normal">
              {t('card.smallBatch', { base: recipe.baseServings, max: SMALL_BATCH_MAX_SERVINGS })}
            </p>
          )}
        </div>
      )}
      {servings !== null && <CostsLine collectionId={collectionId} recipe={recipe} servings={servings} />}
      <IngredientList recipe={recipe} servings={servings} collectionId={collectionId} lang={lang} editable={editable} />
      <InstructionsSection recipe={recipe} collectionId={collectionId} lang={lang} editable={editable} />
      {editable && <StepsSection recipe={recipe} collectionId={collectionId} lang={lang} />}
    </section>
  );
}

/** Numbered instructions in the screen's language (English where no Malayalam was written). */
function InstructionsSection({
  recipe,
  collectionId,
  lang,
  editable,
}: {
  recipe: VersionedRecipe;
  collectionId: number;
  lang: Lang;
  editable: boolean;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'recipes' });
  const [editing, setEditing] = useState(false);
  const save = useSaveRecipe(collectionId, () => setEditing(false));
  const instructions = recipe.instructions[lang].length > 0 ? recipe.instructions[lang] : recipe.instructions.en;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-xl font-bold text-stone-900">{t('card.instructions')}</h3>
        {editable && !editing && (
          <EditButton
            label={t('admin.editInstructions')}
            onClick={() => {
              save.open(recipe);
              setEditing(true);
            }}
          />
        )}
      </div>
      {editing && save.conflict ? (
        <SaveConflict save={save} lang={lang} />
      ) : editing ? (
        <InstructionsEditor
          instructions={(save.opened ?? recipe).instructions}
          saving={save.saving}
          failure={save.failure ? { title: save.failure } : null}
          onSave={(next) => save.save((opened) => ({ ...opened, instructions: next }))}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-base text-stone-800">
          {instructions.map((line, index) => (
            <li key={index} className="break-words">
              {line.replace(/^\s*\d+[.)]\s*/, '')}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Admin, on a draft: the step-by-step card's steps, edited here and shown in the card below. */
function StepsSection({ recipe, collectionId, lang }: { recipe: VersionedRecipe; collectionId: number; lang: Lang }) {
  const { t } = useTranslation('translation', { keyPrefix: 'recipes' });
  const [editing, setEditing] = useState(false);
  const save = useSaveRecipe(collectionId, () => setEditing(false));
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-xl font-bold text-stone-900">{t('admin.stepsTitle')}</h3>
        {!editing && (
          <EditButton
            label={t('admin.editSteps')}
            onClick={() => {
              save.open(recipe);
              setEditing(true);
            }}
          />
        )}
      </div>
      {editing && save.conflict ? (
        <SaveConflict save={save} lang={lang} />
      ) : editing ? (
        <StepsEditor
          steps={(save.opened ?? recipe).steps}
          lang={lang}
          saving={save.saving}
          failure={save.failure ? { title: save.failure } : null}
          onSave={(next) => save.save((opened) => ({ ...opened, steps: next }))}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="mt-1 text-base text-stone-700">{t('admin.stepsCount', { count: recipe.steps.length })}</p>
      )}
    </div>
  );
}

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={button.secondary} onClick={onClick}>
      <Pencil aria-hidden className="size-5" />
      {label}
    </button>
  );
}
