import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import {
  ATTENDANCE_STEP,
  attendanceFrom,
  guessAttendance,
  typedAttendance,
} from '#shared/domain/kitchen/attendance.ts';
import { CALENDAR_DAY_KEY, isCalendarDay, KITCHEN_LIMITS, limitParams } from '#shared/domain/kitchen/limits.ts';
import { TextAreaField, TextField } from '#web/components/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useCreateDiaryEvent } from '../api/create-diary-event.ts';
import { button } from '#web/components/buttons.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { useProblemText } from '#web/lib/problem-text.ts';

const FIELDS = ['title', 'date', 'description', 'assignedTo', 'estimatedAttendance'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { title: '', date: '', description: '', assignedTo: '', estimatedAttendance: '' };
const ATTENDANCE = KITCHEN_LIMITS.attendance;

/**
 * Create New Event: title and date (a real calendar day) required; attendance left empty is guessed from
 * the title, else 1 to 100,000 people. Each limit is worded beside its field before the call; a refusal
 * of the server is worded from its code and values, beside the field it names.
 */
export function DiaryEventForm({ onCreated, onCancel }: { onCreated: () => void; onCancel: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.diary' });
  const { t: tc } = useTranslation('translation', { keyPrefix: 'kitchen.common' });
  const { t: tAll } = useTranslation();
  const problemText = useProblemText();
  const create = useCreateDiaryEvent();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const attendanceEmpty = values.estimatedAttendance.trim() === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const title = values.title.trim();
    if (!title || !values.date) {
      const required = t('form.required');
      setErrors({ title: title ? undefined : required, date: values.date ? undefined : required });
      return;
    }
    const problems: Partial<Record<Field, string>> = {};
    if (!isCalendarDay(values.date)) problems.date = tAll(CALENDAR_DAY_KEY);
    if (typedAttendance(values.estimatedAttendance) === undefined) {
      problems.estimatedAttendance = tAll(ATTENDANCE.key, limitParams(ATTENDANCE.key));
    }
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    try {
      await create.mutateAsync({
        title,
        date: values.date,
        description: values.description.trim(),
        assignedTo: values.assignedTo.trim(),
        estimatedAttendance: attendanceFrom(values.estimatedAttendance, title),
      });
      setValues(EMPTY);
      onCreated();
    } catch (error) {
      const field = error instanceof ApiError ? FIELDS.find((name) => name === error.field) : undefined;
      const text = problemText(error, t('errors.create'));
      if (field) setErrors({ [field]: text });
      else setFailure(text);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
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
        <TextField
          label={t('form.title')}
          value={values.title}
          onChange={set('title')}
          error={errors.title}
          maxLength={200}
        />
        <TextField label={t('form.date')} type="date" value={values.date} onChange={set('date')} error={errors.date} />
        <TextField
          label={t('form.assignedTo')}
          value={values.assignedTo}
          onChange={set('assignedTo')}
          error={errors.assignedTo}
          maxLength={80}
        />
        <div>
          <TextField
            label={t('form.attendance')}
            type="number"
            inputMode="numeric"
            min={ATTENDANCE.min}
            max={ATTENDANCE.max}
            step={ATTENDANCE_STEP}
            value={values.estimatedAttendance}
            onChange={set('estimatedAttendance')}
            error={errors.estimatedAttendance}
            hint={t('form.attendanceHint')}
          />
          {attendanceEmpty && (
            <p aria-live="polite" className="mt-1 text-base font-semibold text-stone-800">
              {t('form.guessPreview', { count: guessAttendance(values.title) })}
            </p>
          )}
        </div>
      </div>
      <TextAreaField
        label={t('form.description')}
        rows={3}
        value={values.description}
        onChange={set('description')}
        error={errors.description}
        maxLength={2000}
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
