import type { ReadValue } from '#shared/domain/kitchen/cutlets.ts';

/**
 * The rules of editing one of the cutlet day's numbers, for NumberField: when a typed number is saved,
 * which version of the day it is saved on, and what happens when someone else changed the day meanwhile.
 */

/** The day's version and this number as they were when typing began. */
export interface EditedFrom {
  version: number;
  value: number;
}

/** An edit in progress: what is typed, and where it began. */
export interface Edit {
  typed: string;
  from: EditedFrom;
}

/**
 * What leaving the field does with what is typed: nothing while it is refused (it stays, with its
 * refusal), closes the edit when it is the saved number, else saves it.
 */
export function onLeaving(read: ReadValue<number> | null, saved: number): 'keep' | 'close' | 'save' {
  if (read === null || !read.ok) return 'keep';
  return read.value === saved ? 'close' : 'save';
}

/**
 * The version a save is made on: the day as shown now while this number is as it was when typing
 * began (someone changed something else), else the one typing began from (the server then says stale).
 */
export function saveFrom(from: EditedFrom, shown: EditedFrom): EditedFrom {
  return shown.value === from.value ? shown : from;
}

/**
 * A save refused as stale, with the day as saved now: sent again on top of it when this number is still
 * as it was (once), else both numbers are shown for the cook to choose.
 */
export function afterStale(
  from: EditedFrom,
  current: EditedFrom,
  mayResend: boolean,
): { kind: 'resend'; from: EditedFrom } | { kind: 'conflict'; saved: EditedFrom } {
  return mayResend && current.value === from.value
    ? { kind: 'resend', from: current }
    : { kind: 'conflict', saved: current };
}
