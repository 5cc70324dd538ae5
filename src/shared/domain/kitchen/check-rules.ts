import { z } from 'zod';
import { KITCHEN_LIMITS, reasonSchema } from './limits.ts';

/**
 * The two rules every kitchen check is held to, on the pit's tasks and on the cutlet checklist alike:
 *
 * - A value outside its limit completes a check only with a corrective action written on the record:
 *   what was done, in the cook's own words (3–300 characters), and by whom (the cook's name on the call).
 * - A check due at a time is not done more than EARLY_TOLERANCE_MINUTES before it without a reason.
 */

/** How long before its time a check may be done without a reason. */
export const EARLY_TOLERANCE_MINUTES = 15;

export const ACTION_REQUIRED_KEY = 'kitchenRules.checks.actionRequired' as const;
export const EARLY_REASON_KEY = 'kitchenRules.checks.tooEarly' as const;

/** What was done about a value outside its limit, in the cook's own words. */
export const actionTakenSchema = z
  .string({ error: KITCHEN_LIMITS.actionTakenLength.key })
  .trim()
  .min(KITCHEN_LIMITS.actionTakenLength.min, KITCHEN_LIMITS.actionTakenLength.key)
  .max(KITCHEN_LIMITS.actionTakenLength.max, KITCHEN_LIMITS.actionTakenLength.key);

/** Why a check is done early: a short sentence, as any reason. */
export const earlyReasonSchema = reasonSchema;

/** Is a check due at `dueAt` (epoch ms) done too early at `now` to go without a reason? */
export function isTooEarly(dueAt: number | null, now: number): boolean {
  return dueAt !== null && now < dueAt - EARLY_TOLERANCE_MINUTES * 60_000;
}
