import type { KeyUnder, TextKey } from '#shared/content/locales/text-keys.ts';
import type { TemperatureCheck } from '../../schemas/tasks.ts';

/**
 * The pit's temperature limits, from the guide document's own points (°C):
 *
 * - before-loading: at least 200 °C before the meat goes in (ideal 280–320 °C).
 * - first-hour: one hour after the fire is lit the pit is 180–200 °C.
 * - after-loading-hour: one hour after loading the pit reads 145–160 °C.
 * - done-check, 2 hours after loading: "above 135 °C needs 10 more minutes and below 130 °C needs 20
 *   more". 130–135 °C is read on the safe side, with the cooler reading: 20 more minutes. So above
 *   135 °C is in range (10 more minutes, then done); 135 °C or below is out of range (20 more, check again).
 * - after-loading-15/30/45/75/90/105, the checks between those points: a band drawn straight between
 *   the two points around it (loading 200–320 °C, 1 hour 145–160 °C, 2 hours 135–160 °C, the upper
 *   end carried from the 1-hour check: the pit only cools after it), the lower end rounded down and the
 *   upper end rounded up to a whole degree, so the band never asks more than the guide.
 * - general, an extra reading at a time the guide does not name: the pit's working range from loading to
 *   the done check, 135–320 °C.
 *
 * A reading outside its limit needs a corrective action written by the cook before the check completes.
 */

/** A check's band: `min` and `max` included; `above` (the done check) means strictly above. */
export interface PitBand {
  min: number;
  max: number | null;
  /** The lower end is not itself in range (the done check: above 135 °C). */
  minExclusive?: boolean;
}

/** The guide's points after loading: minutes → band. */
const LOADING: PitBand = { min: 200, max: 320 };
const ONE_HOUR: PitBand = { min: 145, max: 160 };
const TWO_HOURS: PitBand = { min: 135, max: 160 };

export const PIT_LIMITS = {
  beforeLoadingMin: 200,
  idealLoadingMin: 280,
  idealLoadingMax: 320,
  firstHourMin: 180,
  firstHourMax: 200,
  afterLoadingMin: 145,
  afterLoadingMax: 160,
  /** Above this after 2 hours: 10 more minutes; at or below it: 20 more. */
  doneAbove: 135,
  /** The guide's own 'below 130 °C needs 20 more'; 130–135 °C is read as below it (the safe side). */
  twentyMoreBelow: 130,
  tenMoreMinutes: 10,
  twentyMoreMinutes: 20,
  generalMin: 135,
  generalMax: 320,
} as const;

/** The in-between checks, by minutes after loading. */
export const INTERVAL_CHECKS = {
  'after-loading-15': 15,
  'after-loading-30': 30,
  'after-loading-45': 45,
  'after-loading-75': 75,
  'after-loading-90': 90,
  'after-loading-105': 105,
} as const;
type IntervalCheck = keyof typeof INTERVAL_CHECKS;

const isIntervalCheck = (check: TemperatureCheck): check is IntervalCheck => check in INTERVAL_CHECKS;

/** The band `minutes` after loading, drawn straight between the guide's points around it. */
export function bandAfterLoading(minutes: number): PitBand {
  const [from, to, share] =
    minutes <= 60 ? [LOADING, ONE_HOUR, minutes / 60] : [ONE_HOUR, TWO_HOURS, (minutes - 60) / 60];
  const along = (a: number, b: number) => a + (b - a) * Math.min(1, Math.max(0, share));
  return { min: Math.floor(along(from.min, to.min)), max: Math.ceil(along(from.max!, to.max!)) };
}

/** The band a check's reading is judged against. */
export function pitBand(check: TemperatureCheck): PitBand {
  if (isIntervalCheck(check)) return bandAfterLoading(INTERVAL_CHECKS[check]);
  switch (check) {
    case 'before-loading':
      return { min: PIT_LIMITS.beforeLoadingMin, max: null };
    case 'first-hour':
      return { min: PIT_LIMITS.firstHourMin, max: PIT_LIMITS.firstHourMax };
    case 'after-loading-hour':
      return { min: ONE_HOUR.min, max: ONE_HOUR.max };
    case 'done-check':
      return { min: PIT_LIMITS.doneAbove, max: null, minExclusive: true };
    case 'general':
      return { min: PIT_LIMITS.generalMin, max: PIT_LIMITS.generalMax };
  }
}

export interface TemperatureJudgement {
  inRange: boolean;
  /** Text key of what to do; null when in range. */
  correctiveAction: TextKey | null;
  /** The done check's rule: minutes more in the pit and its text key; null for every other check. */
  cookMore: { minutes: number; key: TextKey } | null;
}

const ACTIONS = 'kitchenRules.temperature.actions';
const LIMITS = 'kitchenRules.temperature.limits';

/** What to do below and above each check's band. */
const ACTION_NAMES: Record<TemperatureCheck, { low: KeyUnder<typeof ACTIONS>; high: KeyUnder<typeof ACTIONS> }> = {
  'before-loading': { low: 'beforeLoadingLow', high: 'beforeLoadingLow' },
  'first-hour': { low: 'firstHourLow', high: 'firstHourHigh' },
  'after-loading-hour': { low: 'afterLoadingLow', high: 'afterLoadingHigh' },
  'after-loading-15': { low: 'pitLow', high: 'pitHigh' },
  'after-loading-30': { low: 'pitLow', high: 'pitHigh' },
  'after-loading-45': { low: 'pitLow', high: 'pitHigh' },
  'after-loading-75': { low: 'pitLow', high: 'pitHigh' },
  'after-loading-90': { low: 'pitLow', high: 'pitHigh' },
  'after-loading-105': { low: 'pitLow', high: 'pitHigh' },
  'done-check': { low: 'doneCheckTwentyMore', high: 'doneCheckTwentyMore' },
  general: { low: 'pitLow', high: 'pitHigh' },
};

/** Below the band, above it, or in it. A reading that is no finite number is below. */
function place(band: PitBand, valueC: number): 'low' | 'high' | 'in' {
  if (!Number.isFinite(valueC)) return 'low';
  if (band.minExclusive ? valueC <= band.min : valueC < band.min) return 'low';
  if (band.max !== null && valueC > band.max) return 'high';
  return 'in';
}

/** Judges one reading against its check's band. */
export function judgeReading(check: TemperatureCheck, valueC: number): TemperatureJudgement {
  const where = place(pitBand(check), valueC);
  const inRange = where === 'in';
  const correctiveAction: TextKey | null = inRange
    ? null
    : `${ACTIONS}.${ACTION_NAMES[check][where as 'low' | 'high']}`;
  const cookMore: TemperatureJudgement['cookMore'] =
    check !== 'done-check'
      ? null
      : inRange
        ? { minutes: PIT_LIMITS.tenMoreMinutes, key: `${ACTIONS}.doneCheckTenMore` }
        : { minutes: PIT_LIMITS.twentyMoreMinutes, key: `${ACTIONS}.doneCheckTwentyMore` };
  return { inRange, correctiveAction, cookMore };
}

/** A limit's text: its key and the numbers it names. */
export interface LimitText {
  key: TextKey;
  params: Record<string, number>;
}

/** The check's limit as a text, e.g. 'At least 200 °C before loading' or '186–280 °C 15 minutes after loading'. */
export function temperatureLimitText(check: TemperatureCheck): LimitText {
  if (isIntervalCheck(check)) {
    const { min, max } = pitBand(check);
    return { key: `${LIMITS}.afterLoadingBand`, params: { min, max: max!, minutes: INTERVAL_CHECKS[check] } };
  }
  const keys: Record<Exclude<TemperatureCheck, IntervalCheck>, KeyUnder<typeof LIMITS>> = {
    'before-loading': 'beforeLoading',
    'first-hour': 'firstHour',
    'after-loading-hour': 'afterLoadingHour',
    'done-check': 'doneCheck',
    general: 'general',
  };
  return { key: `${LIMITS}.${keys[check]}`, params: {} };
}
