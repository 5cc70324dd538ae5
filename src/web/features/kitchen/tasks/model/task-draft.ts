import { z } from 'zod';
import { daysBeforeEvent, dueDateLabel } from '#shared/domain/kitchen/task-schedule.ts';
import {
  DUE_DATES,
  daysBeforeSchema,
  newTaskRequestSchema,
  taskChangesSchema,
  type Task,
} from '#shared/schemas/tasks.ts';
import { typedNumberField } from '../../model/typed-number.ts';

/** The due date's fifth choice: a number of days before the event, typed beside it. */
export const CUSTOM_DUE = 'custom';
export const DUE_CHOICES = [...DUE_DATES, CUSTOM_DUE] as const;

/**
 * A task's fields as the add and edit forms hold them: text as typed, and the due date as chosen (one of
 * DUE_DATES, or CUSTOM_DUE with the days in `customDays`). The forms' schemas below turn a draft into
 * the call's body, checked by the call's own schema.
 */
export interface TaskDraft {
  task: string;
  /** The name in Malayalam: may be left empty (the English is shown). */
  taskMl: string;
  due: (typeof DUE_CHOICES)[number];
  customDays: string;
  /** Minutes. */
  duration: string;
  startTime: string;
  assignedTo: string;
  description: string;
  descriptionMl: string;
}
export type DraftField = keyof TaskDraft;

export const EMPTY_DRAFT: TaskDraft = {
  task: '',
  taskMl: '',
  due: 'Event day',
  customDays: '4',
  duration: '30',
  startTime: '',
  assignedTo: '',
  description: '',
  descriptionMl: '',
};

/** A saved task as the edit form opens it: a due date outside the four fixed ones becomes a number of days. */
export function draftOf(task: Task): TaskDraft {
  const days = daysBeforeEvent(task.dueDate);
  const known = DUE_DATES.find((option) => option === dueDateLabel(days));
  return {
    task: task.task,
    taskMl: task.taskMl,
    due: known ?? CUSTOM_DUE,
    customDays: String(days),
    duration: task.estimatedDuration,
    startTime: task.startTime,
    assignedTo: task.assignedTo,
    description: task.description,
    descriptionMl: task.descriptionMl,
  };
}

const dueFields = { due: z.enum(DUE_CHOICES), customDays: z.string() };

/** The days before the event, as typed: a whole number inside the server's rule for a custom task's days. */
const typedDays = typedNumberField(daysBeforeSchema);

/** The days typed beside CUSTOM_DUE, checked (only then) as typed days. */
function checkCustomDays(draft: { due?: unknown; customDays?: unknown }, ctx: z.RefinementCtx) {
  if (draft.due !== CUSTOM_DUE) return;
  for (const issue of typedDays.safeParse(draft.customDays).error?.issues ?? []) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['customDays'], input: draft.customDays });
  }
}
/** The days of a draft that passed checkCustomDays. */
const customDaysOf = (text: string) => typedDays.parse(text);

/** The days are checked beside every other field's problem, not only once the others pass. */
const ALWAYS = { when: () => true };

const customTask = newTaskRequestSchema.options[0];

/** Add Custom Task: a draft and the video link, checked and sent as the custom task call takes it. */
export const customTaskFormSchema = customTask
  .omit({ dueDate: true, estimatedDuration: true })
  .extend({ ...dueFields, duration: typedNumberField(customTask.shape.estimatedDuration) })
  .superRefine(checkCustomDays, ALWAYS)
  .transform(({ due, customDays, duration, ...task }) => ({
    ...task,
    dueDate: due === CUSTOM_DUE ? customDaysOf(customDays) : due,
    estimatedDuration: duration,
  }));

/** Edit Task: a draft checked and sent as an edit of one task takes it (the changed fields are picked after). */
export const taskEditFormSchema = taskChangesSchema
  .pick({ task: true, taskMl: true, startTime: true, assignedTo: true, description: true, descriptionMl: true })
  .required()
  .extend({ ...dueFields, duration: typedNumberField(taskChangesSchema.shape.estimatedDuration.unwrap()) })
  .superRefine(checkCustomDays, ALWAYS)
  .transform(({ due, customDays, duration, ...task }) => ({
    ...task,
    dueDate: due === CUSTOM_DUE ? dueDateLabel(customDaysOf(customDays)) : due,
    estimatedDuration: duration,
  }));

/** The form field a server refusal names: `dueDate` is the days typed, or the fixed choice. */
export function draftFieldOf(serverField: string, draft: Pick<TaskDraft, 'due'>): string {
  if (serverField === 'dueDate') return draft.due === CUSTOM_DUE ? 'customDays' : 'due';
  return serverField === 'estimatedDuration' ? 'duration' : serverField;
}
