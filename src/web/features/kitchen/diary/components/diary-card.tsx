import {
  Archive,
  ArchiveRestore,
  CalendarDays,
  CheckCircle2,
  Drumstick,
  ListChecks,
  Trash2,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatEventDate } from '#shared/domain/event-date.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { button } from '#web/components/buttons.ts';
import { useSavePeople } from '../../tasks/api/save-people.ts';
import { eventInput, staleEvent, useUpdateDiaryEvent } from '../api/update-diary-event.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { ConflictView, differingRows } from '#web/components/conflict-view.tsx';
import { AttendanceEditor } from '../../components/attendance-editor.tsx';
import { LeftoverForm } from './card-forms.tsx';

/** What a cook changes from the card: the event's status (with the leftover meat), or its people count. */
type CardChange =
  { kind: 'status'; isCompleted: boolean; leftoverMeatKg?: number | null } | { kind: 'people'; count: number };

/** The event as the cook's change leaves it. */
function changed(event: DiaryEvent, change: CardChange): DiaryEvent {
  if (change.kind === 'people') return { ...event, people: change.count };
  return {
    ...event,
    isCompleted: change.isCompleted,
    ...(change.leftoverMeatKg === undefined ? {} : { leftoverMeatKg: change.leftoverMeatKg }),
  };
}

interface DiaryCardProps {
  event: DiaryEvent;
  selected: boolean;
  /** Admins archive and unarchive. */
  isAdmin: boolean;
  /** A delete or an archive of this list is on its way. */
  busy: boolean;
  onToggleTasks: () => void;
  onDelete: () => void;
  onArchive: () => void;
  /** A change was saved: the words to flash. */
  onSaved: (message: string) => void;
}

/**
 * One diary event: its details in large type and the cook's actions, every one a touch-sized button.
 * The people shown are the event's one count (the task panel, calculator and report show the same). A
 * change made from an older version of the event shows the cook's version beside the saved one.
 */
export function DiaryCard({
  event,
  selected,
  isAdmin,
  busy,
  onToggleTasks,
  onDelete,
  onArchive,
  onSaved,
}: DiaryCardProps) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'kitchen.diary' });
  const { t: tAll } = useTranslation();
  // Completing asks for the leftover meat, offered to the next cutlet day.
  const { t: tl } = useTranslation('translation', { keyPrefix: 'cutlets.diary' });
  const problemText = useProblemText();
  const update = useUpdateDiaryEvent();
  const savePeople = useSavePeople();
  const [completing, setCompleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{
    change: CardChange;
    read: DiaryEvent;
    current: DiaryEvent;
    message: string;
  } | null>(null);
  const headingId = `diary-event-${event.id}`;
  const saving = update.isPending || savePeople.isPending;
  const archived = event.archivedAt !== null;

  /** A failed change the card shows above its actions, worded by `title` unless the server named why. */
  const fail = (error: unknown, title: string) => setFailure(problemText(error, title));
  const failureTitle = (change: CardChange) => (change.kind === 'people' ? t('errors.attendance') : t('errors.update'));

  /**
   * Sends the change from `from` (the version it is made from); a stale version shows both versions.
   * Any other refusal is thrown, for the form that made the change to place beside its field.
   */
  async function apply(change: CardChange, from: DiaryEvent) {
    setFailure(null);
    try {
      if (change.kind === 'people') {
        const saved = await savePeople.mutateAsync({ eventId: event.id, count: change.count, version: from.version });
        onSaved(t('success.attendance', { count: saved }));
      } else {
        const { kind: _kind, ...status } = change;
        await update.mutateAsync({ id: event.id, input: { ...eventInput(from), ...status } });
        setCompleting(false);
        onSaved(t('success.updated'));
      }
      setConflict(null);
    } catch (error) {
      const current = staleEvent(error);
      if (current) {
        setCompleting(false);
        setConflict({
          change,
          read: conflict?.current ?? event,
          current,
          message: problemText(error, t('errors.update')),
        });
        return;
      }
      throw error;
    }
  }

  /** A change from a button: its refusal goes to the card's banner. */
  const applyNow = (change: CardChange, from: DiaryEvent) =>
    void apply(change, from).catch((error: unknown) => fail(error, failureTitle(change)));

  const status = (shown: DiaryEvent) => (shown.isCompleted ? t('card.completed') : t('card.open'));
  const conflictRows = conflict
    ? differingRows(
        (
          [
            ['title', (shown: DiaryEvent) => shown.title],
            ['date', (shown: DiaryEvent) => formatEventDate(shown.date, i18n.language)],
            ['assignedTo', (shown: DiaryEvent) => shown.assignedTo],
            ['people', (shown: DiaryEvent) => String(shown.people)],
            ['status', status],
            ['leftover', (shown: DiaryEvent) => (shown.leftoverMeatKg == null ? '' : `${shown.leftoverMeatKg} kg`)],
          ] as const
        ).map(([field, show]) => ({
          id: field,
          label: t(`conflict.fields.${field}`),
          mine: show(changed(conflict.read, conflict.change)),
          saved: show(conflict.current),
        })),
      )
    : [];

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
          {status(event)}
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
          {t('card.attendance', { count: event.people })}
        </li>
        {event.assignedTo && <li>{t('card.assignedTo', { name: event.assignedTo })}</li>}
        <li>{t('card.createdBy', { name: event.createdBy })}</li>
        {event.leftoverMeatKg != null && (
          <li className="flex items-center gap-2">
            <Drumstick aria-hidden className="size-4 shrink-0" />
            {tl('leftover', { kg: event.leftoverMeatKg })}
          </li>
        )}
        {archived && (
          <li className="flex items-center gap-2 font-semibold text-stone-900">
            <Archive aria-hidden className="size-4 shrink-0" />
            {t('card.archived', {
              date: formatEventDate(event.archivedAt!.slice(0, 10), i18n.language),
              name: event.archivedBy ?? '',
            })}
          </li>
        )}
      </ul>
      {failure && (
        <ErrorBanner
          className="mt-3"
          failure={{ title: failure }}
          onDismiss={() => setFailure(null)}
          dismissLabel={tAll('kitchen.common.dismiss')}
        />
      )}
      {conflict && (
        <ConflictView
          message={conflict.message}
          rows={conflictRows}
          busy={saving}
          onKeepMine={() => applyNow(conflict.change, conflict.current)}
          onTakeSaved={() => setConflict(null)}
        />
      )}
      {completing && !event.isCompleted && (
        <LeftoverForm
          leftoverMeatKg={event.leftoverMeatKg ?? null}
          busy={busy || saving}
          onSave={(kg) => apply({ kind: 'status', isCompleted: true, leftoverMeatKg: kg }, event)}
          onFailure={(error) => fail(error, t('errors.update'))}
          onCancel={() => setCompleting(false)}
        />
      )}
      {!archived && (
        <AttendanceEditor
          people={event.people}
          toggleLabel={t('card.editAttendance')}
          busy={busy || saving}
          onSave={(count) => apply({ kind: 'people', count }, event)}
          onFailure={(error) => fail(error, t('errors.attendance'))}
        />
      )}
      <div className="mt-auto grid grid-cols-2 gap-2 pt-4">
        <button type="button" onClick={onToggleTasks} aria-expanded={selected} className={button.primary}>
          <ListChecks aria-hidden className="size-5" />
          {selected ? t('card.closeTasks') : t('card.viewTasks')}
        </button>
        {!archived && (
          <>
            <button
              type="button"
              onClick={() => {
                if (event.isCompleted) return applyNow({ kind: 'status', isCompleted: false }, event);
                setCompleting((open) => !open);
              }}
              aria-expanded={event.isCompleted ? undefined : completing}
              disabled={busy || saving}
              className={button.secondary}
            >
              <CheckCircle2 aria-hidden className="size-5" />
              {event.isCompleted ? t('card.markIncomplete') : t('card.markComplete')}
            </button>
            <button type="button" onClick={onDelete} disabled={busy} className={button.dangerOutline}>
              <Trash2 aria-hidden className="size-5" />
              {t('card.delete')}
            </button>
          </>
        )}
        {isAdmin && (
          <button type="button" onClick={onArchive} disabled={busy} className={`${button.secondary} col-span-2`}>
            {archived ? <ArchiveRestore aria-hidden className="size-5" /> : <Archive aria-hidden className="size-5" />}
            {archived ? t('card.unarchive') : t('card.archive')}
          </button>
        )}
      </div>
    </article>
  );
}
