import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { daysBeforeEvent, dueDateLabel } from '#shared/domain/kitchen/task-schedule.ts';
import { DUE_DATES, type Task } from '#shared/schemas/diary.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useEditTask } from '../api/edit-task.ts';
import { useProblemText } from '../model/use-problem-text.ts';
import { FormButtons, TaskFields, draftDueDate, draftDuration, type TaskDraft } from './task-forms.tsx';

/** The task as the edit form starts: a due date outside the four fixed ones becomes a custom number of days. */
function draftOf(task: Task): TaskDraft {
  const due = dueDateLabel(daysBeforeEvent(task.dueDate));
  const known = DUE_DATES.find((option) => option === due);
  return {
    task: task.task,
    due: known ?? 'custom',
    customDays: String(daysBeforeEvent(task.dueDate)),
    duration: task.estimatedDuration,
    startTime: task.startTime,
    assignedTo: task.assignedTo,
    description: task.description,
  };
}

interface EditTaskFormProps {
  task: Task;
  eventId: number;
  /** Called once the change is saved, and on Cancel. */
  onDone: (saved: boolean) => void;
}

/** Edit one task (PUT): text, due date, start time, duration, assignee and description. */
export function EditTaskForm({ task, eventId, onDone }: EditTaskFormProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const edit = useEditTask(eventId);
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(task));
  const [taskError, setTaskError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const text = draft.task.trim();
    if (!text) {
      setTaskError(t('kitchenRules.tasks.taskRequired'));
      return;
    }
    const due = draftDueDate(draft);
    try {
      await edit.mutateAsync({
        eventId,
        taskId: task.id,
        changes: {
          task: text,
          dueDate: typeof due === 'number' ? dueDateLabel(due) : due,
          estimatedDuration: String(draftDuration(draft)),
          startTime: draft.startTime.trim(),
          assignedTo: draft.assignedTo.trim(),
          description: draft.description.trim(),
        },
      });
      onDone(true);
    } catch (error) {
      const message = problemText(error, t('kitchen.tasks.errors.action'));
      if (error instanceof ApiError && error.field === 'task') setTaskError(message);
      else setFailure(message);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      className="mt-3 space-y-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
    >
      <h6 id={`${id}-heading`} className="text-lg font-bold text-stone-900">
        {t('kitchen.tasks.edit.heading')}
      </h6>
      <TaskFields
        draft={draft}
        taskError={taskError}
        onChange={(next) => {
          setDraft(next);
          if (next.task !== draft.task) setTaskError(null);
        }}
      />
      {failure && (
        <ErrorBanner
          failure={{ title: failure }}
          onDismiss={() => setFailure(null)}
          dismissLabel={t('kitchen.common.dismiss')}
        />
      )}
      <FormButtons busy={edit.isPending} submit={t('kitchen.tasks.edit.save')} onCancel={() => onDone(false)} />
    </form>
  );
}
