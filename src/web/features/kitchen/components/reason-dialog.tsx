import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '#web/lib/i18n.ts';
import { undoRequestSchema } from '#shared/schemas/corrections.ts';
import { readingCorrectionRequestSchema } from '#shared/schemas/tasks.ts';
import { Modal } from '#web/components/modal.tsx';
import { TextField } from '#web/components/fields.tsx';
import { button } from '#web/components/buttons.ts';
import { ReasonField } from '#web/components/reason-field.tsx';
import { rememberedName, rememberName } from '#web/lib/cook-name.ts';
import { useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { TEMPERATURE_SHAPE, typedNumberField, useNumberProblem } from '../model/typed-number.ts';

export interface ReasonAnswer {
  name: string;
  reason: string;
  /** The corrected temperature, when the dialog asks for one. */
  value?: number;
}

/** The dialog's fields: an undo's (name, reason), and a reading correction's value (as typed) besides. */
type ReasonValues = { name?: string; reason: string; value?: string | number | null };

/** A reading's correction, its temperature read as a cook types it. */
const correctionSchema = readingCorrectionRequestSchema.extend({
  value: typedNumberField(readingCorrectionRequestSchema.shape.value, TEMPERATURE_SHAPE),
});

interface ReasonDialogProps {
  title: string;
  subject: string;
  /** One-tap reasons (already worded); the cook may also type their own. */
  reasons: string[];
  confirmLabel: string;
  /** Asks for a corrected temperature too (a reading's correction). */
  asksTemperature?: string;
  onConfirm: (answer: ReasonAnswer) => void;
  onCancel: () => void;
}

/**
 * An undo or a correction: who, why (one tap, or typed) and, for a reading, the right value, checked by
 * the call's own schema (an undo's, or a reading correction's). Every undo stays on the record with its
 * reason, so the reason is required, as the server requires it.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { title, subject, reasons, confirmLabel, asksTemperature, onConfirm, onCancel } = props;
  const { t } = useTranslation();
  const id = useId();
  const schema: z.ZodType<ReasonAnswer, ReasonValues> = asksTemperature ? correctionSchema : undoRequestSchema;
  const form = useSchemaForm(schema, { name: rememberedName(), reason: '', value: undefined });
  const { errors } = form.formState;
  const problem = useFieldProblem();
  const numberProblem = useNumberProblem();
  const submit = form.handleSubmit((answer) => {
    rememberName(answer.name);
    onConfirm(answer);
  });

  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={`${id}-subject`}
      onEscape={onCancel}
      className="max-h-[100dvh] w-full max-w-md overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-6"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-bold text-stone-900">
            {title}
          </h2>
          <p id={`${id}-subject`} className="mt-1 text-lg text-stone-700">
            {subject}
          </p>
          <p className="mt-1 text-base text-stone-700">{t('kitchen.tasks.undo.body')}</p>
        </div>
        {asksTemperature && (
          <TextField
            label={asksTemperature}
            inputMode="decimal"
            autoComplete="off"
            error={numberProblem(errors.value, TEMPERATURE_SHAPE)}
            {...form.register('value')}
          />
        )}
        <Controller
          control={form.control}
          name="reason"
          render={({ field, fieldState }) => (
            // ReasonField takes no ref: its typed field is the one focused when the reason has a problem.
            <div ref={(wrapper) => field.ref(wrapper?.querySelector('input') ?? null)}>
              <ReasonField
                label={t('kitchen.tasks.undo.reason')}
                choices={reasons}
                value={field.value}
                error={problem(fieldState.error)}
                onChange={field.onChange}
              />
            </div>
          )}
        />
        <TextField
          label={t('kitchen.tasks.who.name')}
          maxLength={80}
          autoComplete="name"
          error={problem(errors.name)}
          {...form.register('name')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onCancel} className={button.secondary}>
            {t('kitchen.common.cancel')}
          </button>
          <button type="submit" className={button.primary}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
