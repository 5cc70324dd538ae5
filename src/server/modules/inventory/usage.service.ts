import { todayInKerala } from '#shared/domain/event-date.ts';
import { stockAfterUsage } from '#shared/domain/kitchen/event-usage.ts';
import type { EventUsage, EventUsageInput } from '#shared/schemas/event-usage.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { fieldRefusal, staleRecord, textRefusal } from '#server/lib/http-error.ts';
import { lockDiaryEvent, requireDiaryEvent } from '#server/modules/diary/diary.service.ts';
import * as repo from './inventory.repo.ts';
import * as usage from './usage.repo.ts';

/** What the kitchen used for a diary event, and the stock it took (the inventory's side of the margin). */

function toUsage(eventId: number, version: number, rows: usage.UsageRow[]): EventUsage {
  const newest = rows.reduce<usage.UsageRow | null>(
    (last, row) => (!last || row.recorded_at > last.recorded_at ? row : last),
    null,
  );
  return {
    eventId,
    version,
    recordedAt: newest?.recorded_at ?? null,
    recordedBy: newest?.recorded_by ?? null,
    lines: rows.map((row) => ({
      itemId: row.item_id,
      quantity: Number(row.quantity),
      takenFromStock: Number(row.taken_from_stock),
    })),
  };
}

/** The diary event's recorded usage (no lines before the kitchen recorded any); 404 for an unknown event. */
export async function readUsage(db: DbOrTx, diaryEventId: number): Promise<EventUsage> {
  await requireDiaryEvent(db, diaryEventId);
  return toUsage(diaryEventId, await usage.usageVersion(db, diaryEventId), await usage.listUsage(db, [diaryEventId]));
}

/**
 * Replaces what the kitchen used for the diary event, from its day on, in one transaction: the stock
 * first gets back what the last record took, then gives what this one uses (never below 0: the part
 * it gave is kept with the line), so a correction moves the stock by the difference and a record sent
 * twice moves it once. The record must be made from the version stored now (0 for the first): one
 * made from another is refused with 409 and the record as it is now, so a second tablet (or a change
 * that waited offline) never silently replaces a newer record. 404 for an unknown event, 409 before
 * its day, 400 for an unknown item (nothing is written).
 */
export function saveUsage(
  db: Db,
  diaryEventId: number,
  input: EventUsageInput,
  actor: string,
  at = new Date().toISOString(),
): Promise<EventUsage> {
  return withTransaction(db, async (tx) => {
    // One record of an event at a time: the second waits, then gives back what the first took.
    await lockDiaryEvent(tx, diaryEventId);
    const event = await requireDiaryEvent(tx, diaryEventId);
    if (todayInKerala() < event.date) throw textRefusal(409, 'inventory.usage.tooEarly', { date: event.date });
    const version = await usage.usageVersion(tx, diaryEventId);
    const before = await usage.listUsage(tx, [diaryEventId]);
    if (input.version !== version) throw staleRecord(toUsage(diaryEventId, version, before));
    const stock = new Map<number, number>();
    for (const [index, line] of input.lines.entries()) {
      const row = await repo.findItem(tx, line.itemId);
      if (!row) throw fieldRefusal(400, 'inventory.usage.unknownItem', `lines.${index}.itemId`, { id: line.itemId });
      stock.set(row.id, Number(row.quantity));
    }
    for (const row of before) {
      if (stock.has(row.item_id)) continue;
      const item = await repo.findItem(tx, row.item_id);
      if (item) stock.set(item.id, Number(item.quantity));
    }
    const moved = stockAfterUsage(
      stock,
      before.map((row) => ({ itemId: row.item_id, takenFromStock: Number(row.taken_from_stock) })),
      input.lines,
    );
    await usage.deleteUsage(tx, diaryEventId);
    await usage.insertUsage(
      tx,
      moved.lines.map((line) => ({
        diary_event_id: diaryEventId,
        item_id: line.itemId,
        quantity: line.quantity,
        taken_from_stock: line.takenFromStock,
        recorded_by: actor,
        recorded_at: at,
      })),
    );
    for (const [itemId, quantity] of moved.stock) {
      if (quantity !== stock.get(itemId)) await usage.setStock(tx, itemId, quantity, at);
    }
    await usage.setUsageVersion(tx, diaryEventId, version + 1);
    await repo.markChanged(tx);
    return toUsage(diaryEventId, version + 1, await usage.listUsage(tx, [diaryEventId]));
  });
}

/** Whether the kitchen recorded usage for the diary event (a record: the event is archived, not deleted). */
export function hasEventUsage(db: DbOrTx, diaryEventId: number): Promise<boolean> {
  return usage.hasUsage(db, diaryEventId);
}

/**
 * What the kitchen recorded for these diary events, summed per item (the margin of a sales event
 * prepared by several), with when it was last recorded and by whom; null when nothing is recorded.
 */
export async function recordedUsage(
  db: DbOrTx,
  diaryEventIds: readonly number[],
): Promise<{ lines: { itemId: number; quantity: number }[]; recordedAt: string; recordedBy: string } | null> {
  const rows = await usage.listUsage(db, diaryEventIds);
  if (!rows.length) return null;
  const sums = new Map<number, number>();
  for (const row of rows) sums.set(row.item_id, (sums.get(row.item_id) ?? 0) + Number(row.quantity));
  const newest = toUsage(0, 0, rows);
  return {
    lines: [...sums].map(([itemId, quantity]) => ({ itemId, quantity })),
    recordedAt: newest.recordedAt!,
    recordedBy: newest.recordedBy!,
  };
}
