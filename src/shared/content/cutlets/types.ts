import type { CutletField, CutletUnit, CutletValueLimit, PlanValue } from '../../domain/kitchen/cutlets.ts';
import type { Bilingual } from '../sop/types.ts';

export type { Bilingual };

export type CutletPriority = 'critical' | 'high';

/** One subtask (day-before tasks) or checkpoint (production tasks): checked once, then locked. */
export interface CutletItem {
  /** `prep-<task>-<n>` or `prod-<task>-<n>`; the server keeps checks by it. */
  id: string;
  task: Bilingual;
  /** The unit of its value; null when it is only ticked. */
  unit: CutletUnit | null;
  /** Shows '*Required'; a required item with a unit needs its value before it is checked. */
  required: boolean;
  /** The day's number this item records (an inventory or production value), locked with it. */
  field?: CutletField;
  /** The purchase-planning value it records, worked out from the inventory when it is checked. */
  plan?: PlanValue;
  /** The physical limit its value is judged by: outside it, checked only with what was done about it. */
  limit?: CutletValueLimit;
  /**
   * Due `minutes` after the time item `after` recorded (its task's start until that is checked): checked
   * earlier than EARLY_TOLERANCE_MINUTES before it only with a reason.
   */
  due?: { after: string; minutes: number };
}

export interface CutletTask {
  /** `prep-<n>` or `prod-<n>`. */
  id: string;
  title: Bilingual;
  category: Bilingual;
  priority: CutletPriority;
  items: CutletItem[];
}

/** A production task: its place in the day (start 'HH:MM', minutes), how it is done and what is checked. */
export interface ProductionTask extends CutletTask {
  startTime: string;
  durationMinutes: number;
  instructions: Bilingual[];
}
