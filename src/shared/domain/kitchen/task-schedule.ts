import type { Task } from '../../schemas/tasks.ts';
import { addDays, isEventDay } from '../event-date.ts';
import { keralaInstant } from '../kerala-time.ts';

/**
 * When an event's tasks fall: due dates are 'N days before event',
 * 'Day before event' or 'Event day'; start times are clock text such as '9:00 AM'. The whole list
 * follows the chosen delivery time (schedule-shift.ts), measured from its current delivery time.
 */

/** The one task that cannot be deleted. */
export const FINAL_TASK_NAME = 'Rice and meat taken outside pit';

export const DELIVERY_BASELINE = '12:00 PM';
export const DELIVERY_QUICK_TIMES = ['10:00 AM', '12:00 PM', '2:00 PM', '4:00 PM', '6:00 PM'] as const;
/** A warning shows when the first event-day task would start before this. */
export const EARLIEST_START = '5:00 AM';
/** How often a screen re-checks started tasks for running over time. */
export const TIME_EXCEEDED_CHECK_MS = 60_000;

export const MINUTES_PER_DAY = 24 * 60;
const N_DAYS_BEFORE = /^(\d+)\s+days?\s+before\s+event$/i;

/** 'Event day' → 0, 'Day before event' → 1, 'N days before event' → N; anything else → 0. */
export function daysBeforeEvent(dueDate: string): number {
  const text = dueDate.trim();
  if (/^event day$/i.test(text)) return 0;
  if (/^day before event$/i.test(text)) return 1;
  const match = N_DAYS_BEFORE.exec(text);
  return match ? Number(match[1]) : 0;
}

/**
 * The days before the event a due date names, read strictly: 'Event day' 0, 'Day before event' 1,
 * 'N days before event' N; null for any other text (daysBeforeEvent reads such text as the event day).
 */
export function dueDateDays(dueDate: string): number | null {
  const text = dueDate.trim();
  if (/^event day$/i.test(text)) return 0;
  if (/^day before event$/i.test(text)) return 1;
  const match = N_DAYS_BEFORE.exec(text);
  return match ? Number(match[1]) : null;
}

/** The due-date text for a number of days before the event (0 or less → 'Event day'). */
export function dueDateLabel(days: number): string {
  const whole = Math.floor(days);
  if (!(whole > 0)) return 'Event day';
  if (whole === 1) return 'Day before event';
  return `${whole} days before event`;
}

/**
 * The day ('YYYY-MM-DD') a task falls on, counted back from the event's day. '' when the event has no
 * real date (events saved before dates were real dates may hold free text).
 */
export function taskDay(eventDate: string, dueDate: string): string {
  if (!isEventDay(eventDate)) return '';
  return addDays(eventDate, -daysBeforeEvent(dueDate));
}

/**
 * When a task is due to start, in epoch ms: its start time on its day, on Kerala's clock. Null when it
 * has no readable start time or the event no real date.
 */
export function taskStartsAt(eventDate: string, task: Pick<Task, 'dueDate' | 'startTime'>): number | null {
  const day = taskDay(eventDate, task.dueDate);
  const minutes = parseClock(task.startTime);
  return day === '' || minutes === null ? null : keralaInstant(day, minutes);
}

const TWELVE_HOUR = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?$/i;
const TWENTY_FOUR_HOUR = /^(\d{1,2}):(\d{2})$/;

/**
 * Minutes after midnight of a clock text: '9:00 AM' → 540, '12:00 PM' → 720, '12:30 AM' → 30. Also
 * takes '9 AM', '9:00am', '9:00 a.m.' and 24-hour '14:30'. Anything else → null.
 */
export function parseClock(text: string): number | null {
  const value = text.trim();
  const twelve = TWELVE_HOUR.exec(value);
  if (twelve) {
    const hour = Number(twelve[1]);
    const minute = twelve[2] === undefined ? 0 : Number(twelve[2]);
    if (hour < 1 || hour > 12 || minute > 59) return null;
    const pm = twelve[3]!.toLowerCase() === 'p';
    return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
  }
  const twentyFour = TWENTY_FOUR_HOUR.exec(value);
  if (twentyFour) {
    const hour = Number(twentyFour[1]);
    const minute = Number(twentyFour[2]);
    if (hour > 23 || minute > 59) return null;
    return hour * 60 + minute;
  }
  return null;
}

/** Minutes after midnight as 'h:mm AM' (540 → '9:00 AM'). Wraps round the clock outside 0–1439. */
export function formatClock(minutes: number): string {
  const within = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hour24 = Math.floor(within / 60);
  const minute = within % 60;
  const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour}:${String(minute).padStart(2, '0')} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

const EARLIEST_MINUTES = parseClock(EARLIEST_START)!;

const isEventDayTask = (task: Task): boolean => daysBeforeEvent(task.dueDate) === 0;

/**
 * The event-day delivery time the list is on now: the start time of its first event-day delivery task
 * (by sortOrder) with a readable start time, as 'h:mm AM'; the 12:00 PM baseline when there is none.
 */
export function currentDeliveryTime(tasks: Task[]): string {
  const delivery = [...tasks]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .find((task) => task.isDelivery && isEventDayTask(task) && parseClock(task.startTime) !== null);
  return delivery ? formatClock(parseClock(delivery.startTime)!) : DELIVERY_BASELINE;
}

/** True when the earliest event-day task (with a readable start time) starts before 5:00 AM. */
export function startsTooEarly(tasks: Task[]): boolean {
  const starts = tasks
    .filter(isEventDayTask)
    .map((task) => parseClock(task.startTime))
    .filter((start): start is number => start !== null);
  return starts.length > 0 && Math.min(...starts) < EARLIEST_MINUTES;
}

/**
 * A started, uncompleted task has run over time once `now` passes its start plus its estimated
 * duration in minutes. A task with an unreadable start or duration never runs over.
 */
export function isTimeExceeded(task: Task, now: Date): boolean {
  if (task.completed || task.startedAt === null) return false;
  const started = Date.parse(task.startedAt);
  const minutes = Number(task.estimatedDuration.trim());
  if (!Number.isFinite(started) || task.estimatedDuration.trim() === '' || !Number.isFinite(minutes)) return false;
  return now.getTime() > started + minutes * 60_000;
}

/** A new list: the earliest day first (most days before the event), then by sortOrder. */
export function sortTasks(tasks: Task[]): Task[] {
  return [...tasks].sort(
    (a, b) => daysBeforeEvent(b.dueDate) - daysBeforeEvent(a.dueDate) || a.sortOrder - b.sortOrder,
  );
}
