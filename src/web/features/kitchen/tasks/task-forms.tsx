import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_BASELINE } from '#shared/domain/kitchen/task-schedule.ts';
import { DUE_DATES, type NewTaskRequest } from '#shared/schemas/diary.ts';
import { TextAreaField, TextField } from '#web/components/text-field.tsx';
import { button } from '../components/buttons.ts';

const DUE_OPTION_KEYS = ['threeDays', 'twoDays', 'dayBefore', 'eventDay'] as const;

interface FormProps {
  busy: boolean;
  /** Resolves true when the task was added, so the form empties. */
  onSubmit: (request: NewTaskRequest) => Promise<boolean>;
  onCancel: () => void;
}

const selectClass =
  'mt-1 block min-h-12 w-full rounded-lg border border-stone-300 bg-white px-3 text-base focus:border-amber-600 focus:outline-none focus:ring-2 focus:ring-amber-200';

function FormButtons({ busy, submit, onCancel }: { busy: boolean; submit: string; onCancel: () => void }) {
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

/** Add Custom Task: the seed's due dates or a custom number of days, duration at least 1 minute. */
export function CustomTaskForm({ busy, onSubmit, onCancel }: FormProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.tasks.custom' });
  const id = useId();
  const [task, setTask] = useState('');
  const [due, setDue] = useState<string>(DUE_DATES[3]);
  const [customDays, setCustomDays] = useState('4');
  const [duration, setDuration] = useState('30');
  const [startTime, setStartTime] = useState('');
  const [assignedTo, setAssignedTo] = useState('');
  const [hasVideo, setHasVideo] = useState(false);
  const [videoUrl, setVideoUrl] = useState('');
  const [description, setDescription] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = task.trim();
    // The seed adds nothing when the task text is empty.
    if (!text) return;
    const days = Math.max(1, Math.floor(Number(customDays) || 1));
    const dueDate = due === 'custom' ? days : (DUE_DATES.find((option) => option === due) ?? 'Event day');
    const added = await onSubmit({
      kind: 'custom',
      task: text,
      dueDate,
      estimatedDuration: Math.max(1, Math.floor(Number(duration) || 1)),
      startTime: startTime.trim(),
      assignedTo: assignedTo.trim(),
      videoUrl: hasVideo ? videoUrl.trim() : '',
      description: description.trim(),
    });
    if (added) {
      setTask('');
      setDescription('');
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="space-y-3">
      <h4 id={`${id}-heading`} className="text-lg font-bold text-stone-900">
        {t('heading')}
      </h4>
      <TextField label={t('task')} value={task} maxLength={300} onChange={(e) => setTask(e.target.value)} />
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-due`} className="block text-sm font-medium text-stone-800">
            {t('dueDate')}
          </label>
          <select id={`${id}-due`} value={due} onChange={(e) => setDue(e.target.value)} className={selectClass}>
            {DUE_DATES.map((option, index) => (
              <option key={option} value={option}>
                {t(`dueOptions.${DUE_OPTION_KEYS[index]!}`)}
              </option>
            ))}
            <option value="custom">{t('dueOptions.custom')}</option>
          </select>
        </div>
        {due === 'custom' && (
          <TextField
            label={t('customDays')}
            type="number"
            inputMode="numeric"
            min={1}
            value={customDays}
            onChange={(e) => setCustomDays(e.target.value)}
          />
        )}
        <TextField
          label={t('duration')}
          type="number"
          inputMode="numeric"
          min={1}
          value={duration}
          onChange={(e) => setDuration(e.target.value)}
        />
        <TextField
          label={t('startTime')}
          placeholder="9:00 AM"
          value={startTime}
          maxLength={20}
          onChange={(e) => setStartTime(e.target.value)}
        />
        <TextField
          label={t('assignedTo')}
          value={assignedTo}
          maxLength={80}
          onChange={(e) => setAssignedTo(e.target.value)}
        />
      </div>
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
      <TextAreaField
        label={t('description')}
        rows={2}
        value={description}
        maxLength={4000}
        onChange={(e) => setDescription(e.target.value)}
      />
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    const deliveryLocation = location.trim();
    if (!deliveryLocation) {
      setLocationError(t('locationRequired'));
      return;
    }
    const added = await onSubmit({
      kind: 'delivery',
      deliveryLocation,
      deliveryType,
      deliveryNotes: notes.trim(),
      startTime: startTime.trim() || DELIVERY_BASELINE,
      estimatedDuration: Math.max(1, Math.floor(Number(duration) || 30)),
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
          onChange={(e) => setStartTime(e.target.value)}
        />
        <TextField
          label={t('duration')}
          type="number"
          inputMode="numeric"
          min={1}
          value={duration}
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
