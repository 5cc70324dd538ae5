import { z } from 'zod';
import { MADE_AT_MAX_AGE_MS, MADE_AT_MAX_AHEAD_MS } from '../change-times.ts';
import { parseClock } from './task-schedule.ts';

/**
 * The kitchen's limits table: every number a kitchen record holds is bounded here, once. The server
 * enforces them through the schemas below; every form words them from the same entry (its text key and
 * `limitParams`), in the screen's language, before the call where the browser can know.
 */
export const KITCHEN_LIMITS = {
  /** An event's people count and expected attendance: a minimum of 10, refused below it (never raised). */
  people: { min: 10, max: 100_000, key: 'kitchenRules.limits.people' },
  attendance: { min: 10, max: 100_000, key: 'kitchenRules.limits.attendance' },
  temperatureC: { min: -50, max: 600, key: 'kitchenRules.limits.temperature' },
  durationMinutes: { min: 1, max: 1440, key: 'kitchenRules.limits.duration' },
  daysBefore: { min: 0, max: 30, key: 'kitchenRules.limits.daysBefore' },
  /** A custom task's own number of days before the event (the event day is its own choice). */
  customDays: { min: 1, max: 30, key: 'kitchenRules.limits.customDays' },
  tasksPerEvent: { min: 0, max: 300, key: 'kitchenRules.limits.tasksPerEvent' },
  reasonLength: { min: 3, max: 200, key: 'kitchenRules.limits.reason' },
  /** A corrective action in the cook's own words. */
  actionTakenLength: { min: 3, max: 300, key: 'kitchenRules.limits.actionTaken' },
  /** A cutlet day's counts (pieces, packs), its weights and volumes (kg, g, L) and its daily target. */
  cutletCount: { min: 0, max: 100_000, key: 'kitchenRules.limits.cutletCount' },
  cutletAmount: { min: 0, max: 100_000, key: 'kitchenRules.limits.cutletAmount' },
  cutletTarget: { min: 1, max: 100_000, key: 'kitchenRules.limits.cutletTarget' },
} as const;
export type KitchenLimit = keyof typeof KITCHEN_LIMITS;

export const CALENDAR_DAY_KEY = 'kitchenRules.limits.date';
export const CLOCK_TIME_KEY = 'kitchenRules.limits.time';
export const TIMER_START_KEY = 'kitchenRules.limits.timerStart';

/**
 * A timer's start may lie at most a day before the server's clock, and not past a minute ahead of it: the
 * bounds of every change's made-at time (change-times.ts), as the start is the moment the cook pressed.
 */
export const TIMER_START_MAX_AGE_MS = MADE_AT_MAX_AGE_MS;
export const TIMER_START_MAX_AHEAD_MS = MADE_AT_MAX_AHEAD_MS;

/** Diary events and reviews are read a page at a time, newest first. */
export const KITCHEN_PAGE_SIZE = 50;

/** Staff may undo their own completion or check this long after it; admins at any time, with a reason. */
export const STAFF_UNDO_MINUTES = 10;

/** A bound as a reader expects it: '100,000'. */
export const formatLimit = (n: number) => n.toLocaleString('en-US');

/** The `{{min}}` and `{{max}}` of a limit's text, written as a reader expects ('100,000'). */
export function limitParams(key: string): Record<string, string> {
  const limit = Object.values(KITCHEN_LIMITS).find((entry) => entry.key === key);
  return limit ? { min: formatLimit(limit.min), max: formatLimit(limit.max) } : {};
}

/** Is `value` inside the limit (and whole, when `whole`)? */
export function withinLimit(name: KitchenLimit, value: number, whole = true): boolean {
  const { min, max } = KITCHEN_LIMITS[name];
  return Number.isFinite(value) && (!whole || Number.isInteger(value)) && value >= min && value <= max;
}

/** A number inside the limit, every refusal worded by the limit's text key. */
export function limitedNumber(name: KitchenLimit, { whole = true } = {}) {
  const { min, max, key } = KITCHEN_LIMITS[name];
  const number = z.number({ error: key }).min(min, key).max(max, key);
  return whole ? number.int(key) : number;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' naming a day that exists (2026-02-31 does not), between the years 2000 and 2100. */
export function isCalendarDay(text: string): boolean {
  const match = CALENDAR_DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const calendarDaySchema = z.string().refine(isCalendarDay, CALENDAR_DAY_KEY);

/** A task's start: '' (not scheduled) or a clock time from 00:00 to 23:59 ('9:00 AM' or '14:30'). */
export function isStartTime(text: string): boolean {
  return text.trim() === '' || parseClock(text) !== null;
}

export const startTimeSchema = z.string().trim().max(20, CLOCK_TIME_KEY).refine(isStartTime, CLOCK_TIME_KEY);

/** A timer's start (epoch ms) measured against the server's clock `now`. */
export function isPlausibleTimerStart(startMs: number, now: number): boolean {
  return startMs >= now - TIMER_START_MAX_AGE_MS && startMs <= now + TIMER_START_MAX_AHEAD_MS;
}

/** Why a correction or an undo is made: a short sentence. */
export const reasonSchema = z
  .string({ error: KITCHEN_LIMITS.reasonLength.key })
  .trim()
  .min(KITCHEN_LIMITS.reasonLength.min, KITCHEN_LIMITS.reasonLength.key)
  .max(KITCHEN_LIMITS.reasonLength.max, KITCHEN_LIMITS.reasonLength.key);
