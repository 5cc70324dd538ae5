import { useId, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { DELIVERY_BASELINE } from '#shared/domain/kitchen/task-schedule.ts';
import { newTaskRequestSchema, type NewTaskRequest } from '#shared/schemas/tasks.ts';
import { TextAreaField, TextField } from '#web/components/fields.tsx';
import { placeRefusal, useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { typedNumberField } from '../../model/typed-number.ts';
import { customTaskFormSchema, draftFieldOf, EMPTY_DRAFT } from '../model/task-draft.ts';
import { FormButtons, TaskFields, WHOLE_NUMBER } from './task-fields.tsx';

interface FormProps {
  busy: boolean;
  /** Adds the task; rejects with the server's refusal. */
  onSubmit: (request: NewTaskRequest) => Promise<void>;
  /** A refusal the form cannot place beside one of its fields. */
  onFailure: (error: unknown) => void;
  onCancel: () => void;
}

/** Add Custom Task: the fixed due dates or a custom number of days, duration at least 1 minute. */
export function CustomTaskForm({ busy, onSubmit, onFailure, onCancel }: FormProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.tasks.custom' });
  const id = useId();
  const form = useSchemaForm(customTaskFormSchema, { ...EMPTY_DRAFT, kind: 'custom', videoUrl: '' });
  const { errors } = form.formState;
  const problem = useFieldProblem();
  const [hasVideo, setHasVideo] = useState(false);

  // Nothing is added while a field breaks a rule; each problem shows beside its field.
  const submit = form.handleSubmit(async (request) => {
    try {
      await onSubmit({ ...request, videoUrl: hasVideo ? request.videoUrl : '' });
      form.reset({ ...form.getValues(), task: '', taskMl: '', description: '', descriptionMl: '' });
    } catch (error) {
      if (!placeRefusal(form, error, (field) => draftFieldOf(field, form.getValues()))) onFailure(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`} className="space-y-3">
      <h4 id={`${id}-heading`} className="text-lg font-bold text-stone-900">
        {t('heading')}
      </h4>
      <TaskFields register={(field) => form.register(field)} errors={errors} due={form.watch('due')}>
        <label className="flex min-h-12 items-center gap-3 text-base font-medium text-stone-800">
          <input
            type="checkbox"
            className="size-6 accent-amber-700"
            checked={hasVideo}
            onChange={(e) => {
              setHasVideo(e.target.checked);
              // No video: no link is kept, nor any problem with one.
              if (!e.target.checked) form.setValue('videoUrl', '', { shouldValidate: form.formState.isSubmitted });
            }}
          />
          {t('hasVideo')}
        </label>
        {hasVideo && (
          <TextField
            label={t('videoUrl')}
            type="url"
            maxLength={500}
            error={problem(errors.videoUrl)}
            {...form.register('videoUrl')}
          />
        )}
      </TaskFields>
      <FormButtons busy={busy} submit={t('submit')} onCancel={onCancel} />
    </form>
  );
}

const deliveryRequest = newTaskRequestSchema.options[1];
/** Add Delivery Task as typed: the minutes read as a cook types them, then checked as the call checks them. */
const deliveryTaskSchema = deliveryRequest.extend({
  estimatedDuration: typedNumberField(deliveryRequest.shape.estimatedDuration),
});

/** Add Delivery Task: location required; standard or combined; 30 minutes at 12:00 PM by default. */
export function DeliveryTaskForm({ busy, onSubmit, onFailure, onCancel }: FormProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.tasks.delivery' });
  const id = useId();
  const form = useSchemaForm(deliveryTaskSchema, {
    kind: 'delivery',
    deliveryLocation: '',
    deliveryType: 'standard',
    deliveryNotes: '',
    startTime: DELIVERY_BASELINE,
    estimatedDuration: 30,
  });
  const { errors } = form.formState;
  const problem = useFieldProblem();

  const submit = form.handleSubmit(async (request) => {
    try {
      await onSubmit(request);
      form.reset({ ...form.getValues(), deliveryLocation: '', deliveryNotes: '' });
    } catch (error) {
      if (!placeRefusal(form, error)) onFailure(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`} className="space-y-3">
      <h4 id={`${id}-heading`} className="text-lg font-bold text-stone-900">
        {t('heading')}
      </h4>
      <TextField
        label={t('location')}
        maxLength={300}
        error={problem(errors.deliveryLocation)}
        {...form.register('deliveryLocation')}
      />
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t('type')}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {(['standard', 'combined'] as const).map((type) => (
            <label
              key={type}
              className="flex min-h-12 items-center gap-2 rounded-xl px-3 text-base ring-1 ring-stone-300"
            >
              <input type="radio" value={type} className="size-5 accent-amber-700" {...form.register('deliveryType')} />
              {t(type)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('startTime')}
          maxLength={20}
          error={problem(errors.startTime)}
          // Left empty, the delivery starts at the 12:00 PM baseline (the schema's default).
          {...form.register('startTime', {
            setValueAs: (text: unknown) => (String(text ?? '').trim() === '' ? undefined : text),
          })}
        />
        <TextField
          label={t('duration')}
          {...WHOLE_NUMBER}
          error={problem(errors.estimatedDuration)}
          {...form.register('estimatedDuration')}
        />
      </div>
      <TextAreaField
        label={t('notes')}
        rows={2}
        maxLength={1000}
        error={problem(errors.deliveryNotes)}
        {...form.register('deliveryNotes')}
      />
      <FormButtons busy={busy} submit={t('submit')} onCancel={onCancel} />
    </form>
  );
}
