import type { Task, TemperatureReading } from '#shared/schemas/tasks.ts';

/** A note under a task in the report: what was done about a reading outside its limit, or why it was done early. */
export type CheckNote =
  { kind: 'action'; valueC: number; name: string; action: string } | { kind: 'early'; reason: string };

/** The task's notes: its readings' actions in the order taken, then its early reason. */
export function checkNotes(task: Task, readings: readonly TemperatureReading[]): CheckNote[] {
  const actions = readings
    .filter((reading) => reading.taskId === task.id && reading.actionTaken)
    .map((reading): CheckNote => ({
      kind: 'action',
      valueC: reading.valueC,
      name: reading.actionBy ?? '',
      action: reading.actionTaken ?? '',
    }));
  return task.earlyReason ? [...actions, { kind: 'early', reason: task.earlyReason }] : actions;
}
