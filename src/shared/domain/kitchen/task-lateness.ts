import type { Task } from '../../schemas/tasks.ts';
import { keralaInstant } from '../kerala-time.ts';
import { MINUTES_PER_DAY, parseClock, taskDay, taskStartsAt } from './task-schedule.ts';

/**
 * The one rule for "late", for every screen: a task not completed is late once the time it should have
 * happened by, on its day on Kerala's clock, has passed — its start time when nobody has started it, its
 * start plus its estimated duration once started, the end of its day when it has no start time. A
 * task of an event without a real date is never late.
 *
 * Returns the instant (epoch ms) after which the task is late; null when it cannot be late.
 */
export function lateAfter(task: Task, eventDate: string): number | null {
  if (task.completed) return null;
  const day = taskDay(eventDate, task.dueDate);
  if (day === '') return null;
  const start = parseClock(task.startTime);
  if (start === null) return keralaInstant(day, MINUTES_PER_DAY);
  if (task.startedAt === null) return taskStartsAt(eventDate, task);
  const duration = Number(task.estimatedDuration.trim());
  if (task.estimatedDuration.trim() === '' || !Number.isFinite(duration)) return null;
  return keralaInstant(day, start + duration);
}

export function isLate(task: Task, eventDate: string, now: Date): boolean {
  const after = lateAfter(task, eventDate);
  return after !== null && now.getTime() > after;
}
