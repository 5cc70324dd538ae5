import { z } from 'zod';
import { successReply } from './common.ts';

/** A step id: `<page number>-<n>`, e.g. '1-3' (see SOP_PAGE_NUMBER). */
export const stepIdSchema = z.string().regex(/^[1-6]-[1-9]$/, 'validation.unknownStep');

/** One step's timer for one diary event. Elapsed time is counted from `startTime` on the server's clock. */
export const timerSchema = z.object({
  id: z.string(),
  isActive: z.boolean(),
  /** Epoch milliseconds on the server's clock; null while the step was never started. */
  startTime: z.number().nullable(),
  /**
   * When the step was stopped (epoch ms on the server's clock), so a finished step shows how long it
   * took; null while it runs or was never stopped (a start clears it).
   */
  stopTime: z.number().nullable(),
  /** Minutes added to the step's allowed time by a pit reading (the 2-hour check). */
  extraMinutes: z.number(),
  /** Text key saying why (e.g. 'kitchenRules.temperature.actions.doneCheck10'); null when none. */
  extraReason: z.string().nullable(),
});
export type Timer = z.infer<typeof timerSchema>;

export const timerReply = successReply({ data: timerSchema });
export const timersReply = successReply({ data: z.array(timerSchema) });

/**
 * PUT /api/timers/:eventId/:stepId: start (with the start time, epoch ms on the server's clock) or stop.
 * A start more than a day before the server's clock or more than a minute after it is refused with 400
 * `kitchenRules.limits.timerStart` (isPlausibleTimerStart in limits.ts). A stop ends the step when the
 * cook pressed Stop: the change's made-at time (header `x-change-made-at`, as every change a kitchen
 * screen makes carries it; see change-times.ts), so a stop sent late from a screen that was offline still
 * ends the step then; without it, when it arrived.
 */
export const timerChangeSchema = z.union([
  z.object({ isActive: z.literal(true), startTime: z.number().int().positive() }),
  z.object({ isActive: z.literal(false) }),
]);
