import type { TemperatureCheck } from '../../schemas/tasks.ts';

/**
 * The pit's temperature limits, from the kitchen's cooking facts (°C):
 *
 * - before-loading: the pit is at least 200 °C before the meat goes in (ideal 280–320 °C).
 * - first-hour: one hour after the fire is lit the pit is 180–200 °C.
 * - after-loading-hour: one hour after loading the pit reads 145–160 °C.
 * - done-check: after 2 hours the meat is done above 135 °C. The remaining rule is worded two ways in the kitchen's notes ("add 10
 *   minutes if above 135, 20 if about 120" and "below 130 °C needs 20 more"), so the rule here is:
 *   above 135 °C done; 130–135 °C (both ends included) cook 10 more minutes; below 130 °C cook 20 more
 *   minutes. Then check again.
 * - general: an extra reading with no limit of its own; always in range.
 *
 * Corrective actions and limits are text keys under kitchenRules.temperature.
 */
export const PIT_LIMITS = {
  beforeLoadingMin: 200,
  firstHourMin: 180,
  firstHourMax: 200,
  afterLoadingMin: 145,
  afterLoadingMax: 160,
  /** Done only above this. */
  doneAbove: 135,
  /** Below this the meat needs 20 more minutes; from here to doneAbove, 10 more. */
  twentyMoreBelow: 130,
} as const;

export interface TemperatureJudgement {
  inRange: boolean;
  /** Text key of what to do; null when in range. */
  correctiveAction: string | null;
}

const ACTIONS = 'kitchenRules.temperature.actions';
const LIMITS = 'kitchenRules.temperature.limits';

const inRange: TemperatureJudgement = { inRange: true, correctiveAction: null };
const outOfRange = (action: string): TemperatureJudgement => ({
  inRange: false,
  correctiveAction: `${ACTIONS}.${action}`,
});

/**
 * Judges one reading against its check's limit. A reading that is not a finite number is treated as
 * too low (comparisons with it are false).
 */
export function judgeReading(check: TemperatureCheck, valueC: number): TemperatureJudgement {
  switch (check) {
    case 'before-loading':
      return valueC >= PIT_LIMITS.beforeLoadingMin ? inRange : outOfRange('beforeLoadingLow');
    case 'first-hour':
      if (valueC > PIT_LIMITS.firstHourMax) return outOfRange('firstHourHigh');
      return valueC >= PIT_LIMITS.firstHourMin ? inRange : outOfRange('firstHourLow');
    case 'after-loading-hour':
      if (valueC > PIT_LIMITS.afterLoadingMax) return outOfRange('afterLoadingHigh');
      return valueC >= PIT_LIMITS.afterLoadingMin ? inRange : outOfRange('afterLoadingLow');
    case 'done-check':
      if (valueC > PIT_LIMITS.doneAbove) return inRange;
      return valueC >= PIT_LIMITS.twentyMoreBelow ? outOfRange('doneCheckTenMore') : outOfRange('doneCheckTwentyMore');
    case 'general':
      return inRange;
  }
}

const LIMIT_KEYS: Record<TemperatureCheck, string> = {
  'before-loading': `${LIMITS}.beforeLoading`,
  'first-hour': `${LIMITS}.firstHour`,
  'after-loading-hour': `${LIMITS}.afterLoadingHour`,
  'done-check': `${LIMITS}.doneCheck`,
  general: `${LIMITS}.general`,
};

/** Text key describing the check's limit, e.g. 'At least 200 °C before loading'. */
export function temperatureLimitText(check: TemperatureCheck): string {
  return LIMIT_KEYS[check];
}
