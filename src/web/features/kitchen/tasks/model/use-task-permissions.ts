import { taskRemovalRefusal } from '#shared/domain/kitchen/task-removal.ts';
import { undoRefusal, type UndoableRecord } from '#shared/domain/kitchen/undo-rule.ts';
import type { Task, TemperatureReading } from '#shared/schemas/tasks.ts';
import { useSessionUser } from '#web/lib/session.ts';

/** What the signed-in user may take back or remove on one task now: the server's own rules. */
export interface TaskPermissions {
  undoStart: boolean;
  undoComplete: boolean;
  correctReading: boolean;
  remove: boolean;
}

/**
 * Undo a start or a completion, or correct the newest reading: staff their own within 10 minutes,
 * admins always. Remove the task: the server's removal rules (a reading shown counts as one).
 */
export function useTaskPermissions(task: Task, reading: TemperatureReading | null, now: Date): TaskPermissions {
  const user = useSessionUser().data ?? null;
  const mayUndo = (record: UndoableRecord | null) =>
    record !== null &&
    user !== null &&
    undoRefusal(record, { role: user.role, account: user.username }, now.getTime()) === null;
  return {
    undoStart: mayUndo(startRecord(task)),
    undoComplete: mayUndo(completeRecord(task)),
    correctReading: mayUndo(readingRecord(reading)),
    remove: user !== null && taskRemovalRefusal(task, user.role, reading !== null) === null,
  };
}

function startRecord(task: Task): UndoableRecord | null {
  return task.startedAt ? { account: task.startedAccount, name: task.startedBy ?? '', at: task.startedAt } : null;
}

function completeRecord(task: Task): UndoableRecord | null {
  return task.completedAt
    ? { account: task.completedAccount, name: task.completedBy ?? '', at: task.completedAt }
    : null;
}

/** A reading still waiting on this device (no id from the server yet) is not corrected. */
function readingRecord(reading: TemperatureReading | null): UndoableRecord | null {
  return reading && reading.id > 0
    ? { account: reading.takenAccount, name: reading.takenBy, at: reading.takenAt }
    : null;
}
