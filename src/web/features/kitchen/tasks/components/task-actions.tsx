import { CircleCheck, Pencil, Play, Trash2, Undo2, Video, VideoOff } from 'lucide-react';
import type { Task } from '#shared/schemas/tasks.ts';
import { button } from '#web/components/buttons.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import type { TaskState } from '../model/task-state.ts';
import type { TaskPermissions } from '../model/use-task-permissions.ts';
import type { TaskSteps } from '../model/use-task-steps.ts';

interface TaskActionsProps {
  task: Task;
  state: TaskState;
  steps: TaskSteps;
  may: TaskPermissions;
  /** The video to watch; '' when the task has none. */
  videoUrl: string;
  onWatch: () => void;
  editing: boolean;
  onToggleEdit: () => void;
  onDelete: () => void;
}

/** The cook's buttons for the next step, thumb-sized: start, complete, undo, watch, edit, delete. */
export function TaskActions({
  task,
  state,
  steps,
  may,
  videoUrl,
  onWatch,
  editing,
  onToggleEdit,
  onDelete,
}: TaskActionsProps) {
  const { t } = useTranslation();
  const { busy } = steps;
  const hasVideo = videoUrl !== '';
  const running = state === 'started' || state === 'exceeded';
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {state === 'notStarted' && (
        <button type="button" disabled={busy} onClick={steps.askToStart} className={button.primary}>
          <Play aria-hidden className="size-5" />
          {t('kitchen.tasks.actions.start')}
        </button>
      )}
      {!task.completed && (
        <button type="button" disabled={busy} onClick={steps.askToComplete} className={button.success}>
          <CircleCheck aria-hidden className="size-5" />
          {t('kitchen.tasks.actions.complete')}
        </button>
      )}
      {running && may.undoStart && (
        <button
          type="button"
          disabled={busy}
          onClick={() => steps.askToCorrect('undo-start')}
          className={button.secondary}
        >
          <Undo2 aria-hidden className="size-5" />
          {t('kitchen.tasks.actions.undoStart')}
        </button>
      )}
      {task.completed && may.undoComplete && (
        <button
          type="button"
          disabled={busy}
          onClick={() => steps.askToCorrect('undo-complete')}
          className={button.secondary}
        >
          <Undo2 aria-hidden className="size-5" />
          {t('kitchen.tasks.actions.undoComplete')}
        </button>
      )}
      <button type="button" disabled={!hasVideo} onClick={onWatch} className={button.secondary}>
        {hasVideo ? <Video aria-hidden className="size-5" /> : <VideoOff aria-hidden className="size-5" />}
        {hasVideo ? t('kitchen.tasks.actions.watchVideo') : t('kitchen.tasks.actions.noVideo')}
      </button>
      <button type="button" aria-expanded={editing} onClick={onToggleEdit} className={button.secondary}>
        <Pencil aria-hidden className="size-5" />
        {t('kitchen.tasks.actions.edit')}
      </button>
      {may.remove && (
        <button type="button" onClick={onDelete} className={`${button.dangerOutline} ml-auto`}>
          <Trash2 aria-hidden className="size-5" />
          {t('kitchen.tasks.actions.delete')}
        </button>
      )}
    </div>
  );
}
