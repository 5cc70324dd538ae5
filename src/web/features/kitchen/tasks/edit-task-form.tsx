import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { daysBeforeEvent, dueDateLabel } from '#shared/domain/kitchen/task-schedule.ts';
import { DUE_DATES, taskSchema, type Task } from '#shared/schemas/diary.ts';
import { button } from '#web/components/buttons.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useEditTask, type TaskChanges } from '../api/edit-task.ts';
import { useProblemText } from '../model/use-problem-text.ts';
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
          draft={draft}
          saved={conflict}
          busy={edit.isPending}
          onKeepMine={() => {
            // Mine over the saved version: only the fields I changed go, as an edit of the version now saved.
            setConflict(null);
            void save(conflict.version);
          }}
          onTakeTheirs={() => onDone(true)}
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

interface ConflictViewProps {
  draft: TaskDraft;
  saved: Task;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/** The cook's draft beside the task as saved now, field by field where they differ. */
function ConflictView({ draft, saved, busy, onKeepMine, onTakeTheirs }: ConflictViewProps) {
  const { t } = useTranslation();
  const theirs = draftOf(saved);
  const label: Record<(typeof FIELDS)[number], string> = {
    task: t('kitchen.tasks.custom.task'),
    due: t('kitchen.tasks.custom.dueDate'),
    customDays: t('kitchen.tasks.custom.customDays'),
    duration: t('kitchen.tasks.custom.duration'),
    startTime: t('kitchen.tasks.custom.startTime'),
    assignedTo: t('kitchen.tasks.custom.assignedTo'),
    description: t('kitchen.tasks.custom.description'),
  };
  const shown = (text: string) => (text.trim() === '' ? t('kitchen.tasks.conflict.empty') : text);
  const differing = FIELDS.filter((field) => draft[field] !== theirs[field]);
  return (
    <div role="alert" className="space-y-3">
      <p className="rounded-xl bg-amber-100 px-3 py-2 text-lg font-bold text-amber-950">
        {t('kitchenRules.records.stale')}
      </p>
      <dl className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-x-3 gap-y-1 text-base">
        <dt className="font-bold text-stone-900">{t('kitchen.tasks.conflict.yours')}</dt>
        <dt className="font-bold text-stone-900">{t('kitchen.tasks.conflict.theirs')}</dt>
        {differing.map((field) => (
          <div key={field} className="col-span-2 grid grid-cols-subgrid border-t border-stone-200 pt-1">
            <p className="col-span-2 text-sm font-medium text-stone-600">{label[field]}</p>
            <dd data-testid={`mine-${field}`} className="break-words font-semibold text-stone-900">
              {shown(draft[field])}
            </dd>
            <dd data-testid={`theirs-${field}`} className="break-words font-semibold text-stone-900">
              {shown(theirs[field])}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onTakeTheirs} className={button.secondary}>
          {t('kitchen.tasks.conflict.takeTheirs')}
        </button>
        <button type="button" disabled={busy} onClick={onKeepMine} className={button.primary}>
          {t('kitchen.tasks.conflict.keepMine')}
        </button>
      </div>
    </div>
  );
}
