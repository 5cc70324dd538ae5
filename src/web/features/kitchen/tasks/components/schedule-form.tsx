import { CircleCheck, OctagonX, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { useTranslation } from '#web/lib/i18n.ts';
import { deliveryWindow, shiftSchedule } from '#shared/domain/kitchen/schedule-shift.ts';
import {
  DELIVERY_QUICK_TIMES,
  currentDeliveryTime,
  parseClock,
  startsTooEarly,
} from '#shared/domain/kitchen/task-schedule.ts';
import { deliveryTimeSchema, type Task } from '#shared/schemas/tasks.ts';
import { TextField } from '#web/components/fields.tsx';
import { button } from '#web/components/buttons.ts';
import { placeRefusal, useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';

/** "Applied" shows for 1.5 s. */
export const APPLIED_MS = 1500;

interface ScheduleFormProps {
  tasks: Task[];
  busy: boolean;
  /** Moves the list on the server; resolves true when moved, rejects with a refusal naming `deliveryTime`. */
  onApply: (deliveryTime: string) => Promise<boolean>;
  onCancel: () => void;
}

const scheduleSchema = z.object({ deliveryTime: deliveryTimeSchema });

/** '10:00 AM' → '10 AM', as the quick options read. */
const shortClock = (time: string) => time.replace(':00 ', ' ');

/**
 * Schedule Tasks: the whole list follows the delivery time, measured from the list's current delivery
 * time, which the form shows as selected until another is chosen. A time the list cannot take is
 * refused with its reason as soon as it is picked, and again by the server.
 */
export function ScheduleForm({ tasks, busy, onApply, onCancel }: ScheduleFormProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.tasks.schedule' });
  const { t: tc } = useTranslation('translation', { keyPrefix: 'kitchen.common' });
  const { t: tAll } = useTranslation();
  const id = useId();
  // Until the cook picks one, the field shows the list's current delivery time, kept up to date as the list changes.
  const form = useSchemaForm(
    scheduleSchema,
    { deliveryTime: currentDeliveryTime(tasks) },
    { values: { deliveryTime: currentDeliveryTime(tasks) }, resetOptions: { keepDirtyValues: true } },
  );
  const problem = useFieldProblem();
  const time = form.watch('deliveryTime');
  const pick = (quick: string) =>
    form.setValue('deliveryTime', quick, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const [applied, setApplied] = useState(false);
  const preview = parseClock(time) === null ? null : shiftSchedule(tasks, time);
  const refusal = preview && !preview.ok ? preview.refusal : null;
  const tooEarly = preview?.ok === true && startsTooEarly(preview.tasks);
  const range = deliveryWindow(tasks);

  useEffect(() => {
    if (!applied) return;
    const timer = setTimeout(() => setApplied(false), APPLIED_MS);
    return () => clearTimeout(timer);
  }, [applied]);

  const submit = form.handleSubmit(async ({ deliveryTime }) => {
    if (refusal) {
      form.setFocus('deliveryTime');
      return;
    }
    try {
      if (await onApply(deliveryTime)) {
        setApplied(true);
        // Back to following the list, now at the time applied.
        form.reset();
      }
    } catch (error) {
      placeRefusal(form, error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`} className="space-y-3">
      <h4 id={`${id}-heading`} className="text-lg font-bold text-stone-900">
        {t('heading')}
      </h4>
      <TextField
        label={t('deliveryTime')}
        maxLength={20}
        error={problem(form.formState.errors.deliveryTime)}
        {...form.register('deliveryTime')}
      />
      {range && <p className="text-base text-stone-700">{t('window', range)}</p>}
      <div role="group" aria-label={t('quickTimes')} className="flex flex-wrap gap-2">
        {DELIVERY_QUICK_TIMES.map((quick) => (
          <button
            key={quick}
            type="button"
            aria-pressed={time === quick}
            onClick={() => pick(quick)}
            className={time === quick ? button.primary : button.secondary}
          >
            {shortClock(quick)}
          </button>
        ))}
      </div>
      {refusal && (
        <p
          role="alert"
          data-testid="schedule-refusal"
          className="flex items-start gap-2 rounded-xl bg-red-700 px-3 py-2 text-lg font-bold text-white"
        >
          <OctagonX aria-hidden className="mt-0.5 size-6 shrink-0" />
          {tAll(refusal.code, refusal.params)}
        </p>
      )}
      {tooEarly && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-amber-100 px-3 py-2 text-base font-semibold text-amber-950"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          {t('tooEarly')}
        </p>
      )}
      <div role="status">
        {applied && (
          <p className="flex items-center gap-2 text-lg font-bold text-emerald-800">
            <CircleCheck aria-hidden className="size-5" />
            {t('applied')}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={button.secondary}>
          {tc('cancel')}
        </button>
        <button type="submit" disabled={busy} className={button.primary}>
          {t('apply')}
        </button>
      </div>
    </form>
  );
}
