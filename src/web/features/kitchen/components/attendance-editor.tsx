import { Minus, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { useTranslation } from '#web/lib/i18n.ts';
import { ATTENDANCE_STEP, peopleCount } from '#shared/domain/kitchen/attendance.ts';
import { KITCHEN_LIMITS } from '#shared/domain/kitchen/limits.ts';
import { stepNumber } from '#shared/domain/typed-number.ts';
import { peopleRequestSchema } from '#shared/schemas/diary.ts';
import { TextField } from '#web/components/fields.tsx';
import { button } from '#web/components/buttons.ts';
import { placeRefusal, useSchemaForm } from '#web/lib/schema-form.ts';
import { typedNumberField, useNumberProblem } from '../model/typed-number.ts';

const PEOPLE = KITCHEN_LIMITS.people;
/**
 * The count as POST /api/people takes it, typed as a cook types a count, and sent as the number the
 * server saves (10 or more; less is refused beside the field).
 */
const peopleFormSchema = z
  .object({ count: typedNumberField(peopleRequestSchema.shape.count) })
  // Never null here: the schema refused every count peopleCount does not read.
  .transform(({ count }) => ({ count: peopleCount(count) ?? Number.NaN }));

interface AttendanceEditorProps {
  /** The people count shown now. */
  people: number;
  /** The button that opens the editor: the diary card's "Edit attendance", the task panel's "Update Attendance". */
  toggleLabel: string;
  busy: boolean;
  /** Saves the count; rejects with a refusal, placed beside the field when it names it. */
  onSave: (count: number) => Promise<void>;
  /** A refusal the form cannot place beside its field. */
  onFailure: (error: unknown) => void;
}

/**
 * The event's people count, edited: one editor for the diary card and the task panel. Typed (a whole
 * number of people inside the limit; anything else is refused beside the field) or stepped by 10; it
 * closes once the count is saved.
 */
export function AttendanceEditor({ people, toggleLabel, busy, onSave, onFailure }: AttendanceEditorProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.diary.card' });
  const numberProblem = useNumberProblem();
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(peopleFormSchema, { count: String(people) });
  const submit = form.handleSubmit(async ({ count }) => {
    try {
      await onSave(count);
      setOpen(false);
    } catch (refusal) {
      if (!placeRefusal(form, refusal)) onFailure(refusal);
    }
  });
  /** Ten more or fewer than the count typed (or shown, when what is typed is no count). */
  const step = (direction: 1 | -1) => {
    const typed = peopleCount(String(form.getValues('count') ?? '')) ?? people;
    form.setValue('count', String(stepNumber(typed, ATTENDANCE_STEP, direction, { ...PEOPLE, decimals: 0 })), {
      shouldValidate: form.formState.isSubmitted,
    });
  };

  return (
    <div className="mt-3">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => {
          if (!open) form.reset({ count: String(people) });
          setOpen(!open);
        }}
        className={`${button.secondary} w-full`}
      >
        <Pencil aria-hidden className="size-5" />
        {toggleLabel}
      </button>
      {open && (
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 flex flex-wrap items-end gap-2">
          <button type="button" aria-label={t('fewerPeople')} onClick={() => step(-1)} className={button.secondary}>
            <Minus aria-hidden className="size-6" />
          </button>
          <TextField
            className="min-w-0 flex-1"
            label={t('attendanceLabel')}
            inputMode="numeric"
            autoComplete="off"
            error={numberProblem(form.formState.errors.count)}
            {...form.register('count')}
          />
          <button type="button" aria-label={t('morePeople')} onClick={() => step(1)} className={button.secondary}>
            <Plus aria-hidden className="size-6" />
          </button>
          <button type="submit" disabled={busy} className={`${button.primary} w-full sm:w-auto`}>
            {t('saveAttendance')}
          </button>
        </form>
      )}
    </div>
  );
}
