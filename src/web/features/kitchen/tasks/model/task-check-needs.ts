import { isTooEarly } from '#shared/domain/kitchen/check-rules.ts';
import { taskStartsAt } from '#shared/domain/kitchen/task-schedule.ts';
import { judgeReading } from '#shared/domain/kitchen/temperature-limits.ts';
import type { Task, TemperatureReading } from '#shared/schemas/tasks.ts';
import type { CheckNeeds } from '#web/components/check-record-fields.tsx';

/**
 * What completing an open temperature task still needs: what was done about a reading outside its limit
 * (the one typed, else the newest recorded without an action), and why it is done early when its start
 * is more than EARLY_TOLERANCE_MINUTES away on the event's day ('YYYY-MM-DD'). Nothing for other tasks.
 */
export function taskCheckNeeds(
  task: Task,
  typed: number,
  reading: TemperatureReading | null,
  eventDate: string | undefined,
  now: Date,
): CheckNeeds {
  if (!task.isTemperature || task.completed) return { action: false, earlyTime: null };
  const action = Number.isFinite(typed)
    ? !judgeReading(task.temperatureCheck ?? 'general', typed).inRange
    : reading !== null && !reading.inRange && reading.actionTaken === null;
  const early = Boolean(eventDate) && isTooEarly(taskStartsAt(eventDate!, task), now.getTime());
  return { action, earlyTime: early ? task.startTime : null };
}
