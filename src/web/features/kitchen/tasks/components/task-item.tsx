import { CloudOff } from 'lucide-react';
import { useState } from 'react';
import type { Task, TemperatureReading } from '#shared/schemas/tasks.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { VideoDialog } from '#web/components/video-dialog.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { linkedStepId, useStepVideos } from '#web/lib/step-videos.ts';
import { WhoDialog } from '../../components/who-dialog.tsx';
import { taskDescription, taskName } from '../../model/task-text.ts';
import { taskState } from '../model/task-state.ts';
import { useTaskPermissions } from '../model/use-task-permissions.ts';
import { useTaskSteps } from '../model/use-task-steps.ts';
import { EditTaskForm } from './edit-task-form.tsx';
import { TaskActions } from './task-actions.tsx';
import { TaskCorrectionDialog } from './task-correction-dialog.tsx';
import { TaskHeading, TaskStateLine } from './task-heading.tsx';
import { TaskReading } from './task-reading.tsx';

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

/** The task's own video, else the one an admin uploaded for the guide step the task links to; '' when none. */
function useTaskVideoUrl(task: Task): string {
  const stepVideos = useStepVideos();
  const stepId = linkedStepId(task.sopLink);
  if (task.hasVideo && task.videoUrl.trim() !== '') return task.videoUrl;
  return (stepId && stepVideos.data?.[stepId]) ?? '';
}

/** One task: its state in large coloured text, and the cook's buttons for the next step. */
export function TaskItem({
  task,
  eventId,
  now,
  latestReading: reading,
  onDelete,
  onEdited,
  waiting = false,
  late = false,
  eventDate,
}: TaskItemProps) {
  const { t, i18n } = useTranslation();
  const name = taskName(task, i18n.language);
  const description = taskDescription(task, i18n.language);
  const steps = useTaskSteps({ task, eventId, now, reading, eventDate });
  const may = useTaskPermissions(task, reading, now);
  const videoUrl = useTaskVideoUrl(task);
  const [editing, setEditing] = useState(false);
  const [watching, setWatching] = useState(false);
  const state = taskState(task, now);
  const headingId = `task-${task.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ${state === 'exceeded' || late ? 'ring-4 ring-red-600' : 'ring-stone-200'}`}
    >
      <TaskHeading task={task} name={name} headingId={headingId} late={late} />
      <TaskStateLine task={task} state={state} />
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
        <TaskReading task={task} reading={reading} steps={steps} mayCorrect={may.correctReading} />
      )}
      {task.earlyReason && (
        <p className="mt-2 break-words text-base text-stone-800">
          {t('kitchenRules.checks.earlyReason', { reason: task.earlyReason })}
        </p>
      )}
      {steps.failure && (
        <ErrorBanner
          className="mt-3"
          failure={{ title: steps.failure }}
          onDismiss={steps.dismissFailure}
          dismissLabel={t('kitchen.common.dismiss')}
        />
      )}
      <TaskActions
        task={task}
        state={state}
        steps={steps}
        may={may}
        videoUrl={videoUrl}
        onWatch={() => setWatching(true)}
        editing={editing}
        onToggleEdit={() => setEditing((open) => !open)}
        onDelete={() => onDelete(task)}
      />
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
      {steps.asking && <WhoDialog subject={name} onConfirm={steps.confirmWho} onCancel={steps.cancelAsking} />}
      {steps.correcting && (
        <TaskCorrectionDialog
          correcting={steps.correcting}
          subject={name}
          reading={reading}
          onConfirm={steps.confirmCorrection}
          onCancel={steps.cancelCorrecting}
        />
      )}
    </article>
  );
}
