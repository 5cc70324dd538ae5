import { CUTLET_TASKS, type CutletTask, type ProductionTask } from '#shared/content/cutlets/index.ts';
import {
  isTaskLate,
  progressPercent,
  purchasePlan,
  taskEndsAt,
  type PurchasePlan,
} from '#shared/domain/kitchen/cutlets.ts';
import type { CutletCheck, CutletCompletion, CutletDay } from '#shared/schemas/cutlets.ts';

export type TaskStatus = 'done' | 'late' | 'running' | 'upcoming' | 'open';

/** What the screens read of a day, worked out once. */
export interface DayState {
  day: CutletDay;
  checks: Map<string, CutletCheck>;
  completions: Map<string, CutletCompletion>;
  plan: PurchasePlan;
  completedTasks: number;
  totalTasks: number;
  percent: number;
}

export function dayState(day: CutletDay): DayState {
  const completions = new Map(day.completions.map((completion) => [completion.taskId, completion]));
  const completedTasks = CUTLET_TASKS.filter((task) => completions.has(task.id)).length;
  return {
    day,
    checks: new Map(day.checks.map((check) => [check.itemId, check])),
    completions,
    plan: purchasePlan({
      target: day.values.target,
      frozen: day.values.frozenCutlets,
      leftoverKg: day.values.mandiLeftovers,
    }),
    completedTasks,
    totalTasks: CUTLET_TASKS.length,
    percent: progressPercent(completedTasks, CUTLET_TASKS.length),
  };
}

const isProduction = (task: CutletTask): task is ProductionTask => 'startTime' in task;

/**
 * Where a task stands: done; late once past its start plus its duration; running between its start and
 * its end; upcoming before it starts. A day-before task is done or open.
 */
export function taskStatus(state: DayState, task: CutletTask, now: number): TaskStatus {
  if (state.completions.has(task.id)) return 'done';
  if (!isProduction(task)) return 'open';
  const { date } = state.day;
  if (isTaskLate({ date, startTime: task.startTime, durationMinutes: task.durationMinutes, completed: false }, now)) {
    return 'late';
  }
  const startsAt = taskEndsAt(date, task.startTime, 0);
  return now >= startsAt ? 'running' : 'upcoming';
}

/** The items of a task that are checked. */
export function itemsDone(state: DayState, task: CutletTask): number {
  return task.items.filter((item) => state.checks.has(item.id)).length;
}
