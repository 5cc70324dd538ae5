import { daysBeforeEvent, FINAL_TASK_NAME, isTimeExceeded, sortTasks } from '#shared/domain/kitchen/task-schedule.ts';
import type { Task } from '#shared/schemas/tasks.ts';

export type TaskState = 'notStarted' | 'started' | 'exceeded' | 'completed';

/** What a task's big status line says. */
export function taskState(task: Task, now: Date): TaskState {
  if (task.completed) return 'completed';
  if (task.startedAt === null) return 'notStarted';
  return isTimeExceeded(task, now) ? 'exceeded' : 'started';
}

/** The final task (rice and meat taken out of the pit) is never deleted. */
export const isFinalTask = (task: Task): boolean => task.isFinalTask || task.task === FINAL_TASK_NAME;

export interface TaskGroup {
  days: number;
  dueDate: string;
  tasks: Task[];
}

/** Tasks grouped by due date, earliest day first, each group in its own order. */
export function groupByDueDate(tasks: Task[]): TaskGroup[] {
  const groups: TaskGroup[] = [];
  for (const task of sortTasks(tasks)) {
    const days = daysBeforeEvent(task.dueDate);
    const group = groups.find((candidate) => candidate.days === days);
    if (group) group.tasks.push(task);
    else groups.push({ days, dueDate: task.dueDate, tasks: [task] });
  }
  return groups;
}

/** Done and total, for the progress bar. */
export function progressOf(tasks: Task[]): { done: number; total: number; percent: number } {
  const done = tasks.filter((task) => task.completed).length;
  const total = tasks.length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}
