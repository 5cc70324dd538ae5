import { z } from 'zod';
import { reasonSchema } from '../domain/kitchen/limits.ts';

/**
 * Undos and corrections of kitchen records (decision 008): a completion, a start, a pit reading or a
 * cutlet check is never erased; undoing or correcting it writes one of these, shown beside the original.
 */
export const CORRECTION_KINDS = ['task-completion', 'task-start', 'reading', 'cutlet-check'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

export const correctionSchema = z.object({
  id: z.number(),
  recordKind: z.enum(CORRECTION_KINDS),
  /** The task id, reading id or cutlet item id. */
  recordId: z.string(),
  action: z.enum(['undo', 'correct']),
  /** The record as it was: e.g. {completedBy, completedAt} or {valueC, takenBy, takenAt} or {value, worker}. */
  before: z.record(z.string(), z.unknown()),
  /** What replaced it (a correction); null for an undo. */
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string(),
  madeBy: z.string(),
  account: z.string(),
  madeAt: z.string(),
  /** When it reached the server (madeAt is when it was made); null when not kept. */
  arrivedAt: z.string().nullable().optional(),
});
export type Correction = z.infer<typeof correctionSchema>;

/** The body of every undo: the cook's name and why. */
export const undoRequestSchema = z.object({
  name: z.string().trim().max(80).default(''),
  reason: reasonSchema,
});
