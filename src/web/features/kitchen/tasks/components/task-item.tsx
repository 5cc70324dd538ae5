import { keyOf } from '#shared/content/locales/text-keys.ts';
import { taskStartsAt } from '#shared/domain/kitchen/task-schedule.ts';
import {
  CircleCheck,
  CircleDashed,
  CloudOff,
  Flame,
  Pencil,
  Play,
  Thermometer,
  Timer,
  Trash2,
  Truck,
  Undo2,
  Video,
  VideoOff,
} from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { useTranslation } from '#web/lib/i18n.ts';
import { taskRemovalRefusal } from '#shared/domain/kitchen/task-removal.ts';
import { undoRefusal, type UndoableRecord } from '#shared/domain/kitchen/undo-rule.ts';
import { completeTaskRequestSchema, type Task, type TemperatureReading } from '#shared/schemas/tasks.ts';
import { TextField } from '#web/components/fields.tsx';
import { useSessionUser } from '#web/lib/session.ts';
import { linkedStepId, useStepVideos } from '#web/lib/step-videos.ts';
import { useCorrectReading } from '../api/correct-reading.ts';
import { useTaskChange, type TaskChange } from '../api/task-changes.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { button } from '#web/components/buttons.ts';
import { VideoDialog } from '#web/components/video-dialog.tsx';
import { ReasonDialog, type ReasonAnswer } from '../../components/reason-dialog.tsx';
import { WhoDialog } from '../../components/who-dialog.tsx';
import { hourMinute } from '../../model/clock.ts';
import { cookName, taskDescription, taskName } from '../../model/task-text.ts';
import { isFinalTask, taskState, type TaskState } from '../model/task-state.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useSchemaForm } from '#web/lib/schema-form.ts';
import { TEMPERATURE_SHAPE, typedNumberField, useNumberProblem } from '../../model/typed-number.ts';
import { LateMark } from '../../components/late-mark.tsx';
import { EditTaskForm } from './edit-task-form.tsx';
import { isTooEarly } from '#shared/domain/kitchen/check-rules.ts';
import { judgeReading, temperatureLimitText } from '#shared/domain/kitchen/temperature-limits.ts';
import {
  CheckRecordFields,
  checkRecordBody,
  checkRecordProblems,
  type CheckRecords,
} from '#web/components/check-record-fields.tsx';

const STATE_STYLE: Record<TaskState, string> = {
  notStarted: 'bg-stone-100 text-stone-800',
  started: 'bg-amber-100 text-amber-950',
  exceeded: 'bg-red-700 text-white',
  completed: 'bg-emerald-100 text-emerald-900',
};
const STATE_ICON = { notStarted: CircleDashed, started: Timer, exceeded: Flame, completed: CircleCheck } as const;

/** Who is asked for: a start, a completion (with the reading typed, if any) or a reading. */
type Asking =
  | { step: 'start' }
  | { step: 'complete'; temperatureValue?: number; records: ReturnType<typeof checkRecordBody> }
  | { step: 'reading'; value: number };
type Correcting = 'undo-start' | 'undo-complete' | 'reading';

/** The reading typed on a temperature task, as a completion sends it: none (left empty), or a temperature inside the limits. */
const readingSchema = z.object({
  temperatureValue: typedNumberField(completeTaskRequestSchema.shape.temperatureValue, {
    ...TEMPERATURE_SHAPE,
    empty: 'undefined',
  }),
});

/** May the signed-in user undo or correct `record` now (staff their own within 10 minutes, admins always)? */
function useMayUndo(now: Date) {
  const user = useSessionUser().data;
  return (record: UndoableRecord | null) =>
    record !== null &&
    user !== null &&
    user !== undefined &&
    undoRefusal(record, { role: user.role, account: user.username }, now.getTime()) === null;
}

/** May the signed-in user remove the task (the server's removal rules; a reading shown counts as one)? */
function useMayRemove(task: Task, hasReading: boolean) {
  const user = useSessionUser().data;
  return user !== null && user !== undefined && taskRemovalRefusal(task, user.role, hasReading) === null;
}

interface TaskItemProps {
  task: Task;
  eventId: number;
  now: Date;
  /** The newest reading of this task, from the server's list. */
  latestReading: TemperatureReading | null;
  onDelete: (task: Task) => void;
  /** After an edit is saved. */
  onEdited?: () => void;
  /** A change to it waits on this device for the network. */
  waiting?: boolean;
  /** Not done by its time on its day (task-lateness.ts). */
  late?: boolean;
  /** The event's day ('YYYY-MM-DD'): a check due later than EARLY_TOLERANCE_MINUTES asks why it is done early. */
  eventDate?: string;
}

/** One task: its state in large coloured text, and the cook's buttons for the next step. */
export function TaskItem({
  task,
  eventId,
  now,
  latestReading,
  onDelete,
  onEdited,
  waiting = false,
  late = false,
  eventDate,
}: TaskItemProps) {
  const { t, i18n } = useTranslation();
  const name = taskName(task, i18n.language);
  const description = taskDescription(task, i18n.language);
  const problemText = useProblemText();
  const changeTask = useTaskChange(eventId);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const readingForm = useSchemaForm(readingSchema, { temperatureValue: undefined });
  const numberProblem = useNumberProblem();
  const [correcting, setCorrecting] = useState<Correcting | null>(null);
  const correctReading = useCorrectReading(eventId);
  const mayUndo = useMayUndo(now);
  const mayRemove = useMayRemove(task, latestReading !== null);
  const [editing, setEditing] = useState(false);
  const [watching, setWatching] = useState(false);
  const stepVideos = useStepVideos();
  const stepId = linkedStepId(task.sopLink);
  // The task's own video, else the one an admin uploaded for the guide step the task links to.
  const videoUrl =
    task.hasVideo && task.videoUrl.trim() !== '' ? task.videoUrl : ((stepId && stepVideos.data?.[stepId]) ?? '');
  const hasVideo = videoUrl !== '';
  const state = taskState(task, now);
  const StateIcon = STATE_ICON[state];
  const busy = changeTask.isPending || correctReading.isPending;
  // Always the newest reading the server (or this device's queue) holds, whichever screen recorded it.
  const reading = latestReading;
  const started = task.startedAt && { account: task.startedAccount, name: task.startedBy ?? '', at: task.startedAt };
  const completed = task.completedAt && {
    account: task.completedAccount,
    name: task.completedBy ?? '',
    at: task.completedAt,
  };
  const readingRecord = reading &&
    reading.id > 0 && {
      account: reading.takenAccount,
      name: reading.takenBy,
      at: reading.takenAt,
    };
  const headingId = `task-${task.id}`;
  const check = task.temperatureCheck ?? 'general';
  const limit = temperatureLimitText(check);
  const [records, setRecords] = useState<CheckRecords>({ actionTaken: '', earlyReason: '' });
  const [triedToComplete, setTriedToComplete] = useState(false);
  const typed = Number(String(readingForm.watch('temperatureValue') ?? '').trim() || Number.NaN);
  const needs = {
    action:
      task.isTemperature &&
      !task.completed &&
      (Number.isFinite(typed)
        ? !judgeReading(check, typed).inRange
        : reading !== null && !reading.inRange && reading.actionTaken === null),
    earlyTime:
      task.isTemperature && !task.completed && eventDate && isTooEarly(taskStartsAt(eventDate, task), now.getTime())
        ? task.startTime
        : null,
  };
  const recordProblems = triedToComplete ? checkRecordProblems(needs, records) : null;
  const doneRule = reading?.inRange ? judgeReading(reading.check, reading.valueC).cookMore : null;

  const stateText = {
    notStarted: t('kitchen.tasks.state.notStarted'),
    started: t('kitchen.tasks.state.started', { name: cookName(task.startedBy, t), time: hourMinute(task.startedAt) }),
    exceeded: t('kitchen.tasks.state.exceeded', {
      name: cookName(task.startedBy, t),
      time: hourMinute(task.startedAt),
    }),
    completed: t('kitchen.tasks.state.completed', { name: cookName(task.completedBy, t) }),
  }[state];

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

  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ${state === 'exceeded' || late ? 'ring-4 ring-red-600' : 'ring-stone-200'}`}
    >
      <div className="flex flex-wrap items-start gap-2">
        <h5 id={headingId} className="min-w-0 flex-1 break-words text-lg font-bold text-stone-900">
          {task.isDelivery && <Truck aria-hidden className="mr-1 inline size-5 text-amber-700" />}
          {task.isTemperature && <Thermometer aria-hidden className="mr-1 inline size-5 text-amber-700" />}
          {name}
        </h5>
        {late && <LateMark className="text-lg" />}
        {isFinalTask(task) && (
          <span className="rounded-full bg-stone-800 px-3 py-1 text-sm font-bold text-white">
            {t('kitchen.tasks.meta.final')}
          </span>
        )}
      </div>
      <p className="mt-1 flex flex-wrap gap-x-3 text-base text-stone-700">
        {task.startTime && <span>{t('kitchen.tasks.meta.startTime', { time: task.startTime })}</span>}
        {task.estimatedDuration && (
          <span>{t('kitchen.tasks.meta.duration', { count: Number(task.estimatedDuration) })}</span>
        )}
        {task.assignedTo && <span>{t('kitchen.tasks.meta.assignedTo', { name: task.assignedTo })}</span>}
        {task.deliveryLocation && <span>{task.deliveryLocation}</span>}
      </p>
      <p
        data-testid="task-state"
        className={`mt-2 flex items-center gap-2 rounded-xl px-3 py-2 text-xl font-bold ${STATE_STYLE[state]}`}
      >
        <StateIcon aria-hidden className="size-6 shrink-0" />
        <span className="min-w-0 break-words">{stateText}</span>
      </p>
      {waiting && (
        <p className="mt-2 flex items-center gap-2 text-base font-bold text-sky-900">
          <CloudOff aria-hidden className="size-5 shrink-0" />
          {t('offline.pending')}
        </p>
      )}
      {description && (
        <details className="mt-2 text-base text-stone-700">
          <summary className="flex min-h-12 cursor-pointer items-center font-semibold">
            {t('kitchen.tasks.details')}
          </summary>
          <p className="whitespace-pre-line break-words">{description}</p>
        </details>
      )}
      {task.isTemperature && (
        <div className="mt-3">
          <form noValidate onSubmit={(event) => void askForReading(event)} className="flex flex-wrap items-end gap-2">
            <TextField
              className="w-40"
              label={t('kitchen.tasks.reading.label')}
              inputMode="decimal"
              autoComplete="off"
              error={numberProblem(readingForm.formState.errors.temperatureValue, TEMPERATURE_SHAPE)}
              {...readingForm.register('temperatureValue')}
            />
            <button type="submit" disabled={busy} className={button.secondary}>
              <Thermometer aria-hidden className="size-5" />
              {t('kitchen.tasks.reading.record')}
            </button>
          </form>
          {reading && (
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
              {doneRule && <p className="text-base">{t(keyOf(doneRule.key))}</p>}
              {reading.actionTaken && (
                <p className="break-words text-base font-normal">
                  {t('kitchenRules.checks.actionTaken', { name: reading.actionBy ?? '', action: reading.actionTaken })}
                </p>
              )}
            </div>
          )}
          <p data-testid="reading-limit" className="mt-2 text-base font-semibold text-stone-800">
            {t('kitchenRules.checks.limit', { limit: t(keyOf(limit.key), limit.params) })}
          </p>
          <CheckRecordFields needs={needs} value={records} onChange={setRecords} problems={recordProblems} />
          {mayUndo(readingRecord || null) && (
            <button
              type="button"
              disabled={busy}
              onClick={() => setCorrecting('reading')}
              className={`${button.secondary} mt-2`}
            >
              <Pencil aria-hidden className="size-5" />
              {t('kitchen.tasks.reading.correct')}
            </button>
          )}
        </div>
      )}
      {task.earlyReason && (
        <p className="mt-2 break-words text-base text-stone-800">
          {t('kitchenRules.checks.earlyReason', { reason: task.earlyReason })}
        </p>
      )}
      {failure && (
        <ErrorBanner
          className="mt-3"
          failure={{ title: failure }}
          onDismiss={() => setFailure(null)}
          dismissLabel={t('kitchen.common.dismiss')}
        />
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {state === 'notStarted' && (
          <button type="button" disabled={busy} onClick={() => setAsking({ step: 'start' })} className={button.primary}>
            <Play aria-hidden className="size-5" />
            {t('kitchen.tasks.actions.start')}
          </button>
        )}
        {!task.completed && (
          <button type="button" disabled={busy} onClick={() => void askToComplete()} className={button.success}>
            <CircleCheck aria-hidden className="size-5" />
            {t('kitchen.tasks.actions.complete')}
          </button>
        )}
        {(state === 'started' || state === 'exceeded') && mayUndo(started || null) && (
          <button
            type="button"
            disabled={busy}
            onClick={() => setCorrecting('undo-start')}
            className={button.secondary}
          >
            <Undo2 aria-hidden className="size-5" />
            {t('kitchen.tasks.actions.undoStart')}
          </button>
        )}
        {task.completed && mayUndo(completed || null) && (
          <button
            type="button"
            disabled={busy}
            onClick={() => setCorrecting('undo-complete')}
            className={button.secondary}
          >
            <Undo2 aria-hidden className="size-5" />
            {t('kitchen.tasks.actions.undoComplete')}
          </button>
        )}
        <button type="button" disabled={!hasVideo} onClick={() => setWatching(true)} className={button.secondary}>
          {hasVideo ? <Video aria-hidden className="size-5" /> : <VideoOff aria-hidden className="size-5" />}
          {hasVideo ? t('kitchen.tasks.actions.watchVideo') : t('kitchen.tasks.actions.noVideo')}
        </button>
        <button
          type="button"
          aria-expanded={editing}
          onClick={() => setEditing((open) => !open)}
          className={button.secondary}
        >
          <Pencil aria-hidden className="size-5" />
          {t('kitchen.tasks.actions.edit')}
        </button>
        {mayRemove && (
          <button type="button" onClick={() => onDelete(task)} className={`${button.dangerOutline} ml-auto`}>
            <Trash2 aria-hidden className="size-5" />
            {t('kitchen.tasks.actions.delete')}
          </button>
        )}
      </div>
      {editing && (
        <EditTaskForm
          task={task}
          eventId={eventId}
          onDone={(saved) => {
            setEditing(false);
            if (saved) onEdited?.();
          }}
        />
      )}
      {watching && <VideoDialog title={name} url={videoUrl} onClose={() => setWatching(false)} />}
      {asking && <WhoDialog subject={name} onConfirm={confirmWho} onCancel={() => setAsking(null)} />}
      {correcting && (
        <ReasonDialog
          title={
            correcting === 'reading'
              ? t('kitchen.tasks.reading.correctTitle', { value: reading?.valueC ?? '' })
              : t(correcting === 'undo-start' ? 'kitchen.tasks.undo.titleStart' : 'kitchen.tasks.undo.titleComplete')
          }
          subject={name}
          reasons={
            correcting === 'reading'
              ? [t('kitchen.tasks.reading.wrongProbe'), t('kitchen.tasks.reading.typo')]
              : [t('kitchen.tasks.undo.mistake'), t('kitchen.tasks.undo.notDone'), t('kitchen.tasks.undo.wrongPerson')]
          }
          confirmLabel={
            correcting === 'reading' ? t('kitchen.tasks.reading.correctSave') : t('kitchen.tasks.undo.confirm')
          }
          asksTemperature={correcting === 'reading' ? t('kitchen.tasks.reading.correctValue') : undefined}
          onConfirm={(answer) => void confirmCorrection(answer)}
          onCancel={() => setCorrecting(null)}
        />
      )}
    </article>
  );
}
