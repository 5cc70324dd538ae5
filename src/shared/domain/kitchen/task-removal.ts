import type { Role } from '../access.ts';
import type { Task } from '../../schemas/tasks.ts';
import { FINAL_TASK_NAME } from './task-schedule.ts';
import type { TextKey } from '#shared/content/locales/text-keys.ts';

/**
 * Why a task may not be removed, as the text key of the refusal and its status; null when it may. The
 * final task stays; a started or completed task is a record (undo it first, which leaves a correction);
 * a temperature task only an admin removes, and only while it has no reading.
 */
export function taskRemovalRefusal(
  task: Pick<Task, 'task' | 'isFinalTask' | 'startedAt' | 'completed' | 'isTemperature'>,
  role: Role,
  hasReading: boolean,
): { status: 403 | 409; key: TextKey } | null {
  if (task.isFinalTask || task.task === FINAL_TASK_NAME)
    return { status: 409, key: 'kitchenRules.tasks.finalTaskLocked' };
  if (task.startedAt !== null || task.completed) return { status: 409, key: 'kitchenRules.records.taskHasRecords' };
  if (task.isTemperature && role !== 'admin') return { status: 403, key: 'kitchenRules.records.temperatureTaskLocked' };
  if (task.isTemperature && hasReading) return { status: 409, key: 'kitchenRules.records.temperatureTaskLocked' };
  return null;
}
