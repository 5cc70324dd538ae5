import { useId, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from '#web/lib/i18n.ts';
import { taskSchema, type Task } from '#shared/schemas/tasks.ts';
import { ConflictView, differingRows } from '#web/components/conflict-view.tsx';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { staleCurrentOf } from '#web/lib/stale-record.ts';
import { placeRefusal, useSchemaForm } from '#web/lib/schema-form.ts';
import { useEditTask, type TaskChanges } from '../api/edit-task.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { draftFieldOf, draftOf, taskEditFormSchema, type DraftField, type TaskDraft } from '../model/task-draft.ts';
import { FormButtons, TaskFields } from './task-fields.tsx';

const FIELDS = [
  'task',
  'taskMl',
  'due',
  'customDays',
  'duration',
  'startTime',
  'assignedTo',
  'description',
  'descriptionMl',
] as const;
/** The draft as the form holds it: the minutes as typed (a number only where the form was given one). */
type FormDraft = Omit<TaskDraft, 'duration'> & { duration?: string | number | null };
/** A draft field's value as text. */
const shown = (draft: FormDraft, field: DraftField) => String(draft[field] ?? '');

/** What the cook changed of `base`: only these are sent, so a field someone else changed meanwhile is kept. */
const changedFields = (draft: FormDraft, base: Task) =>
  FIELDS.filter((field) => shown(draft, field) !== draftOf(base)[field]);

/** Each draft field's part of the edit call. */
const SENT_AS: Record<DraftField, keyof z.output<typeof taskEditFormSchema>> = {
  task: 'task',
  taskMl: 'taskMl',
  due: 'dueDate',
  customDays: 'dueDate',
  duration: 'estimatedDuration',
  startTime: 'startTime',
  assignedTo: 'assignedTo',
  description: 'description',
  descriptionMl: 'descriptionMl',
};

/** The server's 409 to an edit from an old version carries the task as it is now. */
const currentTask = (error: unknown): Task | null => staleCurrentOf(error, taskSchema);

/** The fields of the cook's draft and of the task as saved now, where they differ. */
function useConflictRows() {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.tasks.custom' });
  return (draft: FormDraft, saved: Task) => {
    const theirs = draftOf(saved);
    const label: Record<DraftField, string> = {
      task: t('task'),
      taskMl: t('taskMl'),
      due: t('dueDate'),
      customDays: t('customDays'),
      duration: t('duration'),
      startTime: t('startTime'),
      assignedTo: t('assignedTo'),
      description: t('description'),
      descriptionMl: t('descriptionMl'),
    };
    return differingRows(
      FIELDS.map((field) => ({ id: field, label: label[field], mine: shown(draft, field), saved: theirs[field] })),
    );
  };
}

interface EditTaskFormProps {
  task: Task;
  eventId: number;
  /** Called once the change is saved (true) or left waiting on the device, and on Cancel. */
  onDone: (saved: boolean) => void;
}

/**
 * Edit one task (PUT, through the device's change queue: offline it waits there): text, due date, start
 * time, duration, assignee and description, checked by the edit call's schema, from the version the form
 * opened with. When someone else saved the task
 * meanwhile, the cook sees both and keeps theirs (sent again from the saved version) or takes the saved one.
 */
export function EditTaskForm({ task, eventId, onDone }: EditTaskFormProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const edit = useEditTask(eventId);
  const id = useId();
  // The version the form opened with: what the cook changed is measured against it.
  const [base] = useState(task);
  const form = useSchemaForm(taskEditFormSchema, draftOf(task));
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Task | null>(null);
  const conflictRows = useConflictRows();

  /** Sends what the cook changed of `base`, as an edit of version `version`. */
  const save = (version: number) =>
    form.handleSubmit(async (checked) => {
      setFailure(null);
      const changed = changedFields(form.getValues(), base);
      if (changed.length === 0) return onDone(false);
      const sent: TaskChanges = { version };
      for (const field of changed) Object.assign(sent, { [SENT_AS[field]]: checked[SENT_AS[field]] });
      try {
        const result = await edit.mutateAsync({ eventId, task, changes: sent });
        // Waiting on the device (no network): the task shows it waiting, not saved.
        onDone(result.status === 'saved');
      } catch (error) {
        const current = currentTask(error);
        if (current) return setConflict(current);
        if (!placeRefusal(form, error, (field) => draftFieldOf(field, form.getValues()))) {
          setFailure(problemText(error, t('kitchen.tasks.errors.action')));
        }
      }
    });

  return (
    <form
      noValidate
      onSubmit={(event) => void save(base.version)(event)}
      aria-labelledby={`${id}-heading`}
      className="mt-3 space-y-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
    >
      <h6 id={`${id}-heading`} className="text-lg font-bold text-stone-900">
        {t('kitchen.tasks.edit.heading')}
      </h6>
      {conflict ? (
        <ConflictView
          rows={conflictRows(form.getValues(), conflict)}
          busy={edit.isPending}
          onKeepMine={() => {
            // Mine over the saved version: only the fields I changed go, as an edit of the version now saved.
            setConflict(null);
            void save(conflict.version)();
          }}
          onTakeSaved={() => onDone(true)}
        />
      ) : (
        <>
          <TaskFields
            register={(field) => form.register(field)}
            errors={form.formState.errors}
            due={form.watch('due')}
          />
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
