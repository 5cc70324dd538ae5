import { sortTasks, taskDay } from '#shared/domain/kitchen/task-schedule.ts';
import type { Task } from '#shared/schemas/tasks.ts';

/** What the wall board shows of an event's tasks, each group in the list's order. */
export interface BoardTasks {
  /** Started and not done, whatever their day. */
  inProgress: Task[];
  /** Not started, not done, due today. */
  next: Task[];
  /** Not started, not done, due on a day already past. */
  overdue: Task[];
  /** Every task is done. */
  allDone: boolean;
}

/** The tasks of an event on `eventDate` as the board groups them on `today` (both 'YYYY-MM-DD', Kerala). */
export function boardTasks(tasks: Task[], eventDate: string, today: string): BoardTasks {
  const list = sortTasks(tasks);
  const waiting = list.filter((task) => task.startedAt === null && !task.completed);
  const dayOf = (task: Task) => taskDay(eventDate, task.dueDate);
  return {
    inProgress: list.filter((task) => task.startedAt !== null && !task.completed),
    next: waiting.filter((task) => dayOf(task) === today),
    overdue: waiting.filter((task) => dayOf(task) !== '' && dayOf(task) < today),
    allDone: list.every((task) => task.completed),
  };
}
