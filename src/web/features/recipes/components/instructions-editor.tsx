import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { Recipe } from '#shared/schemas/recipes.ts';
import { ErrorBanner, type Failure } from '#web/components/status-banners.tsx';
import { TextAreaField } from '#web/components/text-field.tsx';
import { FormActions } from './admin-fields.tsx';

type Instructions = Recipe['instructions'];

/** One instruction per line; numbering typed by the admin ('1. ') is dropped, the card numbers them. */
export function instructionLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*\d+[.)]\s*/, '').trim())
    .filter((line) => line !== '');
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
  const [en, setEn] = useState(instructions.en.join('\n'));
  const [ml, setMl] = useState(instructions.ml.join('\n'));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { en: instructionLines(en), ml: instructionLines(ml) };
    if (next.ml.length > 0 && next.ml.length !== next.en.length) return setProblem(t('instructionsCount'));
    if ([...next.en, ...next.ml].some((line) => line.length > 500)) return setProblem(t('instructionTooLong'));
    if (next.en.length > 40) return setProblem(t('tooManyInstructions'));
    setProblem(null);
    onSave(next);
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('editInstructions')}
      className="flex flex-col gap-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200"
      noValidate
    >
      <TextAreaField
        label={t('instructionsEn')}
        hint={t('instructionsHint')}
        rows={8}
        value={en}
        onChange={(event) => setEn(event.target.value)}
      />
      <TextAreaField
        label={t('instructionsMl')}
        lang="ml"
        rows={8}
        value={ml}
        error={problem}
        onChange={(event) => setMl(event.target.value)}
      />
      {failure && <ErrorBanner failure={failure} />}
      <FormActions busy={saving} label={t('save')} busyLabel={t('saving')} onCancel={onCancel} />
    </form>
  );
}
