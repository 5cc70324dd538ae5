import type { z } from 'zod';
import { limitedNumber, startTimeSchema } from '#shared/domain/kitchen/limits.ts';
import { DUE_DATES, daysBeforeSchema } from '#shared/schemas/tasks.ts';

/** The fields a custom task is added with and a task is edited with, as typed. */
export interface TaskDraft {
  task: string;
  /** One of DUE_DATES, or 'custom' for customDays. */
  due: string;
  customDays: string;
  duration: string;
  startTime: string;
  assignedTo: string;
  description: string;
}

export const EMPTY_DRAFT: TaskDraft = {
  task: '',
  due: DUE_DATES[3],
  customDays: '4',
  duration: '30',
  startTime: '',
  assignedTo: '',
  description: '',
};

export type DraftField = 'task' | 'customDays' | 'duration' | 'startTime';
/** The text key of each field's problem (limits are worded with limitParams). */
export type DraftProblems = Partial<Record<DraftField, string>>;

export interface CheckedDraft {
  task: string;
  dueDate: (typeof DUE_DATES)[number] | number;
  estimatedDuration: number;
  startTime: string;
  assignedTo: string;
  description: string;
}

const NUMBER_TEXT = /^\s*-?\d+(?:\.\d+)?\s*$/;
/** A typed number read as written: '2.5' stays 2.5, '-3' stays −3, '' or '1e3' is no number. */
export const typedNumber = (text: string): number => (NUMBER_TEXT.test(text) ? Number(text) : Number.NaN);

const durationSchema = limitedNumber('durationMinutes');

function problem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * A draft checked by the same rules the server applies (the limits table): the request's fields, or
 * each field's problem to show beside it before anything is sent.
 */
export function checkDraft(
  draft: TaskDraft,
): { ok: true; value: CheckedDraft } | { ok: false; problems: DraftProblems } {
  const problems: DraftProblems = {};
  const task = draft.task.trim();
  if (!task) problems.task = 'kitchenRules.tasks.taskRequired';
  const days = typedNumber(draft.customDays);
  if (draft.due === 'custom') {
    const key = problem(daysBeforeSchema, days);
    if (key) problems.customDays = key;
  }
  const duration = typedNumber(draft.duration);
  const durationKey = problem(durationSchema, duration);
  if (durationKey) problems.duration = durationKey;
  const startKey = problem(startTimeSchema, draft.startTime);
  if (startKey) problems.startTime = startKey;
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      task,
      dueDate: draft.due === 'custom' ? days : (DUE_DATES.find((option) => option === draft.due) ?? 'Event day'),
      estimatedDuration: duration,
      startTime: draft.startTime.trim(),
      assignedTo: draft.assignedTo.trim(),
      description: draft.description.trim(),
    },
  };
}
