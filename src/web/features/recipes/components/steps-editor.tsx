import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { SOP_PAGES } from '#shared/content/sop/index.ts';
import type { RecipeStep } from '#shared/schemas/recipes.ts';
import { button } from '#web/components/buttons.ts';
import { ErrorBanner, type Failure } from '#web/components/status-banners.tsx';
import { TextAreaField } from '#web/components/text-field.tsx';
import { useStepVideos } from '#web/lib/step-videos.ts';
import { pick, type Lang } from '../model.ts';
import { Field, FormActions, SelectField } from './admin-fields.tsx';

const MAX_STEPS = 20;

/** The guide's steps, whose uploaded videos a recipe step can play. */
const GUIDE_STEPS = Object.values(SOP_PAGES).flatMap((page) => page.subSteps.map((step) => step));

const blankStep = (): RecipeStep => ({
  title: { en: '', ml: '' },
  description: { en: '', ml: '' },
  videoStepId: null,
});

const isBlank = (text: string) => text.trim() === '';
const missingText = (step: RecipeStep) =>
  [step.title.en, step.title.ml, step.description.en, step.description.ml].some(isBlank);

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
  const [draft, setDraft] = useState<RecipeStep[]>(steps);
  const [checked, setChecked] = useState(false);
  const videos = useStepVideos();
  const change = (index: number, next: Partial<RecipeStep>) =>
    setDraft((current) => current.map((step, at) => (at === index ? { ...step, ...next } : step)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (draft.some(missingText)) return;
    onSave(
      draft.map((step) => ({
        title: { en: step.title.en.trim(), ml: step.title.ml.trim() },
        description: { en: step.description.en.trim(), ml: step.description.ml.trim() },
        videoStepId: step.videoStepId,
      })),
    );
  };
  const required = (text: string) => (checked && isBlank(text) ? t('textRequired') : null);
  return (
    <form
      onSubmit={submit}
      aria-label={t('editSteps')}
      className="flex flex-col gap-4 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200"
      noValidate
    >
      {draft.length === 0 && <p className="text-base text-stone-700">{t('noSteps')}</p>}
      {draft.map((step, index) => (
        <fieldset key={index} className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-3 ring-1 ring-stone-200">
          <legend className="px-1 text-lg font-bold text-stone-900">{t('stepNumber', { number: index + 1 })}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              label={t('stepTitleEn')}
              value={step.title.en}
              error={required(step.title.en)}
              onChange={(event) => change(index, { title: { ...step.title, en: event.target.value } })}
            />
            <Field
              label={t('stepTitleMl')}
              lang="ml"
              value={step.title.ml}
              error={required(step.title.ml)}
              onChange={(event) => change(index, { title: { ...step.title, ml: event.target.value } })}
            />
            <TextAreaField
              label={t('stepDescriptionEn')}
              rows={3}
              value={step.description.en}
              error={required(step.description.en)}
              onChange={(event) => change(index, { description: { ...step.description, en: event.target.value } })}
            />
            <TextAreaField
              label={t('stepDescriptionMl')}
              lang="ml"
              rows={3}
              value={step.description.ml}
              error={required(step.description.ml)}
              onChange={(event) => change(index, { description: { ...step.description, ml: event.target.value } })}
            />
          </div>
          <SelectField
            label={t('stepVideo')}
            hint={t('stepVideoHint')}
            value={step.videoStepId ?? ''}
            onChange={(event) => change(index, { videoStepId: event.target.value || null })}
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
          <button
            type="button"
            className={`${button.dangerOutline} self-start`}
            onClick={() => setDraft((current) => current.filter((_, at) => at !== index))}
          >
            <Trash2 aria-hidden className="size-5" />
            {t('removeStep', { number: index + 1 })}
          </button>
        </fieldset>
      ))}
      {draft.length < MAX_STEPS && (
        <button
          type="button"
          className={`${button.secondary} self-start`}
          onClick={() => setDraft((current) => [...current, blankStep()])}
        >
          <Plus aria-hidden className="size-5" />
          {t('addStep')}
        </button>
      )}
      {checked && draft.some(missingText) && <ErrorBanner failure={{ title: t('stepsIncomplete') }} />}
      {failure && <ErrorBanner failure={failure} />}
      <FormActions busy={saving} label={t('saveSteps')} busyLabel={t('saving')} onCancel={onCancel} />
    </form>
  );
}
