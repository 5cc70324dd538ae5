import type { Task } from '../../schemas/tasks.ts';

/** The fields a cook may edit of a task, as the edit call's schema gives them (taskChangesSchema's output). */
export type TaskEdit = Partial<
  Pick<
    Task,
    | 'task'
    | 'taskMl'
    | 'dueDate'
    | 'assignedTo'
    | 'estimatedDuration'
    | 'startTime'
    | 'description'
    | 'descriptionMl'
    | 'videoUrl'
    | 'deliveryLocation'
    | 'deliveryNotes'
  >
>;

/**
 * An edit applied to a task: the one rule for the server's edit and whole-list save, and for a screen
 * showing an edit still waiting on the device. A task has a video exactly when it has a link.
 */
export function applyTaskEdit(task: Task, changes: TaskEdit): Task {
  const next = { ...task, ...changes };
  return { ...next, hasVideo: next.videoUrl.trim() !== '' };
}
