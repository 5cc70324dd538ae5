import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { guessAttendance } from '#shared/domain/kitchen/attendance.ts';
import { TextAreaField, TextField } from '#web/components/fields.tsx';
import { placeRefusal, useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { useCreateDiaryEvent } from '../api/create-diary-event.ts';
import { button } from '#web/components/buttons.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useNumberProblem } from '../../model/typed-number.ts';
import { EMPTY_EVENT, newEventFormSchema } from '../model/event-draft.ts';

/**
 * Create New Event: title and date (a real calendar day) required; attendance left empty is guessed from
 * the title, else 10 to 100,000 people. Each problem is worded beside its field before the call; a refusal
 * of the server is worded from its code and values, beside the field it names.
 */
export function DiaryEventForm({ onCreated, onCancel }: { onCreated: () => void; onCancel: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.diary' });
  const { t: tc } = useTranslation('translation', { keyPrefix: 'kitchen.common' });
  const problemText = useProblemText();
  const problem = useFieldProblem();
  const numberProblem = useNumberProblem();
  const create = useCreateDiaryEvent();
  const form = useSchemaForm(newEventFormSchema, EMPTY_EVENT);
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [title, attendance] = form.watch(['title', 'estimatedAttendance']);
  const attendanceEmpty = String(attendance ?? '').trim() === '';

  const submit = form.handleSubmit(async (event) => {
    setFailure(null);
    try {
      await create.mutateAsync(event);
      form.reset(EMPTY_EVENT);
      onCreated();
    } catch (error) {
      if (!placeRefusal(form, error)) setFailure(problemText(error, t('errors.create')));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="diary-form-heading"
      className="mb-4 space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h3 id="diary-form-heading" className="text-xl font-bold text-stone-900">
        {t('form.heading')}
      </h3>
      {failure && (
        <ErrorBanner failure={{ title: failure }} onDismiss={() => setFailure(null)} dismissLabel={tc('dismiss')} />
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t('form.title')} error={problem(errors.title)} maxLength={200} {...form.register('title')} />
        <TextField label={t('form.date')} type="date" error={problem(errors.date)} {...form.register('date')} />
        <TextField
          label={t('form.assignedTo')}
          error={problem(errors.assignedTo)}
          maxLength={80}
          {...form.register('assignedTo')}
        />
        <div>
          <TextField
            label={t('form.attendance')}
            inputMode="numeric"
            autoComplete="off"
            error={numberProblem(errors.estimatedAttendance)}
            hint={t('form.attendanceHint')}
            {...form.register('estimatedAttendance')}
          />
          {attendanceEmpty && (
            <p aria-live="polite" className="mt-1 text-base font-semibold text-stone-800">
              {t('form.guessPreview', { count: guessAttendance(title ?? '') })}
            </p>
          )}
        </div>
      </div>
      <TextAreaField
        label={t('form.description')}
        rows={3}
        error={problem(errors.description)}
        maxLength={2000}
        {...form.register('description')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={button.secondary}>
          {tc('cancel')}
        </button>
        <button type="submit" disabled={create.isPending} className={button.primary}>
          {create.isPending && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
          {create.isPending ? t('form.creating') : t('form.submit')}
        </button>
      </div>
    </form>
  );
}
