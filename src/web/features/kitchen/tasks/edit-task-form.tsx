import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { daysBeforeEvent, dueDateLabel } from '#shared/domain/kitchen/task-schedule.ts';
import { DUE_DATES, taskSchema, type Task } from '#shared/schemas/tasks.ts';
import { ConflictView, differingRows } from '#web/components/conflict-view.tsx';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useEditTask, type TaskChanges } from '../api/edit-task.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { checkDraft, type DraftProblems, type TaskDraft } from './task-draft.ts';
import { FormButtons, TaskFields } from './task-forms.tsx';

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

const FIELDS = ['task', 'due', 'customDays', 'duration', 'startTime', 'assignedTo', 'description'] as const;
/** What the cook changed of `base`: only these are sent, so a field someone else changed meanwhile is kept. */
const changedFields = (draft: TaskDraft, base: Task) => FIELDS.filter((field) => draft[field] !== draftOf(base)[field]);

/** The server's 409 to an edit from an old version carries the task as it is now. */
function currentTask(error: unknown): Task | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'kitchenRules.records.stale') return null;
  const parsed = taskSchema.safeParse((error.body as { current?: unknown } | undefined)?.current);
  return parsed.success ? parsed.data : null;
}

/** The fields of the cook's draft and of the task as saved now, where they differ. */
function useConflictRows() {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.tasks.custom' });
  return (draft: TaskDraft, saved: Task) => {
    const theirs = draftOf(saved);
    const label: Record<(typeof FIELDS)[number], string> = {
      task: t('task'),
      due: t('dueDate'),
      customDays: t('customDays'),
      duration: t('duration'),
      startTime: t('startTime'),
      assignedTo: t('assignedTo'),
      description: t('description'),
    };
    return differingRows(
      FIELDS.map((field) => ({ id: field, label: label[field], mine: draft[field], saved: theirs[field] })),
    );
  };
}

interface EditTaskFormProps {
  task: Task;
  eventId: number;
  /** Called once the change is saved, and on Cancel. */
  onDone: (saved: boolean) => void;
}

/**
 * Edit one task (PUT): text, due date, start time, duration, assignee and description, from the version
 * the form opened with. When someone else saved the task meanwhile, the cook sees both and keeps theirs
 * (sent again from the saved version) or takes the saved one.
 */
export function EditTaskForm({ task, eventId, onDone }: EditTaskFormProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const edit = useEditTask(eventId);
  const id = useId();
  // The version the form opened with: what the cook changed is measured against it.
  const [base] = useState(task);
  const [draft, setDraft] = useState(() => draftOf(task));
  const [problems, setProblems] = useState<DraftProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Task | null>(null);
  const conflictRows = useConflictRows();

  /** Sends what the cook changed of `base`, as an edit of version `version`. */
  async function save(version: number) {
    setFailure(null);
    const checked = checkDraft(draft);
    if (!checked.ok) return setProblems(checked.problems);
    setProblems({});
    const changed = changedFields(draft, base);
    if (changed.length === 0) return onDone(false);
    const { value } = checked;
    const all: Omit<TaskChanges, 'version'> = {
      task: value.task,
      dueDate: typeof value.dueDate === 'number' ? dueDateLabel(value.dueDate) : value.dueDate,
      estimatedDuration: String(value.estimatedDuration),
      startTime: value.startTime,
      assignedTo: value.assignedTo,
      description: value.description,
    };
    const sent: TaskChanges = { version };
    for (const field of changed) {
      if (field === 'due' || field === 'customDays') sent.dueDate = all.dueDate;
      else if (field === 'duration') sent.estimatedDuration = all.estimatedDuration;
      else sent[field] = all[field];
    }
    try {
      await edit.mutateAsync({ eventId, taskId: task.id, changes: sent });
      onDone(true);
    } catch (error) {
      const current = currentTask(error);
      if (current) return setConflict(current);
      const message = problemText(error, t('kitchen.tasks.errors.action'));
      if (error instanceof ApiError && error.field === 'task') setProblems({ task: error.code ?? '' });
      else setFailure(message);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void save(base.version);
      }}
      aria-labelledby={`${id}-heading`}
      className="mt-3 space-y-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
    >
      <h6 id={`${id}-heading`} className="text-lg font-bold text-stone-900">
        {t('kitchen.tasks.edit.heading')}
      </h6>
      {conflict ? (
        <ConflictView
          rows={conflictRows(draft, conflict)}
          busy={edit.isPending}
          onKeepMine={() => {
            // Mine over the saved version: only the fields I changed go, as an edit of the version now saved.
            setConflict(null);
            void save(conflict.version);
          }}
          onTakeSaved={() => onDone(true)}
        />
      ) : (
        <>
          <TaskFields draft={draft} problems={problems} onChange={setDraft} />
          {failure && (
            <ErrorBanner
              failure={{ title: failure }}
              onDismiss={() => setFailure(null)}
              dismissLabel={t('kitchen.common.dismiss')}
            />
          )}
          <FormButtons busy={edit.isPending} submit={t('kitchen.tasks.edit.save')} onCancel={() => onDone(false)} />
        </>
      )}
    </form>
  );
}
