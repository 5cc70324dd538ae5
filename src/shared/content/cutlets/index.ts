import type { CutletField } from '../../domain/kitchen/cutlets.ts';
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

/** The item that records a day's field (each field is recorded by at most one item). */
export function itemRecording(field: CutletField): CutletItem | undefined {
  for (const { item } of ITEMS.values()) if (item.field === field) return item;
  return undefined;
}
