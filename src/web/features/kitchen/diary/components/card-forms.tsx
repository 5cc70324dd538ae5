import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { ATTENDANCE_STEP, peopleCount } from '#shared/domain/kitchen/attendance.ts';
import { KITCHEN_LIMITS } from '#shared/domain/kitchen/limits.ts';
import { diaryEventInputSchema, peopleRequestSchema } from '#shared/schemas/diary.ts';
import { TextField } from '#web/components/text-field.tsx';
import { button } from '#web/components/buttons.ts';
import { placeRefusal, useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';

/**
 * The diary card's two small forms. Each saves through the card (which shows a change made from an old
 * version beside the saved one): `onSave` rejects with any other refusal, placed beside the field when
 * it names it, else handed to `onFailure` for the card's banner.
 */
interface CardFormProps<Value> {
  busy: boolean;
  onSave: (value: Value) => Promise<void>;
  onFailure: (error: unknown) => void;
}

/** The leftover meat as typed: empty is none; a decimal comma reads as a point. */
const typedKg = (typed: unknown) => {
  const text = String(typed ?? '').trim();
  return text === '' ? null : Number(text.replace(',', '.'));
};
const leftoverSchema = diaryEventInputSchema.pick({ leftoverMeatKg: true });

/** Completing an event asks for the leftover meat (kg), offered to the next cutlet day. */
export function LeftoverForm({
  leftoverMeatKg,
  busy,
  onSave,
  onFailure,
  onCancel,
}: CardFormProps<number | null> & { leftoverMeatKg: number | null; onCancel: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'cutlets.diary' });
  const problem = useFieldProblem();
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
        type="number"
        inputMode="decimal"
        min={0}
        step={0.1}
        // The schema's bounds in the cook's words (kilograms, 0 or more); the server's refusal in its own.
        error={error?.type === 'server' ? problem(error) : error && t('invalid')}
        {...form.register('leftoverMeatKg', { setValueAs: typedKg })}
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

const PEOPLE_LIMIT = KITCHEN_LIMITS.people;
/** The count as POST /api/people takes it, sent as the number the server saves (at least MIN_PEOPLE). */
const peopleFormSchema = peopleRequestSchema
  .pick({ count: true })
  // Never null here: the schema refused every count peopleCount does not read.
  .transform(({ count }) => ({ count: peopleCount(count) ?? Number.NaN }));

/** The event's people count, edited from the card. */
export function PeopleForm({ people, busy, onSave, onFailure }: CardFormProps<number> & { people: number }) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.diary.card' });
  const problem = useFieldProblem();
  const form = useSchemaForm(peopleFormSchema, { count: String(people) });
  const submit = form.handleSubmit(async ({ count }) => {
    try {
      await onSave(count);
    } catch (refusal) {
      if (!placeRefusal(form, refusal)) onFailure(refusal);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 flex flex-wrap items-end gap-2">
      <TextField
        className="min-w-0 flex-1"
        label={t('attendanceLabel')}
        type="number"
        inputMode="numeric"
        min={PEOPLE_LIMIT.min}
        max={PEOPLE_LIMIT.max}
        step={ATTENDANCE_STEP}
        error={problem(form.formState.errors.count)}
        {...form.register('count')}
      />
      <button type="submit" disabled={busy} className={button.primary}>
        {t('saveAttendance')}
      </button>
    </form>
  );
}
