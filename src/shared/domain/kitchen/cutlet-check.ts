import { cutletItemDueAt, type CutletItem } from '../../content/cutlets/index.ts';
import { formatKeralaClock } from '../kerala-time.ts';
import { ACTION_REQUIRED_KEY, EARLY_REASON_KEY, EARLY_TOLERANCE_MINUTES, isTooEarly } from './check-rules.ts';
import { isValueOutside, planValue, purchasePlan, readItemValue, type CutletField } from './cutlets.ts';
import type { TextKey } from '#shared/content/locales/text-keys.ts';

/**
 * A check of one cutlet checklist item: the one rule for the server's check call and for a screen
 * showing a check still waiting on the device. An item checked already stays as it was (credited to the
 * first check). Else the value it records is read (a planning item's worked out from the day's numbers),
 * and a value outside its limit needs what was done about it, an item due at a time checked early a reason.
 */

/** What of the day a check is judged by. */
export interface CheckedDay {
  date: string;
  values: Record<CutletField, number>;
  /** The fields entered for the day (the others are carried over or defaults). */
  entered: readonly CutletField[];
  checks: readonly { itemId: string; value: string | null }[];
}

export interface CheckAsked {
  value: number | string | null;
  actionTaken?: string | undefined;
  earlyReason?: string | undefined;
}

export type CheckResult =
  | { ok: true; alreadyChecked: true }
  | { ok: true; alreadyChecked: false; value: string | null; actionTaken: string | null; earlyReason: string | null }
  | { ok: false; key: TextKey; params?: Record<string, string | number> };

/** The value an item records, as text: a planning item's from the day's numbers, else as typed. */
function recordedValue(day: CheckedDay, item: CutletItem, typed: CheckAsked['value']) {
  if (item.unit !== null && item.plan) {
    const plan = purchasePlan({
      target: day.values.target,
      frozen: day.values.frozenCutlets,
      leftoverKg: day.values.mandiLeftovers,
    });
    return { ok: true as const, value: String(planValue(plan, item.plan)) };
  }
  const read = readItemValue(item, typed);
  return read.ok ? { ok: true as const, value: read.value === null ? null : String(read.value) } : read;
}

/** A check of `item` made at `madeAt` (ISO) on `day`. */
export function checkCutletItem(day: CheckedDay, item: CutletItem, asked: CheckAsked, madeAt: string): CheckResult {
  if (day.checks.some((check) => check.itemId === item.id)) return { ok: true, alreadyChecked: true };
  const read = recordedValue(day, item, asked.value);
  if (!read.ok) return read;
  const { value } = read;
  const entered = Object.fromEntries(day.entered.map((field) => [field, day.values[field]]));
  const outside = value !== null && isValueOutside(item, Number(value), entered);
  if (outside && asked.actionTaken === undefined) return { ok: false, key: ACTION_REQUIRED_KEY };
  const dueAt = cutletItemDueAt(day.date, item.id, day.checks);
  const early = isTooEarly(dueAt, Date.parse(madeAt));
  if (early && asked.earlyReason === undefined) {
    return {
      ok: false,
      key: EARLY_REASON_KEY,
      params: { time: formatKeralaClock(dueAt!), minutes: EARLY_TOLERANCE_MINUTES },
    };
  }
  return {
    ok: true,
    alreadyChecked: false,
    value,
    actionTaken: outside ? asked.actionTaken! : null,
    earlyReason: early ? asked.earlyReason! : null,
  };
}
