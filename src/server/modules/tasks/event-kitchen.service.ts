import { hasEventCorrections } from '#server/modules/corrections/corrections.service.ts';
import type { EventKitchen } from '#server/modules/diary/diary.service.ts';
import { hasEventUsage } from '#server/modules/inventory/inventory.service.ts';
import { deleteTimersOfEvent } from '#server/modules/timers/timers.service.ts';
import { createDefaultTaskList } from './default-task-list.ts';
import * as repo from './tasks.repo.ts';

/**
 * The kitchen's part of a diary event, which the diary is given (src/server/app.ts): tasks, timers,
 * corrections and the inventory's usage records build on diary events, so the diary names none of their tables.
 */
export const eventKitchen: EventKitchen = {
  setUp: createDefaultTaskList,
  holdsRecords: async (tx, eventId) =>
    (await repo.holdsTaskRecords(tx, eventId)) ||
    (await hasEventCorrections(tx, eventId)) ||
    (await hasEventUsage(tx, eventId)),
  async deleteRecords(tx, eventId) {
    await deleteTimersOfEvent(tx, eventId);
    await repo.deleteTasksOfEvent(tx, eventId);
  },
};
