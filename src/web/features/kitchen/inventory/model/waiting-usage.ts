import { STALE_RECORD_CODE } from '#shared/schemas/common.ts';
import {
  eventUsageSchema,
  type EventUsage,
  type EventUsageInput,
  type UsageLine,
} from '#shared/schemas/event-usage.ts';
import type { QueuedChange, RefusedChange } from '#web/lib/offline/change-queue.ts';

/** What the device's queue calls a record of what an event used. */
export const USAGE_CHANGE_KIND = 'inventory.usage';

const ofEvent = (eventId: number) => (change: QueuedChange) =>
  change.kind === USAGE_CHANGE_KIND && Number(change.subject.eventId) === eventId;

/**
 * The event's record as this device shows it: the server's as last read, with the records still waiting
 * on the device laid over it in the order they were made. A waiting record made from the version shown
 * replaces it at the next version (what the stock gave is not known until the server answers: 0); one
 * made from another version shows nothing (the server will refuse it, and the cook decide). `waiting`:
 * whether any record of the event waits.
 */
export function withWaitingUsage(
  usage: EventUsage,
  waiting: readonly QueuedChange[],
): { usage: EventUsage; waiting: boolean } {
  let shown = usage;
  const queued = waiting.filter(ofEvent(usage.eventId));
  for (const change of queued) {
    const body = change.body as EventUsageInput;
    if ((body.version ?? 0) !== shown.version) continue;
    shown = {
      ...shown,
      version: shown.version + 1,
      lines: body.lines.map((line) => ({ ...line, takenFromStock: 0 })),
    };
  }
  return { usage: shown, waiting: queued.length > 0 };
}

/** A record the server refused because another device saved the event's record first. */
export interface UsageConflict {
  change: RefusedChange;
  /** What the cook recorded. */
  mine: UsageLine[];
  /** The record as the server had it when it refused. */
  current: EventUsage;
}

/** The event's refused records that carry the record as it is now: the cook keeps theirs or takes the saved one. */
export function usageConflicts(refused: readonly RefusedChange[], eventId: number): UsageConflict[] {
  return refused.filter(ofEvent(eventId)).flatMap((change) => {
    const current = eventUsageSchema.safeParse(change.refusal.current);
    if (change.refusal.code !== STALE_RECORD_CODE || !current.success) return [];
    return [{ change, mine: (change.body as EventUsageInput).lines, current: current.data }];
  });
}
