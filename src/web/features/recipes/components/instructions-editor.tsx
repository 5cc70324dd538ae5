import type { FieldError } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n.ts';
import { useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import type { Recipe } from '#shared/schemas/recipes.ts';
import { ErrorBanner, type Failure } from '#web/components/status-banners.tsx';
import { TextAreaField } from '#web/components/fields.tsx';
import { instructionsFormSchema } from '../model.ts';
import { FormActions } from './form-actions.tsx';

type Instructions = Recipe['instructions'];

/** A box's problem: the list's own (too many), or its first line's (too long, under its line's index). */
function boxProblem(error: FieldError | FieldError[] | undefined): FieldError | undefined {
  return Array.isArray(error) ? error.find(Boolean) : error;
}

/** Admin, in a draft: the numbered instructions in English and Malayalam, one per line. */
export function InstructionsEditor({
  instructions,
  saving,
  failure,
  onSave,
  onCancel,
}: {
  instructions: Instructions;
  saving: boolean;
  failure: Failure | null;
  onSave: (next: Instructions) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'recipes.admin' });
  const form = useSchemaForm(instructionsFormSchema, {
    en: instructions.en.join('\n'),
    ml: instructions.ml.join('\n'),
  });
  const problem = useFieldProblem();
  const { errors } = form.formState;
  const submit = form.handleSubmit(onSave);
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={t('editInstructions')}
      className="flex flex-col gap-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200"
      noValidate
    >
      <TextAreaField
        label={t('instructionsEn')}
        hint={t('instructionsHint')}
        rows={8}
        error={problem(boxProblem(errors.en))}
        {...form.register('en')}
      />
      <TextAreaField
        label={t('instructionsMl')}
        lang="ml"
        rows={8}
        error={problem(boxProblem(errors.ml))}
        {...form.register('ml')}
      />
      {failure && <ErrorBanner failure={failure} />}
      <FormActions busy={saving} label={t('save')} busyLabel={t('saving')} onCancel={onCancel} />
    </form>
  );
}
