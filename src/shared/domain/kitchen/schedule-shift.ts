import type { Task } from '../../schemas/tasks.ts';
import { MINUTES_PER_DAY, currentDeliveryTime, daysBeforeEvent, formatClock, parseClock } from './task-schedule.ts';

/**
 * Schedule Tasks: a delivery time moves every task of the event with a readable start time — the days
 * before included — by the same amount (delivery time − the list's current delivery time), so the
 * fire lit the evening before keeps its hours before cooking. A time that would put a task before
 * midnight or past the end of its own day, or leave the fire less than the guide's 12 hours before the
 * meat goes in, is refused with the reason; nothing is clamped.
 */

/** The guide: "Fire lit 12 hours before cooking". */
export const FIRE_HOURS_BEFORE_COOKING = 12;
/** The default list's fire-lighting task and the task that loads the meat (cooking starts). */
export const FIRE_LIT_TASK_ID = 'default-light-pit';
export const COOKING_STARTS_TASK_ID = 'default-load-meat';

export const SCHEDULE_REFUSALS = {
  beforeDay: 'kitchenRules.schedule.beforeDay',
  afterDay: 'kitchenRules.schedule.afterDay',
  fireTooShort: 'kitchenRules.schedule.fireTooShort',
} as const;

/** Why a delivery time is refused, with what a screen (or the server's sentence) needs to word it. */
export interface ScheduleRefusal {
  code: (typeof SCHEDULE_REFUSALS)[keyof typeof SCHEDULE_REFUSALS];
  params: Record<string, string | number>;
}

export type ScheduleShift = { ok: true; tasks: Task[]; shiftMinutes: number } | { ok: false; refusal: ScheduleRefusal };

const startOf = (task: Task) => parseClock(task.startTime);

/** Minutes from the fire being lit to the meat going in, or null when the list has no such pair of times. */
export function fireMinutesBeforeCooking(tasks: Task[]): number | null {
  const fire = tasks.find((task) => task.id === FIRE_LIT_TASK_ID);
  const cooking = tasks.find((task) => task.id === COOKING_STARTS_TASK_ID);
  if (!fire || !cooking) return null;
  const [lit, loaded] = [startOf(fire), startOf(cooking)];
  if (lit === null || loaded === null) return null;
  return (daysBeforeEvent(fire.dueDate) - daysBeforeEvent(cooking.dueDate)) * MINUTES_PER_DAY + loaded - lit;
}

/** The delivery times the list can take without a task leaving its day, as clock text. */
export function deliveryWindow(tasks: Task[]): { earliest: string; latest: string } | null {
  const starts = tasks.map(startOf).filter((start): start is number => start !== null);
  if (starts.length === 0) return null;
  const delivery = parseClock(currentDeliveryTime(tasks))!;
  return {
    earliest: formatClock(delivery - Math.min(...starts)),
    latest: formatClock(delivery + MINUTES_PER_DAY - 1 - Math.max(...starts)),
  };
}

/** Both names of a task for a refusal's words: the Malayalam falls back to the English. */
const names = (task: Task) => ({ task: task.task, taskMl: task.taskMl || task.task });

/**
 * The list moved for `deliveryTime` (clock text), or why not. Applying the current delivery time again
 * changes nothing; 2 PM then 4 PM ends where 4 PM does. An unreadable time is refused by the form's schema
 * before this is asked; here it moves nothing.
 */
export function shiftSchedule(tasks: Task[], deliveryTime: string): ScheduleShift {
  const delivery = parseClock(deliveryTime);
  const shiftMinutes = delivery === null ? 0 : delivery - parseClock(currentDeliveryTime(tasks))!;
  const window = deliveryWindow(tasks);
  const time = delivery === null ? deliveryTime : formatClock(delivery);
  for (const task of tasks) {
    const start = startOf(task);
    if (start === null) continue;
    const moved = start + shiftMinutes;
    if (moved < 0 || moved >= MINUTES_PER_DAY) {
      const code = moved < 0 ? SCHEDULE_REFUSALS.beforeDay : SCHEDULE_REFUSALS.afterDay;
      return { ok: false, refusal: { code, params: { time, ...names(task), ...window! } } };
    }
  }
  const moved = tasks.map((task) => {
    const start = startOf(task);
    return start === null || shiftMinutes === 0
      ? { ...task }
      : { ...task, startTime: formatClock(start + shiftMinutes) };
  });
  const fire = fireMinutesBeforeCooking(moved);
  if (fire !== null && fire < FIRE_HOURS_BEFORE_COOKING * 60) {
    const shown = Math.max(0, fire);
    const params = { time, hours: Math.floor(shown / 60), minutes: shown % 60, needed: FIRE_HOURS_BEFORE_COOKING };
    return { ok: false, refusal: { code: SCHEDULE_REFUSALS.fireTooShort, params } };
  }
  return { ok: true, tasks: moved, shiftMinutes };
}
