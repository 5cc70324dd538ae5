import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { z } from 'zod';
import { diaryEventInputSchema } from '#shared/schemas/diary.ts';
import { TextField } from '#web/components/fields.tsx';
import { button } from '#web/components/buttons.ts';
import { placeRefusal, useSchemaForm } from '#web/lib/schema-form.ts';
import { typedNumberField, useNumberProblem, type TypedNumberShape } from '../../model/typed-number.ts';

/**
 * The diary card's small form. It saves through the card (which shows a change made from an old
 * version beside the saved one): `onSave` rejects with any other refusal, placed beside the field when
 * it names it, else handed to `onFailure` for the card's banner.
 */
interface CardFormProps<Value> {
  busy: boolean;
  onSave: (value: Value) => Promise<void>;
  onFailure: (error: unknown) => void;
}

/** Kilograms to a tenth; empty is none. */
const KG: TypedNumberShape = { decimals: 1, empty: 'null' };
const leftoverSchema = z.object({
  leftoverMeatKg: typedNumberField(diaryEventInputSchema.shape.leftoverMeatKg, KG),
});

/** Completing an event asks for the leftover meat (kg), offered to the next cutlet day. */
export function LeftoverForm({
  leftoverMeatKg,
  busy,
  onSave,
  onFailure,
  onCancel,
}: CardFormProps<number | null> & { leftoverMeatKg: number | null; onCancel: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'cutlets.diary' });
  const numberProblem = useNumberProblem();
  const form = useSchemaForm(leftoverSchema, { leftoverMeatKg });
  const error = form.formState.errors.leftoverMeatKg;
  const submit = form.handleSubmit(async (value) => {
    try {
      await onSave(value.leftoverMeatKg ?? null);
    } catch (refusal) {
      if (!placeRefusal(form, refusal)) onFailure(refusal);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-2">
      <TextField
        label={t('leftoverLabel')}
        hint={t('leftoverHint')}
        inputMode="decimal"
        autoComplete="off"
        // The schema's bounds in the cook's words (kilograms, 0 to 1,000); what is no number, and the
        // server's refusal, in their own.
        error={error?.type === 'too_small' || error?.type === 'too_big' ? t('invalid') : numberProblem(error, KG)}
        {...form.register('leftoverMeatKg')}
      />
      <div className="grid grid-cols-2 gap-2">
        <button type="submit" disabled={busy} className={button.success}>
          <CheckCircle2 aria-hidden className="size-5 shrink-0" />
          {t('complete')}
        </button>
        <button type="button" onClick={onCancel} className={button.secondary}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
