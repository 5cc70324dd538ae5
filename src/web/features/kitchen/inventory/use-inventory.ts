import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { getInventoryItems, useInventoryItems } from '#web/lib/inventory-items.ts';
import { KITCHEN_TOOL_TOPIC } from '#shared/domain/live-topics.ts';
import { useLiveTopic } from '#web/lib/live-topics.ts';
import { newChangeId } from '#web/lib/offline/change-queue.ts';
import { offlineChanges } from '#web/lib/offline/offline-changes.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { changeItem, isNetworkError } from './inventory-api.ts';
import { readLocalCopy, writeLocalCopy } from './local-copy.ts';
import {
  dropEdit,
  enqueue,
  flushQueue,
  isPending,
  loadQueue,
  QUEUE_STORAGE_KEY,
  reapplyEdit,
  saveQueue,
  valuesOf,
  withQueuedEdits,
  type EditField,
  type EditFields,
  type FlushResult,
  type QueuedEdit,
  type SendOutcome,
} from './offline-queue.ts';

/** One queued edit sent to the server, its answer read as the queue needs it. */
async function sendEdit(entry: QueuedEdit): Promise<SendOutcome> {
  try {
    return {
      kind: 'saved',
      item: await changeItem(entry.itemId, { ...entry.change, version: entry.baseVersion }, entry.changeId),
    };
  } catch (error) {
    if (!(error instanceof ApiError) || isNetworkError(error) || error.status >= 500) return { kind: 'network' };
    if (error.status === 404) return { kind: 'gone' };
    if (error.status !== 409) return { kind: 'refused', message: error.message };
    try {
      const items = await getInventoryItems();
      return { kind: 'stale', server: items.find((item) => item.id === entry.itemId) ?? null };
    } catch {
      return { kind: 'network' };
    }
  }
}

/** Keeps the queue on the device, and has the kitchen's status bar count it again. */
function keepQueue(queue: QueuedEdit[]): void {
  saveQueue(localStorage, queue);
  offlineChanges.notify();
}

/** Inventory screens open in this tab: each sends its own edits (and keeps them in its state). */
let openScreens = 0;

/**
 * Sends the edits waiting on the device when no inventory screen is open to do it (the cook went back
 * to the task board before the network returned). True when any was answered.
 */
export async function sendWaitingEditsInBackground(): Promise<boolean> {
  if (openScreens > 0 || !localStorage.getItem(QUEUE_STORAGE_KEY)) return false;
  const result = await flushQueue(() => loadQueue(localStorage), keepQueue, sendEdit);
  return result.saved + result.conflicts > 0;
}

export type SaveResult =
  | { kind: 'saved'; item: InventoryItem }
  /** No network: kept on this device, sent when the network is back. */
  | { kind: 'queued' }
  /** Someone else changed the item first (409): the list was reloaded; the item as it is now (null: removed). */
  | { kind: 'stale'; error: ApiError; latest: InventoryItem | null }
  | { kind: 'failed'; error: unknown };

/**
 * The inventory as this device shows it: the server's list (kept on the device after every load and
 * shown from there when the server cannot be reached), with the edits waiting for the network laid
 * over it; saving an edit, which falls back to that queue without a network; and sending the queue
 * when the network is back (the browser's online event, the next successful load, or the cook).
 */
export function useInventory({ onFlushed }: { onFlushed?: (result: FlushResult) => void } = {}) {
  const queryClient = useQueryClient();
  const query = useInventoryItems();
  useLiveTopic(KITCHEN_TOOL_TOPIC.inventory, [queryKeys.kitchen.inventory]);
  const [localCopy] = useState(readLocalCopy);
  const [queue, setQueue] = useState<QueuedEdit[]>(() => loadQueue(localStorage));
  const queueRef = useRef(queue);
  const flushing = useRef<Promise<FlushResult> | null>(null);
  const flushed = useRef(onFlushed);
  useEffect(() => {
    flushed.current = onFlushed;
  });

  useEffect(() => {
    openScreens++;
    return () => void openScreens--;
  }, []);

  useEffect(() => {
    if (query.data) writeLocalCopy(query.data);
  }, [query.data]);

  const writeQueue = useCallback((next: QueuedEdit[]) => {
    queueRef.current = next;
    keepQueue(next);
    setQueue(next);
  }, []);

  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.inventory }),
    [queryClient],
  );

  const flush = useCallback((): Promise<FlushResult> => {
    if (flushing.current) return flushing.current;
    const run = flushQueue(() => queueRef.current, writeQueue, sendEdit).then(async (result) => {
      if (result.saved || result.conflicts) await reload();
      flushed.current?.(result);
      return result;
    });
    flushing.current = run.finally(() => {
      flushing.current = null;
    });
    return flushing.current;
  }, [writeQueue, reload]);

  // Back online, or the server answered again: what waits is sent.
  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);
  // Each new successful load (not each new queued edit: that one has just failed to go).
  useEffect(() => {
    if (query.isSuccess && queueRef.current.some(isPending)) void flush();
  }, [query.isSuccess, query.dataUpdatedAt, flush]);

  const serverItems = query.data ?? (query.isError ? localCopy : null);
  const shown = useMemo(() => (serverItems ? withQueuedEdits(serverItems, queue) : null), [serverItems, queue]);

  /**
   * Saves the fields of `change` that differ from `item` (the copy the cook edited, with its
   * version), so a change someone made meanwhile is refused (409) rather than overwritten. An item
   * with edits already waiting goes through the queue, so the edits reach the server in order.
   */
  const save = useCallback(
    async (item: InventoryItem, change: EditFields): Promise<SaveResult> => {
      const fields = (Object.keys(change) as EditField[]).filter((field) => change[field] !== item[field]);
      if (!fields.length) return { kind: 'saved', item };
      const changed = Object.fromEntries(fields.map((field) => [field, change[field]])) as EditFields;
      // The same id if it has to wait: sent again later, it is applied once even if the first got through.
      const changeId = newChangeId();
      const queueIt = () =>
        writeQueue(
          enqueue(
            queueRef.current,
            {
              itemId: item.id,
              itemName: item.name,
              baseVersion: item.version,
              change: changed,
              before: valuesOf(item, fields),
              changeId,
            },
            new Date().toISOString(),
          ),
        );
      const waiting = queueRef.current.find((entry) => entry.itemId === item.id && entry.state === 'pending');
      try {
        if (waiting) {
          queueIt();
          const result = await flush();
          return result.offline ? { kind: 'queued' } : { kind: 'saved', item };
        }
        const saved = await changeItem(item.id, { ...changed, version: item.version }, changeId);
        await reload();
        return { kind: 'saved', item: saved };
      } catch (error) {
        if (isNetworkError(error)) {
          try {
            queueIt();
          } catch (full) {
            return { kind: 'failed', error: full };
          }
          return { kind: 'queued' };
        }
        if (error instanceof ApiError && error.status === 409) {
          await reload();
          const items = queryClient.getQueryData<InventoryItem[]>(queryKeys.kitchen.inventory) ?? [];
          return { kind: 'stale', error, latest: items.find((each) => each.id === item.id) ?? null };
        }
        return { kind: 'failed', error };
      }
    },
    [flush, reload, writeQueue, queryClient],
  );

  return {
    /** The items to show (null while the first load runs, or when it failed with no copy on the device). */
    items: shown?.items ?? null,
    pending: shown?.pending ?? new Set<number>(),
    conflicts: shown?.conflicts ?? new Set<number>(),
    queue,
    loading: query.isPending && !query.isError,
    loadFailed: query.isError,
    usingLocalCopy: query.isError && !query.data && localCopy !== null,
    retry: () => void query.refetch(),
    reload,
    save,
    flush,
    reapply: (itemId: number) => {
      writeQueue(reapplyEdit(queueRef.current, itemId));
      return flush();
    },
    drop: (itemId: number) => writeQueue(dropEdit(queueRef.current, itemId)),
  };
}
