import { z } from 'zod';
import { INVENTORY_MAX_AMOUNT } from './inventory.ts';
import { staleRecordReply, successReply } from './common.ts';

/**
 * What the kitchen used for a diary event (`PUT /api/inventory/usage/:eventId`, staff and admins): per
 * inventory item, the quantity used in the item's unit. The list is the event's whole record: saving it
 * again replaces the last one, and the stock moves by the difference. Each save names the `version` of
 * the record it was made from (0, or left out, for the first): one made from an older version is refused
 * with 409 (kitchenRules.records.stale) and the record as it is now (`current`), never written over a
 * newer one. The margin costs these items at what was used, the rest at the recipes' estimate. Every
 * problem is a text key (`inventory.usage.*`).
 */

/** At most this many items in one event's record (an event's needs are a few dozen). */
export const MAX_USAGE_LINES = 200;

const quantity = z
  .number({ error: 'inventory.usage.validation.quantity' })
  .nonnegative('inventory.usage.validation.quantity')
  .max(INVENTORY_MAX_AMOUNT, 'inventory.validation.tooLarge');

export const usageLineSchema = z.object({
  itemId: z.number({ error: 'inventory.usage.validation.item' }).int('inventory.usage.validation.item').positive(),
  quantity,
});
export type UsageLine = z.output<typeof usageLineSchema>;

export const eventUsageInputSchema = z.object({
  lines: z
    .array(usageLineSchema, { error: 'inventory.usage.validation.lines' })
    .max(MAX_USAGE_LINES, 'inventory.usage.validation.lines')
    .refine(
      (lines) => new Set(lines.map((line) => line.itemId)).size === lines.length,
      'inventory.usage.validation.twice',
    ),
  /** The version of the record this one was made from: 0 when it is the event's first. */
  version: z
    .number()
    .int('inventory.usage.validation.version')
    .nonnegative('inventory.usage.validation.version')
    .default(0),
});
export type EventUsageInput = z.output<typeof eventUsageInputSchema>;

/** The event's record as saved: null `recordedAt` and version 0 when nothing is recorded yet. */
export const eventUsageSchema = z.object({
  eventId: z.number().int(),
  /** Bumped by every save; the next save carries the one it was made from. */
  version: z.number().int(),
  recordedAt: z.string().nullable(),
  recordedBy: z.string().nullable(),
  lines: z.array(
    usageLineSchema.extend({
      /** The part of the quantity the stock gave (less when the stock held less). */
      takenFromStock: z.number(),
    }),
  ),
});
export type EventUsage = z.output<typeof eventUsageSchema>;
export const eventUsageReply = successReply({ data: eventUsageSchema });
/** 409 to a record saved from an older version: the record as it is now, for the cook to choose. */
export const staleEventUsageReply = staleRecordReply(eventUsageSchema);
