import { defaultTasks } from '#shared/content/default-tasks.ts';
import type { DbOrTx } from '#server/db/database.ts';
import * as repo from './tasks.repo.ts';
import { toRow } from './task-rows.ts';

/**
 * A new diary event's task list: the default tasks, at version 1. Called in the transaction that
 * creates the event, so no read ever has to make a list (decision 008).
 */
export async function createDefaultTaskList(tx: DbOrTx, eventId: number): Promise<void> {
  await repo.createTaskList(tx, eventId, 1);
  await repo.replaceTasks(
    tx,
    eventId,
    defaultTasks(eventId).map((task) => toRow(task, eventId)),
  );
}
