import { todayInKerala } from '#shared/domain/event-date.ts';
import { isLate } from '#shared/domain/kitchen/task-lateness.ts';
import { sortTasks, taskDay } from '#shared/domain/kitchen/task-schedule.ts';
import type { Task } from '#shared/schemas/tasks.ts';

/** What the wall board shows of an event's tasks, each group in the list's order. */
export interface BoardTasks {
  /** Started and not done, whatever their day. */
  inProgress: Task[];
  /** Not started, not done, due today and not yet late. */
  next: Task[];
  /** Not started, not done and late: their time today, or their day, has passed. */
  overdue: Task[];
  /** Every task is done. */
  allDone: boolean;
}

/** The tasks of an event on `eventDate` ('YYYY-MM-DD', Kerala) as the board groups them at `now`. */
export function boardTasks(tasks: Task[], eventDate: string, now: Date): BoardTasks {
  const list = sortTasks(tasks);
  const today = todayInKerala(now);
  const waiting = list.filter((task) => task.startedAt === null && !task.completed);
  const late = (task: Task) => isLate(task, eventDate, now);
  return {
    inProgress: list.filter((task) => task.startedAt !== null && !task.completed),
    next: waiting.filter((task) => taskDay(eventDate, task.dueDate) === today && !late(task)),
    overdue: waiting.filter(late),
    allDone: list.every((task) => task.completed),
  };
}
