import { CalendarDays, CheckCircle2, Drumstick, ListChecks, Pencil, Trash2, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatEventDate } from '#shared/domain/event-date.ts';
import { ATTENDANCE_STEP, MIN_PEOPLE, peopleCount } from '#shared/domain/kitchen/attendance.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import { TextField } from '#web/components/text-field.tsx';
import { button } from '#web/components/buttons.ts';
import { eventInput, useUpdateDiaryEvent } from '../api/update-diary-event.ts';

interface DiaryCardProps {
  event: DiaryEvent;
  selected: boolean;
  busy: boolean;
  onToggleTasks: () => void;
  onToggleComplete: () => void;
  onDelete: () => void;
  /** Resolves true when saved, so the editor closes. */
  onSaveAttendance: (count: number) => Promise<boolean>;
}

/** One diary event: its details in large type and the cook's actions, every one a touch-sized button. */
export function DiaryCard({
  event,
  selected,
  busy,
  onToggleTasks,
  onToggleComplete,
  onDelete,
  onSaveAttendance,
}: DiaryCardProps) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'kitchen.diary.card' });
  const [editing, setEditing] = useState(false);
  const [count, setCount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = `diary-event-${event.id}`;
  // Completing asks for the leftover meat, offered to the next cutlet day.
  const { t: tl } = useTranslation('translation', { keyPrefix: 'cutlets.diary' });
  const complete = useUpdateDiaryEvent();
  const [completing, setCompleting] = useState(false);
  const [leftover, setLeftover] = useState('');
  const [leftoverError, setLeftoverError] = useState<string | null>(null);

  async function completeWithLeftover(formEvent: FormEvent) {
    formEvent.preventDefault();
    const kg = leftover.trim() === '' ? null : Number(leftover.replace(',', '.'));
    if (kg !== null && !(Number.isFinite(kg) && kg >= 0 && kg <= 1000)) {
      setLeftoverError(tl('invalid'));
      return;
    }
    try {
      await complete.mutateAsync({
        id: event.id,
        input: { ...eventInput(event), isCompleted: true, leftoverMeatKg: kg },
      });
      setCompleting(false);
    } catch {
      setLeftoverError(tl('failed'));
    }
  }

  function openEditor() {
    setCount(String(event.estimatedAttendance));
    setError(null);
    setEditing((open) => !open);
  }

  async function save(formEvent: FormEvent) {
    formEvent.preventDefault();
    const people = peopleCount(count);
    if (people === null) {
      setError(t('attendanceInvalid'));
      return;
    }
    if (await onSaveAttendance(people)) setEditing(false);
  }

  return (
    <article
      aria-labelledby={headingId}
      className={`flex w-full flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ${
        selected ? 'ring-4 ring-amber-500' : event.isCompleted ? 'ring-emerald-300' : 'ring-stone-200'
      }`}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-words text-xl font-bold text-stone-900">
          {event.title}
        </h3>
        <span
          className={`shrink-0 rounded-full px-3 py-1 text-sm font-bold ${
            event.isCompleted ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'
          }`}
        >
          {event.isCompleted ? t('completed') : t('open')}
        </span>
      </div>
      <p className="mt-1 flex items-center gap-2 text-lg font-semibold text-stone-800">
        <CalendarDays aria-hidden className="size-5 shrink-0 text-amber-700" />
        {formatEventDate(event.date, i18n.language)}
      </p>
      {event.description && <p className="mt-2 break-words text-stone-700">{event.description}</p>}
      <ul className="mt-2 space-y-0.5 text-base text-stone-700">
        <li className="flex items-center gap-2">
          <Users aria-hidden className="size-4 shrink-0" />
          {t('attendance', { count: event.estimatedAttendance })}
        </li>
        {event.assignedTo && <li>{t('assignedTo', { name: event.assignedTo })}</li>}
        <li>{t('createdBy', { name: event.createdBy })}</li>
        {event.leftoverMeatKg != null && (
          <li className="flex items-center gap-2">
            <Drumstick aria-hidden className="size-4 shrink-0" />
            {tl('leftover', { kg: event.leftoverMeatKg })}
          </li>
        )}
      </ul>
      {completing && !event.isCompleted && (
        <form noValidate onSubmit={completeWithLeftover} className="mt-3 flex flex-col gap-2">
          <TextField
            label={tl('leftoverLabel')}
            hint={tl('leftoverHint')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.1}
            value={leftover}
            error={leftoverError}
            onChange={(change) => {
              setLeftover(change.target.value);
              setLeftoverError(null);
            }}
          />
          <div className="grid grid-cols-2 gap-2">
            <button type="submit" disabled={busy || complete.isPending} className={button.success}>
              <CheckCircle2 aria-hidden className="size-5 shrink-0" />
              {tl('complete')}
            </button>
            <button type="button" onClick={() => setCompleting(false)} className={button.secondary}>
              {tl('cancel')}
            </button>
          </div>
        </form>
      )}
      {editing && (
        <form noValidate onSubmit={save} className="mt-3 flex flex-wrap items-end gap-2">
          <TextField
            className="min-w-0 flex-1"
            label={t('attendanceLabel')}
            type="number"
            inputMode="numeric"
            min={MIN_PEOPLE}
            step={ATTENDANCE_STEP}
            value={count}
            error={error}
            onChange={(change) => {
              setCount(change.target.value);
              setError(null);
            }}
          />
          <button type="submit" disabled={busy} className={button.primary}>
            {t('saveAttendance')}
          </button>
        </form>
      )}
      <div className="mt-auto grid grid-cols-2 gap-2 pt-4">
        <button type="button" onClick={onToggleTasks} aria-expanded={selected} className={button.primary}>
          <ListChecks aria-hidden className="size-5" />
          {selected ? t('closeTasks') : t('viewTasks')}
        </button>
        <button
          type="button"
          onClick={() => {
            if (event.isCompleted) return onToggleComplete();
            setLeftover(event.leftoverMeatKg == null ? '' : String(event.leftoverMeatKg));
            setLeftoverError(null);
            setCompleting((open) => !open);
          }}
          aria-expanded={event.isCompleted ? undefined : completing}
          disabled={busy}
          className={button.secondary}
        >
          <CheckCircle2 aria-hidden className="size-5" />
          {event.isCompleted ? t('markIncomplete') : t('markComplete')}
        </button>
        <button type="button" onClick={openEditor} aria-expanded={editing} className={button.secondary}>
          <Pencil aria-hidden className="size-5" />
          {t('editAttendance')}
        </button>
        <button type="button" onClick={onDelete} disabled={busy} className={button.dangerOutline}>
          <Trash2 aria-hidden className="size-5" />
          {t('delete')}
        </button>
      </div>
    </article>
  );
}
