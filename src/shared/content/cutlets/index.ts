import { isClockTime, taskEndsAt, type CutletField } from '../../domain/kitchen/cutlets.ts';
import { DAY_BEFORE_TASKS } from './day-before-tasks.ts';
import { PRODUCTION_TASKS } from './production-tasks.ts';
import type { CutletItem, CutletTask } from './types.ts';

export { DAY_BEFORE_TASKS } from './day-before-tasks.ts';
export { PRODUCTION_TASKS } from './production-tasks.ts';
export type { Bilingual, CutletItem, CutletPriority, CutletTask, ProductionTask } from './types.ts';

/** Every task of a cutlet day: the three day-before tasks, then the nine production tasks. */
export const CUTLET_TASKS: readonly CutletTask[] = [...DAY_BEFORE_TASKS, ...PRODUCTION_TASKS];

const ITEMS = new Map<string, { task: CutletTask; item: CutletItem }>(
  CUTLET_TASKS.flatMap((task) => task.items.map((item) => [item.id, { task, item }] as const)),
);

/** The checklist item and its task, by the item's id; undefined for an id of no item. */
export function findCutletItem(itemId: string): { task: CutletTask; item: CutletItem } | undefined {
  return ITEMS.get(itemId);
}

/**
 * When an item of the day `date` is due (epoch ms): its `due.minutes` after the clock time its `due.after`
 * item recorded, or after its task's start while that is not checked; null for an item due at no time.
 */
export function cutletItemDueAt(
  date: string,
  itemId: string,
  checks: readonly { itemId: string; value: string | null }[],
): number | null {
  const found = ITEMS.get(itemId);
  const due = found?.item.due;
  if (!found || !due) return null;
  const recorded = checks.find((check) => check.itemId === due.after)?.value;
  const start = recorded && isClockTime(recorded) ? recorded : 'startTime' in found.task ? found.task.startTime : null;
  return typeof start === 'string' ? taskEndsAt(date, start, due.minutes) : null;
}

/** The item that records a day's field (each field is recorded by at most one item). */
export function itemRecording(field: CutletField): CutletItem | undefined {
  for (const { item } of ITEMS.values()) if (item.field === field) return item;
  return undefined;
}
