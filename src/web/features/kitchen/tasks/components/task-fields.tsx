import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n.ts';
import { DUE_DATES } from '#shared/schemas/tasks.ts';
import { SelectField, TextAreaField, TextField } from '#web/components/fields.tsx';
import { button } from '#web/components/buttons.ts';
import { useFieldProblem } from '#web/lib/schema-form.ts';
import { CUSTOM_DUE, type DraftField, type TaskDraft } from '../model/task-draft.ts';

const DUE_OPTION_KEYS = ['threeDays', 'twoDays', 'dayBefore', 'eventDay'] as const;

/** A count of days or minutes, with the phone's number pad; the limits are checked and worded on submit. */
export const WHOLE_NUMBER = { type: 'text', inputMode: 'numeric' } as const;

/** Cancel and the form's own submit: side by side, the submit first on a phone. */
export function FormButtons({ busy, submit, onCancel }: { busy: boolean; submit: string; onCancel: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.common' });
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button type="button" onClick={onCancel} className={button.secondary}>
        {t('cancel')}
      </button>
      <button type="submit" disabled={busy} className={button.primary}>
        {submit}
      </button>
    </div>
  );
}

interface TaskFieldsProps {
  /** The form's wiring of a draft field. */
  register: (field: DraftField) => UseFormRegisterReturn;
  /** Each field's problem, shown beside it. */
  errors: FieldErrors<TaskDraft>;
  /** The due date chosen now: the days are asked for CUSTOM_DUE. */
  due: TaskDraft['due'];
  /** Between the times and the description (the custom form's video fields). */
  children?: ReactNode;
}

/** Task text, due date (or a custom number of days), duration, start time, assignee and description. */
export function TaskFields({ register, errors, due, children }: TaskFieldsProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.tasks.custom' });
  const problem = useFieldProblem();
  return (
    <>
      <TextField label={t('task')} maxLength={300} error={problem(errors.task)} {...register('task')} />
      <TextField label={t('taskMl')} lang="ml" maxLength={300} error={problem(errors.taskMl)} {...register('taskMl')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={t('dueDate')} {...register('due')}>
          {DUE_DATES.map((option, index) => (
            <option key={option} value={option}>
              {t(`dueOptions.${DUE_OPTION_KEYS[index]!}`)}
            </option>
          ))}
          <option value={CUSTOM_DUE}>{t('dueOptions.custom')}</option>
        </SelectField>
        {/* Always there, hidden unless asked: a problem's focus goes to the first field in the form's order. */}
        <TextField
          className={due === CUSTOM_DUE ? '' : 'hidden'}
          label={t('customDays')}
          {...WHOLE_NUMBER}
          error={problem(errors.customDays)}
          {...register('customDays')}
        />
        <TextField label={t('duration')} {...WHOLE_NUMBER} error={problem(errors.duration)} {...register('duration')} />
        <TextField
          label={t('startTime')}
          placeholder="9:00 AM"
          maxLength={20}
          error={problem(errors.startTime)}
          {...register('startTime')}
        />
        <TextField
          label={t('assignedTo')}
          maxLength={80}
          error={problem(errors.assignedTo)}
          {...register('assignedTo')}
        />
      </div>
      {children}
      <TextAreaField
        label={t('description')}
        rows={2}
        maxLength={4000}
        error={problem(errors.description)}
        {...register('description')}
      />
      <TextAreaField
        label={t('descriptionMl')}
        lang="ml"
        rows={2}
        maxLength={4000}
        error={problem(errors.descriptionMl)}
        {...register('descriptionMl')}
      />
    </>
  );
}
