import { z } from 'zod';
import { CUTLET_FIELDS } from '../domain/kitchen/cutlets.ts';
import { isEventDay } from '../domain/event-date.ts';
import { correctionSchema } from './corrections.ts';
import { actionTakenSchema, earlyReasonSchema } from '../domain/kitchen/check-rules.ts';
import { staleRecordReply, successReply } from './common.ts';

/**
 * The cutlet production tool (/cutlets): one day's inventory, production numbers and checklist, kept on
 * the server and shared by every device. Staff and admins only. Refusals name a text key
 * (`cutlets.refusals.…`) as their code.
 */

/** A calendar day, 'YYYY-MM-DD' (Kerala); anything else is refused with 400. */
export const cutletDateSchema = z
  .string()
  .max(10, 'cutlets.refusals.badDate')
  .refine(isEventDay, 'cutlets.refusals.badDate');
export const cutletDayParamsSchema = z.object({ date: cutletDateSchema });
/** `prep-<task>-<n>` or `prod-<task>-<n>`. */
export const cutletItemIdSchema = z.string().regex(/^(prep|prod)-\d{1,2}-\d{1,2}$/, 'cutlets.refusals.unknownItem');
export const cutletItemParamsSchema = cutletDayParamsSchema.extend({ itemId: cutletItemIdSchema });

export const cutletFieldSchema = z.enum(CUTLET_FIELDS);

/**
 * What a device typed: a number, or text read by the field's limit (readFieldValue); a value outside it is
 * refused (400) with the limit's text key and its `{min, max}`, never stored as something else.
 */
const typedValue = z.union([z.number(), z.string().max(20)]);

/**
 * PUT /api/cutlets/days/:date/values: some of the day's numbers, with the day's `version` they were read
 * at; an older one is refused with 409 (kitchenRules.records.stale) and the day as it is now (`current`).
 */
export const cutletValuesRequestSchema = z.object({
  values: z
    .partialRecord(cutletFieldSchema, typedValue)
    .refine((values) => Object.keys(values).length > 0, 'cutlets.refusals.noValues'),
  version: z.number().int().min(1),
});
export type CutletValuesRequest = z.input<typeof cutletValuesRequestSchema>;

/** A worker's name as typed on the device; '' is shown as 'Worker'. */
const workerName = z.string().trim().max(80).default('');

/**
 * PUT /api/cutlets/days/:date/items/:itemId: checks an item (`completed: false` is refused with 409: a
 * check is taken back only by its undo). `value` is the item's value: a number inside its limit, or
 * 'HH:MM' for a time; an item that is required or records a day's number is refused without one (400,
 * kitchenRules.records.valueRequired); a planning item's value is worked out by the server.
 */
export const cutletCheckRequestSchema = z.object({
  completed: z.boolean(),
  value: z
    .union([z.number(), z.string().max(20)])
    .nullable()
    .default(null),
  worker: workerName,
  /** What was done about a value outside its item's limit; needed to check it with one. */
  actionTaken: actionTakenSchema.optional(),
  /** Why an item due at a time is checked more than EARLY_TOLERANCE_MINUTES before it. */
  earlyReason: earlyReasonSchema.optional(),
});
export type CutletCheckRequest = z.input<typeof cutletCheckRequestSchema>;

/**
 * One checked item: who ticked it on which device name and when. Taken back only by an undo
 * (POST …/items/:itemId/undo), which leaves a correction with the check as it was.
 */
export const cutletCheckSchema = z.object({
  itemId: z.string(),
  /** As recorded: a number as text, 'HH:MM' for a time; null when the item has no value. */
  value: z.string().nullable(),
  /** The name entered on the device; '' when none was. */
  worker: z.string(),
  checkedAt: z.string(),
  /** The signed-in account that checked it. */
  account: z.string(),
  /** What the worker did about a value outside its limit; null (or absent) when in range. */
  actionTaken: z.string().nullable().optional(),
  /** Why it was checked before its time; null (or absent) when it was not. */
  earlyReason: z.string().nullable().optional(),
});
export type CutletCheck = z.infer<typeof cutletCheckSchema>;

/** A task completed: the worker and the time of the check that completed it. */
export const cutletCompletionSchema = z.object({
  taskId: z.string(),
  worker: z.string(),
  completedAt: z.string(),
});
export type CutletCompletion = z.infer<typeof cutletCompletionSchema>;

/** A completed diary event's leftover meat, offered to the next cutlet day. */
export const leftoverOfferSchema = z.object({
  eventId: z.number(),
  title: z.string(),
  date: z.string(),
  kg: z.number(),
});
export type LeftoverOffer = z.infer<typeof leftoverOfferSchema>;

export const cutletDaySchema = z.object({
  date: z.string(),
  /** Bumped by every change of the day; a values save carries the one it was read at. */
  version: z.number(),
  /** The server's today (Kerala): a day before it is a past day, opened for correction. */
  today: z.string(),
  /** Every field's value for the day: as entered, else carried over, else its default. */
  values: z.record(cutletFieldSchema, z.number()),
  /** The fields entered for this day; the others are carried over or defaults. */
  entered: z.array(cutletFieldSchema),
  /** The day whose closing count the frozen cutlets carry over from; null when none. */
  frozenFrom: z.string().nullable(),
  /** The diary events whose leftover meat is offered as this day's mandi leftovers. */
  leftoverOffers: z.array(leftoverOfferSchema),
  checks: z.array(cutletCheckSchema),
  completions: z.array(cutletCompletionSchema),
  /** The day's undone checks, oldest first: each with the check as it was, who undid it, when and why. */
  corrections: z.array(correctionSchema),
});
export type CutletDay = z.infer<typeof cutletDaySchema>;
export const cutletDayReply = successReply({ data: cutletDaySchema });
/** 409 to a values save made from an old version of the day: the day as it is now. */
export const staleCutletDayReply = staleRecordReply(cutletDaySchema);

/** One past day for the history chart. */
export const cutletHistoryDaySchema = z.object({
  date: z.string(),
  target: z.number(),
  producedCutlets: z.number(),
  leftoverMeatUsed: z.number(),
  totalPackages: z.number(),
  qualityIssues: z.number(),
  completedTasks: z.number(),
  totalTasks: z.number(),
});
export type CutletHistoryDay = z.infer<typeof cutletHistoryDaySchema>;
export const cutletHistoryQuerySchema = z.object({
  until: cutletDateSchema,
  days: z.coerce.number().int().min(1).max(60).default(14),
});
/** The latest days kept up to `until`, oldest first. */
export const cutletHistoryReply = successReply({ data: z.array(cutletHistoryDaySchema) });
