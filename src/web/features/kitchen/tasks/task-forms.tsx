import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { DELIVERY_BASELINE } from '#shared/domain/kitchen/task-schedule.ts';
import { limitParams } from '#shared/domain/kitchen/limits.ts';
import { DUE_DATES, type NewTaskRequest } from '#shared/schemas/tasks.ts';
import { TextAreaField, TextField } from '#web/components/text-field.tsx';
import { button } from '#web/components/buttons.ts';
import { checkDraft, EMPTY_DRAFT, typedNumber, type DraftProblems, type TaskDraft } from './task-draft.ts';

const DUE_OPTION_KEYS = ['threeDays', 'twoDays', 'dayBefore', 'eventDay'] as const;

interface FormProps {
  busy: boolean;
  /** Resolves true when the task was added, so the form empties. */
  onSubmit: (request: NewTaskRequest) => Promise<boolean>;
  onCancel: () => void;
}

/** A count of days or minutes, with the phone's number pad; the limits are checked and worded on submit. */
const WHOLE_NUMBER = { type: 'text', inputMode: 'numeric' } as const;

/** A field's problem (a text key) in the screen's language, with the limit it breaks. */
export function useProblemWords() {
  const { t } = useTranslation();
  return (key: string | null | undefined) => (key ? t(key, limitParams(key)) : null);
}

const selectClass =
  'mt-1 block min-h-12 w-full rounded-lg border border-stone-300 bg-white px-3 text-base focus:border-amber-600 focus:outline-none focus:ring-2 focus:ring-amber-200';

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
  draft: TaskDraft;
  onChange: (draft: TaskDraft) => void;
  /** Each field's problem, shown beside it. */
  problems?: DraftProblems;
  /** Between the times and the description (the custom form's video fields). */
  children?: ReactNode;
}

/** Task text, due date (or a custom number of days), duration, start time, assignee and description. */
export function TaskFields({ draft, onChange, problems = {}, children }: TaskFieldsProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.tasks.custom' });
  const words = useProblemWords();
  const id = useId();
  const set = (changes: Partial<TaskDraft>) => onChange({ ...draft, ...changes });
  return (
    <>
      <TextField
        label={t('task')}
        value={draft.task}
        maxLength={300}
        error={words(problems.task)}
        onChange={(e) => set({ task: e.target.value })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-due`} className="block text-sm font-medium text-stone-800">
            {t('dueDate')}
          </label>
          <select
            id={`${id}-due`}
            value={draft.due}
            onChange={(e) => set({ due: e.target.value })}
            className={selectClass}
          >
            {DUE_DATES.map((option, index) => (
              <option key={option} value={option}>
                {t(`dueOptions.${DUE_OPTION_KEYS[index]!}`)}
              </option>
            ))}
            <option value="custom">{t('dueOptions.custom')}</option>
          </select>
        </div>
        {draft.due === 'custom' && (
          <TextField
            label={t('customDays')}
            {...WHOLE_NUMBER}
            value={draft.customDays}
            error={words(problems.customDays)}
            onChange={(e) => set({ customDays: e.target.value })}
          />
        )}
        <TextField
          label={t('duration')}
          {...WHOLE_NUMBER}
          value={draft.duration}
          error={words(problems.duration)}
          onChange={(e) => set({ duration: e.target.value })}
        />
        <TextField
          label={t('startTime')}
          placeholder="9:00 AM"
          value={draft.startTime}
          maxLength={20}
          error={words(problems.startTime)}
          onChange={(e) => set({ startTime: e.target.value })}
        />
        <TextField
          label={t('assignedTo')}
          value={draft.assignedTo}
          maxLength={80}
          onChange={(e) => set({ assignedTo: e.target.value })}
        />
      </div>
      {children}
      <TextAreaField
        label={t('description')}
        rows={2}
        value={draft.description}
        maxLength={4000}
        onChange={(e) => set({ description: e.target.value })}
      />
    </>
  );
}

/** Add Custom Task: the fixed due dates or a custom number of days, duration at least 1 minute. */
export function CustomTaskForm({ busy, onSubmit, onCancel }: FormProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.tasks.custom' });
  const id = useId();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [problems, setProblems] = useState<DraftProblems>({});
  const [hasVideo, setHasVideo] = useState(false);
  const [videoUrl, setVideoUrl] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Nothing is added while a field breaks a rule; each problem shows beside its field.
    const checked = checkDraft(draft);
    if (!checked.ok) return setProblems(checked.problems);
    setProblems({});
    const added = await onSubmit({
      kind: 'custom',
      ...checked.value,
      videoUrl: hasVideo ? videoUrl.trim() : '',
    });
    if (added) setDraft((current) => ({ ...current, task: '', description: '' }));
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="space-y-3">
      <h4 id={`${id}-heading`} className="text-lg font-bold text-stone-900">
        {t('heading')}
      </h4>
      <TaskFields draft={draft} onChange={setDraft} problems={problems}>
        <label className="flex min-h-12 items-center gap-3 text-base font-medium text-stone-800">
          <input
            type="checkbox"
            className="size-6 accent-amber-700"
            checked={hasVideo}
            onChange={(e) => setHasVideo(e.target.checked)}
          />
          {t('hasVideo')}
        </label>
        {hasVideo && (
          <TextField
            label={t('videoUrl')}
            type="url"
            value={videoUrl}
            maxLength={500}
            onChange={(e) => setVideoUrl(e.target.value)}
          />
        )}
      </TaskFields>
      <FormButtons busy={busy} submit={t('submit')} onCancel={onCancel} />
    </form>
  );
}

/** Add Delivery Task: location required; standard or combined; 30 minutes at 12:00 PM by default. */
export function DeliveryTaskForm({ busy, onSubmit, onCancel }: FormProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.tasks.delivery' });
  const id = useId();
  const [location, setLocation] = useState('');
  const [locationError, setLocationError] = useState<string | null>(null);
  const [deliveryType, setDeliveryType] = useState<'standard' | 'combined'>('standard');
  const [notes, setNotes] = useState('');
  const [startTime, setStartTime] = useState(DELIVERY_BASELINE);
  const [duration, setDuration] = useState('30');
  const [problems, setProblems] = useState<DraftProblems>({});
  const words = useProblemWords();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const deliveryLocation = location.trim();
    if (!deliveryLocation) setLocationError(t('locationRequired'));
    const checked = checkDraft({ ...EMPTY_DRAFT, task: deliveryLocation || '-', duration, startTime });
    setProblems(checked.ok ? {} : checked.problems);
    if (!deliveryLocation || !checked.ok) return;
    const added = await onSubmit({
      kind: 'delivery',
      deliveryLocation,
      deliveryType,
      deliveryNotes: notes.trim(),
      startTime: startTime.trim() || DELIVERY_BASELINE,
      estimatedDuration: typedNumber(duration),
    });
    if (added) {
      setLocation('');
      setNotes('');
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="space-y-3">
      <h4 id={`${id}-heading`} className="text-lg font-bold text-stone-900">
        {t('heading')}
      </h4>
      <TextField
        label={t('location')}
        value={location}
        maxLength={300}
        error={locationError}
        onChange={(e) => {
          setLocation(e.target.value);
          setLocationError(null);
        }}
      />
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t('type')}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {(['standard', 'combined'] as const).map((type) => (
            <label
              key={type}
              className="flex min-h-12 items-center gap-2 rounded-xl px-3 text-base ring-1 ring-stone-300"
            >
              <input
                type="radio"
                name={`${id}-type`}
                className="size-5 accent-amber-700"
                checked={deliveryType === type}
                onChange={() => setDeliveryType(type)}
              />
              {t(type)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('startTime')}
          value={startTime}
          maxLength={20}
          error={words(problems.startTime)}
          onChange={(e) => setStartTime(e.target.value)}
        />
        <TextField
          label={t('duration')}
          {...WHOLE_NUMBER}
          value={duration}
          error={words(problems.duration)}
          onChange={(e) => setDuration(e.target.value)}
        />
      </div>
      <TextAreaField
        label={t('notes')}
        rows={2}
        value={notes}
        maxLength={1000}
        onChange={(e) => setNotes(e.target.value)}
      />
      <FormButtons busy={busy} submit={t('submit')} onCancel={onCancel} />
    </form>
  );
}
