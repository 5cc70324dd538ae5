import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { useSavePeople } from '../../tasks/api/save-people.ts';
import { eventInput, staleEvent, useUpdateDiaryEvent } from '../api/update-diary-event.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { ConflictView, differingRows } from '#web/components/conflict-view.tsx';
import { AttendanceEditor } from '../../components/attendance-editor.tsx';
import { changed, COMPARED_FIELDS, comparedValues, type CardChange } from '../model/card-change.ts';
import { LeftoverForm } from './card-forms.tsx';
import { DiaryCardActions } from './diary-card-actions.tsx';
import { DiaryCardFacts } from './diary-card-facts.tsx';

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
  const conflictRows = (shown: NonNullable<typeof conflict>) => {
    const mine = comparedValues(changed(shown.read, shown.change), i18n.language, status);
    const saved = comparedValues(shown.current, i18n.language, status);
    return differingRows(
      COMPARED_FIELDS.map((field) => ({
        id: field,
        label: t(`conflict.fields.${field}`),
        mine: mine[field],
        saved: saved[field],
      })),
    );
  };

  return (
    <article
      aria-labelledby={headingId}
      className={`flex w-full flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ${
        selected ? 'ring-4 ring-amber-500' : event.isCompleted ? 'ring-emerald-300' : 'ring-stone-200'
      }`}
    >
      <DiaryCardFacts event={event} headingId={headingId} />
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
          rows={conflictRows(conflict)}
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
      <DiaryCardActions
        event={event}
        selected={selected}
        isAdmin={isAdmin}
        completing={completing}
        busy={busy}
        saving={saving}
        onToggleTasks={onToggleTasks}
        onToggleStatus={() => {
          if (event.isCompleted) return applyNow({ kind: 'status', isCompleted: false }, event);
          setCompleting((open) => !open);
        }}
        onDelete={onDelete}
        onArchive={onArchive}
      />
    </article>
  );
}
