import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '#web/lib/i18n.ts';
import { useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { SOP_PAGES } from '#shared/content/sop/index.ts';
import { MAX_RECIPE_STEPS, recipeSchema, type RecipeStep } from '#shared/schemas/recipes.ts';
import { button } from '#web/components/buttons.ts';
import { ErrorBanner, type Failure } from '#web/components/status-banners.tsx';
import { SelectField, TextAreaField, TextField } from '#web/components/fields.tsx';
import { useStepVideos } from '#web/lib/step-videos.ts';
import { pick, type Lang } from '../model.ts';
import { FormActions } from './form-actions.tsx';

/** The steps as the recipe's schema checks them. */
const stepsFormSchema = z.object({ steps: recipeSchema.shape.steps });

/** The video choice: empty is none; the choice it starts with (null or a step id) passes. */
const videoChosen = (chosen: unknown) => (chosen === '' ? null : chosen);

/** The guide's steps, whose uploaded videos a recipe step can play. */
const GUIDE_STEPS = Object.values(SOP_PAGES).flatMap((page) => page.subSteps.map((step) => step));

const blankStep = (): RecipeStep => ({
  title: { en: '', ml: '' },
  description: { en: '', ml: '' },
  videoStepId: null,
});

/**
 * Admin, in a draft: the step-by-step card's steps: titles and descriptions in both languages, and the
 * uploaded guide video each one plays (videos are uploaded on the guide's pages).
 */
export function StepsEditor({
  steps,
  lang,
  saving,
  failure,
  onSave,
  onCancel,
}: {
  steps: RecipeStep[];
  lang: Lang;
  saving: boolean;
  failure: Failure | null;
  onSave: (next: RecipeStep[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'recipes.admin' });
  const form = useSchemaForm(stepsFormSchema, { steps });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'steps' });
  const problem = useFieldProblem();
  const stepErrors = form.formState.errors.steps;
  const videos = useStepVideos();
  const submit = form.handleSubmit((next) => onSave(next.steps));
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={t('editSteps')}
      className="flex flex-col gap-4 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200"
      noValidate
    >
      {fields.length === 0 && <p className="text-base text-stone-700">{t('noSteps')}</p>}
      {fields.map((step, index) => (
        <fieldset key={step.id} className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-3 ring-1 ring-stone-200">
          <legend className="px-1 text-lg font-bold text-stone-900">{t('stepNumber', { number: index + 1 })}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('stepTitleEn')}
              error={problem(stepErrors?.[index]?.title?.en)}
              {...form.register(`steps.${index}.title.en`)}
            />
            <TextField
              label={t('stepTitleMl')}
              lang="ml"
              error={problem(stepErrors?.[index]?.title?.ml)}
              {...form.register(`steps.${index}.title.ml`)}
            />
            <TextAreaField
              label={t('stepDescriptionEn')}
              rows={3}
              error={problem(stepErrors?.[index]?.description?.en)}
              {...form.register(`steps.${index}.description.en`)}
            />
            <TextAreaField
              label={t('stepDescriptionMl')}
              lang="ml"
              rows={3}
              error={problem(stepErrors?.[index]?.description?.ml)}
              {...form.register(`steps.${index}.description.ml`)}
            />
          </div>
          <SelectField
            label={t('stepVideo')}
            hint={t('stepVideoHint')}
            {...form.register(`steps.${index}.videoStepId`, { setValueAs: videoChosen })}
          >
            <option value="">{t('noVideo')}</option>
            {GUIDE_STEPS.map((guide) => (
              <option key={guide.id} value={guide.id}>
                {t(videos.data?.[guide.id] ? 'guideVideo' : 'guideNoVideo', {
                  id: guide.id,
                  title: pick(guide.title, lang),
                })}
              </option>
            ))}
          </SelectField>
          <button type="button" className={`${button.dangerOutline} self-start`} onClick={() => remove(index)}>
            <Trash2 aria-hidden className="size-5" />
            {t('removeStep', { number: index + 1 })}
          </button>
        </fieldset>
      ))}
      {fields.length < MAX_RECIPE_STEPS && (
        <button type="button" className={`${button.secondary} self-start`} onClick={() => append(blankStep())}>
          <Plus aria-hidden className="size-5" />
          {t('addStep')}
        </button>
      )}
      {failure && <ErrorBanner failure={failure} />}
      <FormActions busy={saving} label={t('saveSteps')} busyLabel={t('saving')} onCancel={onCancel} />
    </form>
  );
}
