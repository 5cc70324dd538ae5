import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import {
  DELIVERY_QUICK_TIMES,
  currentDeliveryTime,
  shiftEventDay,
  startsTooEarly,
} from '#shared/domain/kitchen/task-schedule.ts';
import type { Task } from '#shared/schemas/tasks.ts';
import { TextField } from '#web/components/text-field.tsx';
import { button } from '#web/components/buttons.ts';

/** "Applied" shows for 1.5 s. */
export const APPLIED_MS = 1500;

interface ScheduleFormProps {
  tasks: Task[];
  busy: boolean;
  /** Saves the shifted list; resolves true when saved. */
  onApply: (tasks: Task[]) => Promise<boolean>;
  onCancel: () => void;
}

/** '10:00 AM' → '10 AM', as the quick options read. */
const shortClock = (time: string) => time.replace(':00 ', ' ');

/**
 * Schedule Tasks: event-day times follow the delivery time, measured from the list's current delivery
 * time, which the form shows as selected until another is chosen.
 */
export function ScheduleForm({ tasks, busy, onApply, onCancel }: ScheduleFormProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.tasks.schedule' });
  const { t: tc } = useTranslation('translation', { keyPrefix: 'kitchen.common' });
  const id = useId();
  // null: the list's current delivery time, kept up to date as the list changes.
  const [picked, setTime] = useState<string | null>(null);
  const time = picked ?? currentDeliveryTime(tasks);
  const [applied, setApplied] = useState(false);
  const shifted = shiftEventDay(tasks, time);
  const tooEarly = startsTooEarly(shifted);

  useEffect(() => {
    if (!applied) return;
    const timer = setTimeout(() => setApplied(false), APPLIED_MS);
    return () => clearTimeout(timer);
  }, [applied]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await onApply(shifted)) {
      setApplied(true);
      setTime(null);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="space-y-3">
      <h4 id={`${id}-heading`} className="text-lg font-bold text-stone-900">
        {t('heading')}
      </h4>
      <TextField label={t('deliveryTime')} value={time} maxLength={20} onChange={(e) => setTime(e.target.value)} />
      <div role="group" aria-label={t('quickTimes')} className="flex flex-wrap gap-2">
        {DELIVERY_QUICK_TIMES.map((quick) => (
          <button
            key={quick}
            type="button"
            aria-pressed={time === quick}
            onClick={() => setTime(quick)}
            className={time === quick ? button.primary : button.secondary}
          >
            {shortClock(quick)}
          </button>
        ))}
      </div>
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
