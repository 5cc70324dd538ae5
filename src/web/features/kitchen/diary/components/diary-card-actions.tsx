import { Archive, ArchiveRestore, CheckCircle2, ListChecks, Trash2 } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import { button } from '#web/components/buttons.ts';

interface DiaryCardActionsProps {
  event: DiaryEvent;
  selected: boolean;
  isAdmin: boolean;
  /** The leftover form is open (completing the event). */
  completing: boolean;
  /** A delete or an archive of the list is on its way. */
  busy: boolean;
  /** A change of this card is on its way. */
  saving: boolean;
  onToggleTasks: () => void;
  /** Completes (opening the leftover form) or reopens the event. */
  onToggleStatus: () => void;
  onDelete: () => void;
  onArchive: () => void;
}

/** The card's touch-sized buttons: its tasks, complete or reopen, delete, and (admins) archive. */
export function DiaryCardActions({
  event,
  selected,
  isAdmin,
  completing,
  busy,
  saving,
  onToggleTasks,
  onToggleStatus,
  onDelete,
  onArchive,
}: DiaryCardActionsProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.diary' });
  const archived = event.archivedAt !== null;
  return (
    <div className="mt-auto grid grid-cols-2 gap-2 pt-4">
      <button type="button" onClick={onToggleTasks} aria-expanded={selected} className={button.primary}>
        <ListChecks aria-hidden className="size-5" />
        {selected ? t('card.closeTasks') : t('card.viewTasks')}
      </button>
      {!archived && (
        <>
          <button
            type="button"
            onClick={onToggleStatus}
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
  );
}
