import { keyOf } from '#shared/content/locales/text-keys.ts';
import { Pencil, Thermometer } from 'lucide-react';
import { judgeReading, temperatureLimitText } from '#shared/domain/kitchen/temperature-limits.ts';
import type { Task, TemperatureReading } from '#shared/schemas/tasks.ts';
import { button } from '#web/components/buttons.ts';
import { CheckRecordFields } from '#web/components/check-record-fields.tsx';
import { TextField } from '#web/components/fields.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { TEMPERATURE_SHAPE, useNumberProblem } from '../../model/typed-number.ts';
import type { TaskSteps } from '../model/use-task-steps.ts';

interface TaskReadingProps {
  task: Task;
  /** The newest reading, whichever screen recorded it. */
  reading: TemperatureReading | null;
  steps: TaskSteps;
  mayCorrect: boolean;
}

/** A temperature task's probe: the reading typed and recorded, the newest one judged, its limit, and what it still needs. */
export function TaskReading({ task, reading, steps, mayCorrect }: TaskReadingProps) {
  const { t } = useTranslation();
  const numberProblem = useNumberProblem();
  const { readingForm } = steps;
  const limit = temperatureLimitText(task.temperatureCheck ?? 'general');
  return (
    <div className="mt-3">
      <form noValidate onSubmit={(event) => void steps.askForReading(event)} className="flex flex-wrap items-end gap-2">
        <TextField
          className="w-40"
          label={t('kitchen.tasks.reading.label')}
          inputMode="decimal"
          autoComplete="off"
          error={numberProblem(readingForm.formState.errors.temperatureValue, TEMPERATURE_SHAPE)}
          {...readingForm.register('temperatureValue')}
        />
        <button type="submit" disabled={steps.busy} className={button.secondary}>
          <Thermometer aria-hidden className="size-5" />
          {t('kitchen.tasks.reading.record')}
        </button>
      </form>
      {reading && <ReadingVerdict reading={reading} />}
      <p data-testid="reading-limit" className="mt-2 text-base font-semibold text-stone-800">
        {t('kitchenRules.checks.limit', { limit: t(limit.key, limit.params) })}
      </p>
      <CheckRecordFields {...steps.checkRecords} />
      {mayCorrect && (
        <button
          type="button"
          disabled={steps.busy}
          onClick={() => steps.askToCorrect('reading')}
          className={`${button.secondary} mt-2`}
        >
          <Pencil aria-hidden className="size-5" />
          {t('kitchen.tasks.reading.correct')}
        </button>
      )}
    </div>
  );
}

/** The newest reading, green inside its limit and red outside, with what to do and what was done. */
export function ReadingVerdict({ reading }: { reading: TemperatureReading }) {
  const { t } = useTranslation();
  const doneRule = reading.inRange ? judgeReading(reading.check, reading.valueC).cookMore : null;
  return (
    <div
      role="status"
      className={`mt-2 rounded-xl px-3 py-2 text-lg font-bold ${
        reading.inRange ? 'bg-emerald-100 text-emerald-900' : 'bg-red-700 text-white'
      }`}
    >
      <p>
        {reading.inRange
          ? t('kitchen.tasks.reading.inRange', { value: reading.valueC })
          : t('kitchen.tasks.reading.outOfRange', { value: reading.valueC })}
      </p>
      {reading.correctiveAction && <p className="text-base">{t(keyOf(reading.correctiveAction))}</p>}
      {doneRule && <p className="text-base">{t(doneRule.key)}</p>}
      {reading.actionTaken && (
        <p className="break-words text-base font-normal">
          {t('kitchenRules.checks.actionTaken', { name: reading.actionBy ?? '', action: reading.actionTaken })}
        </p>
      )}
    </div>
  );
}
