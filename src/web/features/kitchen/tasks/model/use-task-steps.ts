import { useState } from 'react';
import { z } from 'zod';
import { completeTaskRequestSchema, type Task, type TemperatureReading } from '#shared/schemas/tasks.ts';
import { checkRecordBody, checkRecordProblems, type CheckRecords } from '#web/components/check-record-fields.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useSchemaForm } from '#web/lib/schema-form.ts';
import type { ReasonAnswer } from '../../components/reason-dialog.tsx';
import { TEMPERATURE_SHAPE, typedNumberField } from '../../model/typed-number.ts';
import { useCorrectReading } from '../api/correct-reading.ts';
import { useTaskChange, type TaskChange } from '../api/task-changes.ts';
import { taskCheckNeeds } from './task-check-needs.ts';

/** Who is asked for: a start, a completion (with the reading typed, if any) or a reading. */
export type Asking =
  | { step: 'start' }
  | { step: 'complete'; temperatureValue?: number; records: ReturnType<typeof checkRecordBody> }
  | { step: 'reading'; value: number };
export type Correcting = 'undo-start' | 'undo-complete' | 'reading';

/** The reading typed on a temperature task, as a completion sends it: none (left empty), or a temperature inside the limits. */
const readingSchema = z.object({
  temperatureValue: typedNumberField(completeTaskRequestSchema.shape.temperatureValue, {
    ...TEMPERATURE_SHAPE,
    empty: 'undefined',
  }),
});

export type ReadingForm = ReturnType<typeof useReadingForm>;
const useReadingForm = () => useSchemaForm(readingSchema, { temperatureValue: undefined });

interface TaskStepsInput {
  task: Task;
  eventId: number;
  now: Date;
  /** The newest reading of the task, from the server's list (or this device's queue). */
  reading: TemperatureReading | null;
  eventDate?: string;
}

/**
 * A cook's steps on one task: start, complete, record or correct a reading, undo. Each asks who is doing
 * it (or why, for an undo or a correction) before it is sent; a refusal is shown as `failure`.
 */
export function useTaskSteps({ task, eventId, now, reading, eventDate }: TaskStepsInput) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const changeTask = useTaskChange(eventId);
  const correctReading = useCorrectReading(eventId);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [correcting, setCorrecting] = useState<Correcting | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const readingForm = useReadingForm();
  const [records, setRecords] = useState<CheckRecords>({ actionTaken: '', earlyReason: '' });
  const [triedToComplete, setTriedToComplete] = useState(false);
  const typed = Number(String(readingForm.watch('temperatureValue') ?? '').trim() || Number.NaN);
  const needs = taskCheckNeeds(task, typed, reading, eventDate, now);

  async function run(change: TaskChange) {
    setFailure(null);
    try {
      return await changeTask.mutateAsync({ task, change });
    } catch (error) {
      setFailure(problemText(error, t('kitchen.tasks.errors.action')));
      return null;
    }
  }

  /** Record: a reading must be typed; the schema checks it is inside the limits. */
  const askForReading = readingForm.handleSubmit(({ temperatureValue }) => {
    if (temperatureValue === undefined) {
      readingForm.setError('temperatureValue', { message: 'kitchen.tasks.reading.invalid' }, { shouldFocus: true });
    } else setAsking({ step: 'reading', value: temperatureValue });
  });

  /** A temperature task is completed only with a reading: typed here, or one recorded before. */
  const askToComplete = readingForm.handleSubmit(({ temperatureValue }) => {
    if (task.isTemperature && temperatureValue === undefined && reading === null) {
      const required = 'kitchenRules.tasks.temperatureRequired';
      readingForm.setError('temperatureValue', { message: required }, { shouldFocus: true });
    } else if (checkRecordProblems(needs, records)) {
      setTriedToComplete(true);
    } else {
      const value = task.isTemperature ? temperatureValue : undefined;
      setAsking({ step: 'complete', temperatureValue: value, records: checkRecordBody(needs, records) });
    }
  });

  async function confirmCorrection(answer: ReasonAnswer) {
    const step = correcting;
    setCorrecting(null);
    const { name, reason } = answer;
    if (step === 'undo-start') void run({ kind: 'task.undo-start', name, reason });
    if (step === 'undo-complete') void run({ kind: 'task.undo-complete', name, reason });
    if (step === 'reading' && reading && answer.value !== undefined) {
      setFailure(null);
      try {
        await correctReading.mutateAsync({ eventId, readingId: reading.id, value: answer.value, name, reason });
      } catch (error) {
        setFailure(problemText(error, t('kitchen.tasks.errors.action')));
      }
    }
  }

  function confirmWho(name: string) {
    const asked = asking;
    setAsking(null);
    if (asked?.step === 'start') void run({ kind: 'task.start', name });
    if (asked?.step === 'complete') {
      const { temperatureValue, records: sent } = asked;
      void run({ kind: 'task.complete', name, temperatureValue, ...sent }).then((result) => {
        if (result && temperatureValue !== undefined) readingForm.reset();
        if (result) setTriedToComplete(false);
      });
    }
    if (asked?.step === 'reading') {
      void run({ kind: 'task.reading', value: asked.value, name }).then((result) => {
        if (result) readingForm.reset();
      });
    }
  }

  return {
    busy: changeTask.isPending || correctReading.isPending,
    failure,
    dismissFailure: () => setFailure(null),
    asking,
    askToStart: () => setAsking({ step: 'start' }),
    askToComplete: () => void askToComplete(),
    askForReading,
    confirmWho,
    cancelAsking: () => setAsking(null),
    correcting,
    askToCorrect: setCorrecting,
    confirmCorrection: (answer: ReasonAnswer) => void confirmCorrection(answer),
    cancelCorrecting: () => setCorrecting(null),
    readingForm,
    checkRecords: {
      needs,
      value: records,
      onChange: setRecords,
      problems: triedToComplete ? checkRecordProblems(needs, records) : null,
    },
  };
}

export type TaskSteps = ReturnType<typeof useTaskSteps>;
