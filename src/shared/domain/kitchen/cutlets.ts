import type { TextKey } from '#shared/content/locales/text-keys.ts';
import { addDays } from '../event-date.ts';
import { keralaInstant } from '../kerala-time.ts';
import { readTypedNumber, type NumberRule } from '../typed-number.ts';
import { CLOCK_TIME_KEY, KITCHEN_LIMITS, limitParams, type KitchenLimit } from './limits.ts';
import { parseClock } from './task-schedule.ts';

/**
 * The cutlet production rules: leftover mandi meat becomes frozen cutlets. Pure functions, used by the
 * server (what it stores and answers) and by the screens (what they show while a value is typed).
 */

/** 28 cutlets per kg of mixture. */
export const CUTLETS_PER_KG = 28;
/** A 50 g (±2 g) portion. */
export const PORTION_GRAMS = 50;
export const PORTION_TOLERANCE_GRAMS = 2;
/** Size 10x6x1.5 cm. */
export const CUTLET_SIZE_CM = { length: 10, width: 6, thickness: 1.5 } as const;
/** Potato 250 g per kg of meat: 0.25 of the meat's weight. */
export const POTATO_SHARE_OF_MEAT = 0.25;
/** 2 eggs and 50 g breadcrumbs per kg. */
export const EGGS_PER_KG = 2;
export const BREADCRUMBS_GRAMS_PER_KG = 50;
/** Packs hold 10-20 cutlets. */
export const PACK_MIN_CUTLETS = 10;
export const PACK_MAX_CUTLETS = 20;
/** IQF at -18°C for 2 hours; coating chill 30 minutes. */
export const IQF_TEMPERATURE_C = -18;
export const IQF_HOURS = 2;
export const COATING_CHILL_MINUTES = 30;
/** Default daily target 100. */
export const DEFAULT_DAILY_TARGET = 100;

/** The day's inventory: what is on hand before production. */
export const CUTLET_STOCK_FIELDS = ['mandiLeftovers', 'processedMeat', 'frozenCutlets', 'target'] as const;
/** The eight ingredients of the inventory. */
export const CUTLET_INGREDIENTS = [
  'potatoes',
  'eggs',
  'breadcrumbs',
  'flour',
  'keralaMasala',
  'bridgeSpices',
  'salt',
  'oil',
] as const;
/** The day's production, as the summary reports it. */
export const CUTLET_PRODUCTION_FIELDS = [
  'producedCutlets',
  'leftoverMeatUsed',
  'totalPackages',
  'qualityIssues',
] as const;
export const CUTLET_FIELDS = [...CUTLET_STOCK_FIELDS, ...CUTLET_INGREDIENTS, ...CUTLET_PRODUCTION_FIELDS] as const;
export type CutletField = (typeof CUTLET_FIELDS)[number];

/** Units of the day's numbers and of the checklist's values; 'time' is a clock time (HH:MM). */
export const CUTLET_UNITS = ['kg', 'g', 'l', 'pieces', 'packs', 'celsius', 'time'] as const;
export type CutletUnit = (typeof CUTLET_UNITS)[number];

export const CUTLET_FIELD_UNIT: Record<CutletField, Exclude<CutletUnit, 'time'>> = {
  mandiLeftovers: 'kg',
  processedMeat: 'kg',
  frozenCutlets: 'pieces',
  target: 'pieces',
  potatoes: 'kg',
  eggs: 'pieces',
  breadcrumbs: 'kg',
  flour: 'kg',
  keralaMasala: 'g',
  bridgeSpices: 'g',
  salt: 'g',
  oil: 'l',
  producedCutlets: 'pieces',
  leftoverMeatUsed: 'kg',
  totalPackages: 'packs',
  qualityIssues: 'pieces',
};

/** An input's step: 0.1 for kg, 1 otherwise. */
export function stepFor(unit: CutletUnit): number {
  return unit === 'kg' ? 0.1 : 1;
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** Up to the next tenth, forgiving the float noise of a division that comes out exact (84 / 28). */
const ceilTenth = (value: number) => Math.max(0, Math.ceil(value * 10 - 1e-9)) / 10;

/** The text key of the refusal of a check whose value was left empty. */
export const VALUE_REQUIRED_KEY = 'kitchenRules.records.valueRequired' as const;

/** A value read as typed, or the text key of why it is refused (and the numbers its text names). */
export type ReadValue<T> =
  { ok: true; value: T } | { ok: false; key: TextKey; params?: Record<string, string | number> };

/** Nothing typed: null, undefined or only spaces. */
export function isBlank(input: unknown): boolean {
  return input === null || input === undefined || (typeof input === 'string' && input.trim() === '');
}

/** Counts are whole pieces or packs. */
const isCount = (unit: CutletUnit) => unit === 'pieces' || unit === 'packs';

/**
 * The limit a number in `unit` is held to (KITCHEN_LIMITS): a temperature's, a count's (whole pieces or
 * packs), an amount's (kg, g, L); the day's target has its own (at least one cutlet).
 */
export function cutletLimit(unit: Exclude<CutletUnit, 'time'>, field?: CutletField): KitchenLimit {
  if (field === 'target') return 'cutletTarget';
  if (unit === 'celsius') return 'temperatureC';
  return isCount(unit) ? 'cutletCount' : 'cutletAmount';
}

const WHOLE_LIMITS: ReadonlySet<KitchenLimit> = new Set(['cutletCount', 'cutletTarget']);

/**
 * How a number held to `limit` is typed: inside the limit; whole for counts and the target, to a tenth
 * of a degree for a temperature, to the gram of a kg (three decimals) for an amount.
 */
export function cutletNumberRule(limit: KitchenLimit): NumberRule {
  const { min, max } = KITCHEN_LIMITS[limit];
  const decimals = WHOLE_LIMITS.has(limit) ? 0 : limit === 'temperatureC' ? 1 : 3;
  return { min, max, decimals };
}

const OUT_OF_BOUNDS = new Set(['validation.tooSmall', 'validation.tooLarge']);

/**
 * A number as typed (text, or a number as its decimal text) by the typed-number rule of its limit:
 * '-5' in a count, '2.5' in the target, '1e3', '2,5', '' and twenty digits are refused with the rule's
 * text key, a number outside the limit with the limit's own (which names both ends); never read as some
 * other number, never rounded.
 */
export function readCutletNumber(input: unknown, limit: KitchenLimit): ReadValue<number> {
  const text = typeof input === 'string' ? input : typeof input === 'number' ? String(input) : '';
  const read = readTypedNumber(text, cutletNumberRule(limit));
  if (read.ok) return read;
  if (OUT_OF_BOUNDS.has(read.key)) {
    const { key } = KITCHEN_LIMITS[limit];
    return { ok: false, key, params: limitParams(key) };
  }
  return read.params ? { ok: false, key: read.key, params: read.params } : { ok: false, key: read.key };
}

/** One of the day's numbers as typed, by its field's limit. */
export function readFieldValue(field: CutletField, input: unknown): ReadValue<number> {
  return readCutletNumber(input, cutletLimit(CUTLET_FIELD_UNIT[field], field));
}

/** What the value rule needs to know of a checklist item (src/shared/content/cutlets). */
export interface ValuedItem {
  unit: CutletUnit | null;
  required: boolean;
  field?: CutletField;
  plan?: PlanValue;
  /** The physical limit its value is judged by (shown in red with what to do when outside it). */
  limit?: CutletValueLimit;
}

/** An item whose value has to be typed before it is checked: a required one, or one that records a day's number. */
export function needsValue(item: ValuedItem): boolean {
  return item.unit !== null && !item.plan && (item.required || item.field !== undefined);
}

/**
 * The value a checklist item records, as typed: null for an item that records none (no unit), whose
 * value is worked out (planning) or an optional one left empty; 'HH:MM' for a time; else a number inside
 * its limit. Refused with VALUE_REQUIRED_KEY when a needed value is empty (it is never taken as 0), with
 * the time's or the limit's text key when it is no plausible value.
 */
export function readItemValue(item: ValuedItem, input: unknown): ReadValue<number | string | null> {
  const { unit } = item;
  if (unit === null || item.plan) return { ok: true, value: null };
  if (isBlank(input)) return needsValue(item) ? { ok: false, key: VALUE_REQUIRED_KEY } : { ok: true, value: null };
  if (unit === 'time') {
    const time = typeof input === 'string' ? input.trim() : '';
    return isClockTime(time) ? { ok: true, value: time } : { ok: false, key: CLOCK_TIME_KEY };
  }
  return readCutletNumber(input, cutletLimit(unit, item.field));
}

/** The warmest the freezer may read on the IQF step: the guide's IQF temperature itself. */
export const FREEZER_WARMEST_C = IQF_TEMPERATURE_C;

/**
 * The physical limits a checklist value is held to: the freezer on the IQF step at −18 °C or colder,
 * a cutlet's portion at 50 g ± 2 g. As with the pit's readings, a value outside its limit is recorded
 * as measured and shown in red with what to do, and checks only with a corrective action (check-rules.ts).
 */
export const CUTLET_VALUE_LIMITS = {
  iqfFreezer: { min: -Infinity, max: FREEZER_WARMEST_C },
  portion: { min: PORTION_GRAMS - PORTION_TOLERANCE_GRAMS, max: PORTION_GRAMS + PORTION_TOLERANCE_GRAMS },
} as const;
export type CutletValueLimit = keyof typeof CUTLET_VALUE_LIMITS;

export interface ValueJudgement {
  inRange: boolean;
  /** Text key of what to do; null when in range. */
  correctiveAction: TextKey | null;
}

const ACTIONS: Record<CutletValueLimit, { low: TextKey | null; high: TextKey }> = {
  iqfFreezer: { low: null, high: 'kitchenRules.cutlets.actions.freezerWarm' },
  portion: { low: 'kitchenRules.cutlets.actions.portionLight', high: 'kitchenRules.cutlets.actions.portionHeavy' },
};

/** Judges a value against its limit, as judgeReading judges a pit reading. */
export function judgeCutletValue(limit: CutletValueLimit, value: number): ValueJudgement {
  const { min, max } = CUTLET_VALUE_LIMITS[limit];
  if (value > max) return { inRange: false, correctiveAction: ACTIONS[limit].high };
  if (value < min) return { inRange: false, correctiveAction: ACTIONS[limit].low };
  return { inRange: true, correctiveAction: null };
}

/** Text key describing the limit, e.g. '−18 °C or colder (IQF at −18 °C for 2 hours)'. */
export function cutletLimitText(limit: CutletValueLimit): TextKey {
  return `kitchenRules.cutlets.limits.${limit}`;
}

export type PackCheck = 'ok' | 'tooFew' | 'tooMany';

/**
 * Packs hold 10–20 cutlets: the day's produced cutlets fit its packs when each pack can hold 10 to 20
 * of them (packs × 10 ≤ produced ≤ packs × 20). null until both are counted.
 */
export function packCheck(produced: number, packs: number): PackCheck | null {
  if (!(produced > 0) || !(packs > 0)) return null;
  if (produced < packs * PACK_MIN_CUTLETS) return 'tooFew';
  if (produced > packs * PACK_MAX_CUTLETS) return 'tooMany';
  return 'ok';
}

/**
 * The day's cutlets and packs once `value` is recorded for `field`, that field's count replaced by it;
 * null for a field that is neither.
 */
export function packCountsWith(
  field: CutletField | undefined,
  value: number,
  values: Partial<Record<CutletField, number>>,
): { produced: number; packs: number } | null {
  if (field !== 'producedCutlets' && field !== 'totalPackages') return null;
  return {
    produced: field === 'producedCutlets' ? value : (values.producedCutlets ?? 0),
    packs: field === 'totalPackages' ? value : (values.totalPackages ?? 0),
  };
}

/**
 * Is a checklist value outside what it may be: its physical limit (judgeCutletValue), or a count of
 * cutlets or packs that leaves the packs unable to hold 10–20 each? Such a value is checked only with
 * what was done about it written on the check.
 */
export function isValueOutside(
  item: { limit?: CutletValueLimit; field?: CutletField },
  value: number,
  values: Partial<Record<CutletField, number>>,
): boolean {
  if (item.limit !== undefined && !judgeCutletValue(item.limit, value).inRange) return true;
  const counts = packCountsWith(item.field, value, values);
  const packs = counts && packCheck(counts.produced, counts.packs);
  return packs !== null && packs !== 'ok';
}

/** Meat needed = (target minus frozen) divided by 28, rounded up to 0.1 kg; 0 when the freezer holds enough. */
export function meatNeededKg(target: number, frozen: number): number {
  return ceilTenth(Math.max(0, target - frozen) / CUTLETS_PER_KG);
}

/** Potatoes needed = 0.25 of the meat needed (250 g per kg). */
export function potatoesNeededKg(meatKg: number): number {
  return round(meatKg * POTATO_SHARE_OF_MEAT, 3);
}

/** 2 eggs per kg of meat, in whole eggs (rounded up). */
export function eggsNeeded(meatKg: number): number {
  return Math.max(0, Math.ceil(meatKg * EGGS_PER_KG - 1e-9));
}

/** 50 g breadcrumbs per kg of meat, in whole grams. */
export function breadcrumbsNeededGrams(meatKg: number): number {
  return Math.round(meatKg * BREADCRUMBS_GRAMS_PER_KG);
}

/** A purchase is needed when leftover meat is less than the meat needed. */
export function purchaseNeeded(leftoverKg: number, meatKg: number): boolean {
  return leftoverKg < meatKg;
}

export interface PurchasePlan {
  meatKg: number;
  potatoesKg: number;
  eggs: number;
  breadcrumbsG: number;
  purchaseNeeded: boolean;
  /** Meat to buy on top of the leftovers, rounded up to 0.1 kg; 0 when none is needed. */
  meatToBuyKg: number;
}

/** Everything purchase planning shows, from the target, the frozen stock and the leftovers. */
export function purchasePlan({
  target,
  frozen,
  leftoverKg,
}: {
  target: number;
  frozen: number;
  leftoverKg: number;
}): PurchasePlan {
  const meatKg = meatNeededKg(target, frozen);
  return {
    meatKg,
    potatoesKg: potatoesNeededKg(meatKg),
    eggs: eggsNeeded(meatKg),
    breadcrumbsG: breadcrumbsNeededGrams(meatKg),
    purchaseNeeded: purchaseNeeded(leftoverKg, meatKg),
    meatToBuyKg: ceilTenth(Math.max(0, meatKg - leftoverKg)),
  };
}

/** The planning values a checklist item can record, by name. */
export const PLAN_VALUES = ['meatNeeded', 'potatoesNeeded', 'eggsNeeded', 'breadcrumbsNeeded'] as const;
export type PlanValue = (typeof PLAN_VALUES)[number];

export function planValue(plan: PurchasePlan, name: PlanValue): number {
  switch (name) {
    case 'meatNeeded':
      return plan.meatKg;
    case 'potatoesNeeded':
      return plan.potatoesKg;
    case 'eggsNeeded':
      return plan.eggs;
    case 'breadcrumbsNeeded':
      return plan.breadcrumbsG;
  }
}

/** A task's end: its start ('HH:MM' on the day, Kerala time) plus its duration, in epoch ms. */
export function taskEndsAt(date: string, startTime: string, durationMinutes: number): number {
  const start = parseClock(startTime);
  return start === null ? NaN : keralaInstant(date, start + durationMinutes);
}

/** A task not completed is late once the time is past its start plus its duration. */
export function isTaskLate(
  {
    date,
    startTime,
    durationMinutes,
    completed,
  }: { date: string; startTime: string; durationMinutes: number; completed: boolean },
  now: number,
): boolean {
  return !completed && now > taskEndsAt(date, startTime, durationMinutes);
}

/** A task is completed when all its subtasks or checkpoints are; a task without any never is. */
export function isTaskComplete(itemIds: readonly string[], checked: ReadonlySet<string>): boolean {
  return itemIds.length > 0 && itemIds.every((id) => checked.has(id));
}

/** Progress is the share of completed tasks, 0 to 1 (0 when there are none). */
export function progressShare(completed: number, total: number): number {
  return total > 0 ? Math.min(1, Math.max(0, completed / total)) : 0;
}

/** The same as a whole percentage. */
export function progressPercent(completed: number, total: number): number {
  return Math.round(progressShare(completed, total) * 100);
}

/** A day's closing count of frozen cutlets: those in the freezer at the start plus those made. */
export function closingFrozen(frozen: number, produced: number): number {
  return frozen + produced;
}

export interface StoredFrozenDay {
  date: string;
  /** The frozen count entered for the day; null when it was carried. */
  frozen: number | null;
  produced: number | null;
}

/**
 * The closing count the next day starts from, walking the stored days in date order: a day without its
 * own frozen count starts from the day before's closing count (0 for the first day). Null without days.
 */
export function carriedFrozen(days: readonly StoredFrozenDay[]): { from: string; count: number } | null {
  let carried: { from: string; count: number } | null = null;
  for (const day of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    const frozen: number = day.frozen ?? carried?.count ?? 0;
    carried = { from: day.date, count: closingFrozen(frozen, day.produced ?? 0) };
  }
  return carried;
}

/** Leftover meat of a diary event more than a week before a cutlet day is not offered to it. */
export const LEFTOVER_OFFER_DAYS = 7;

/**
 * The first day whose completed diary events offer their leftover meat to the cutlet day on `date`
 * (events dated from it up to the day before): the previous cutlet day (an event on that day finishes
 * after its cutlets, so its leftovers go to the next one), but never more than a week back.
 */
export function leftoverOfferFrom(date: string, previousCutletDay: string | null): string {
  const weekBack = addDays(date, -LEFTOVER_OFFER_DAYS);
  return previousCutletDay !== null && previousCutletDay > weekBack ? previousCutletDay : weekBack;
}

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A 'time' value: HH:MM on a 24-hour clock. */
export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value);
}
