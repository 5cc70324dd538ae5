import { describe, expect, it } from 'vitest';
import { inventoryItem } from '#web/test/factories.ts';
import {
  dropEdit,
  enqueue,
  flushQueue,
  loadQueue,
  MAX_QUEUED_ITEMS,
  QUEUE_STORAGE_KEY,
  QueueFullError,
  reapplyEdit,
  saveQueue,
  settle,
  withQueuedEdits,
  type QueuedEdit,
  type SendOutcome,
} from './offline-queue.ts';

const NOW = '2026-11-24T08:00:00.000Z';
const mutton = inventoryItem(1, 'Mutton', { quantity: 5, currentPricePaise: 80_000, version: 3 });
const ghee = inventoryItem(2, 'Ghee', { unit: 'L', quantity: 2, version: 7 });
const rice = inventoryItem(3, 'Basmati Rice', { version: 1 });

const edit = (item: typeof mutton, change: QueuedEdit['change']) => ({
  itemId: item.id,
  itemName: item.name,
  baseVersion: item.version,
  change,
  before: Object.fromEntries(Object.keys(change).map((field) => [field, item[field as keyof typeof item]])),
});

describe('queueing edits made without a network', () => {
  it('keeps the order items were first edited in, one entry per item, later edits merged', () => {
    let queue = enqueue([], edit(mutton, { currentPricePaise: 90_000 }), NOW);
    queue = enqueue(queue, edit(ghee, { quantity: 4 }), NOW);
    queue = enqueue(
      queue,
      edit({ ...mutton, currentPricePaise: 90_000 }, { currentPricePaise: 95_000, quantity: 8 }),
      NOW,
    );
    expect(queue.map((entry) => entry.itemId)).toEqual([1, 2]);
    expect(queue[0]).toMatchObject({
      baseVersion: 3,
      change: { currentPricePaise: 95_000, quantity: 8 },
      // What the cook saw before the first edit.
      before: { currentPricePaise: 80_000, quantity: 5 },
      state: 'pending',
    });
  });

  it('shows waiting edits over the items and marks them; a conflict shows the server values', () => {
    let queue = enqueue([], edit(mutton, { currentPricePaise: 90_000 }), NOW);
    queue = enqueue(queue, edit(ghee, { quantity: 4 }), NOW);
    queue = settle(queue, queue[1]!, { kind: 'stale', server: { ...ghee, quantity: 3, version: 8 } });
    const shown = withQueuedEdits([mutton, ghee, rice], queue);
    expect(shown.items.map((item) => [item.currentPricePaise, item.quantity])).toEqual([
      [90_000, 5],
      [0, 2],
      [0, 0],
    ]);
    expect([...shown.pending]).toEqual([1]);
    expect([...shown.conflicts]).toEqual([2]);
  });

  it('holds at most a set number of items', () => {
    let queue: QueuedEdit[] = [];
    for (let id = 1; id <= MAX_QUEUED_ITEMS; id++) {
      queue = enqueue(queue, edit(inventoryItem(id, `Item ${id}`), { quantity: 1 }), NOW);
    }
    expect(() => enqueue(queue, edit(inventoryItem(999, 'One more'), { quantity: 1 }), NOW)).toThrow(QueueFullError);
    // A further edit of an item already waiting still merges.
    expect(enqueue(queue, edit(inventoryItem(1, 'Item 1'), { quantity: 2 }), NOW)).toHaveLength(MAX_QUEUED_ITEMS);
  });

  it('keeps the queue on the device and ignores one it cannot read', () => {
    const queue = enqueue([], edit(mutton, { notes: 'Friday market' }), NOW);
    expect(saveQueue(localStorage, queue)).toBe(true);
    expect(loadQueue(localStorage)).toEqual(queue);
    saveQueue(localStorage, []);
    expect(localStorage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
    localStorage.setItem(QUEUE_STORAGE_KEY, '{"not":"a queue"}');
    expect(loadQueue(localStorage)).toEqual([]);
    localStorage.setItem(QUEUE_STORAGE_KEY, 'not json');
    expect(loadQueue(localStorage)).toEqual([]);
  });
});

describe('sending the queue when the network is back', () => {
  function harness(queue: QueuedEdit[], answer: (entry: QueuedEdit) => SendOutcome) {
    let stored = queue;
    const sent: QueuedEdit[] = [];
    return {
      sent,
      read: () => stored,
      write: (next: QueuedEdit[]) => {
        stored = next;
      },
      send: async (entry: QueuedEdit) => {
        sent.push(entry);
        return answer(entry);
      },
      queue: () => stored,
    };
  }

  it('sends first edited first, with the version each was made from, and empties the queue', async () => {
    let queue = enqueue([], edit(ghee, { quantity: 4 }), NOW);
    queue = enqueue(queue, edit(mutton, { currentPricePaise: 90_000 }), NOW);
    const h = harness(queue, (entry) => ({ kind: 'saved', item: { ...mutton, id: entry.itemId, version: 99 } }));
    expect(await flushQueue(h.read, h.write, h.send)).toEqual({ saved: 2, conflicts: 0, offline: false });
    expect(h.sent.map((entry) => [entry.itemId, entry.baseVersion])).toEqual([
      [2, 7],
      [1, 3],
    ]);
    expect(h.queue()).toEqual([]);
  });

  it('does not apply a stale edit over a newer server edit: it becomes a conflict, and the rest still go', async () => {
    let queue = enqueue([], edit(mutton, { currentPricePaise: 90_000 }), NOW);
    queue = enqueue(queue, edit(ghee, { quantity: 4 }), NOW);
    const newer = { ...mutton, currentPricePaise: 95_000, version: 4 };
    const h = harness(queue, (entry) =>
      entry.itemId === 1 ? { kind: 'stale', server: newer } : { kind: 'saved', item: { ...ghee, version: 8 } },
    );
    expect(await flushQueue(h.read, h.write, h.send)).toEqual({ saved: 1, conflicts: 1, offline: false });
    expect(h.queue()).toHaveLength(1);
    expect(h.queue()[0]).toMatchObject({
      itemId: 1,
      state: 'conflict',
      change: { currentPricePaise: 90_000 },
      conflict: { reason: 'stale', server: newer },
    });
    // Not sent again by a later flush until the cook decides.
    const again = harness(h.queue(), () => ({ kind: 'saved', item: newer }));
    expect(await flushQueue(again.read, again.write, again.send)).toEqual({ saved: 0, conflicts: 0, offline: false });
    expect(again.sent).toEqual([]);
  });

  it('re-applies a conflict from the server version, or drops it', async () => {
    const newer = { ...mutton, currentPricePaise: 95_000, version: 4 };
    let queue = enqueue([], edit(mutton, { currentPricePaise: 90_000 }), NOW);
    queue = settle(queue, queue[0]!, { kind: 'stale', server: newer });
    const reapplied = reapplyEdit(queue, 1);
    expect(reapplied[0]).toMatchObject({
      state: 'pending',
      baseVersion: 4,
      change: { currentPricePaise: 90_000 },
      before: { currentPricePaise: 95_000 },
    });
    expect(reapplied[0]!.conflict).toBeUndefined();
    expect(dropEdit(queue, 1)).toEqual([]);

    // An item removed on the server cannot take the change: only dropping it is left.
    const gone = settle(queue, queue[0]!, { kind: 'gone' });
    expect(gone[0]).toMatchObject({ state: 'conflict', conflict: { reason: 'gone', server: null } });
    expect(reapplyEdit(gone, 1)).toEqual(gone);
  });

  it('stops at the first network failure, keeping that edit and the rest in order', async () => {
    let queue = enqueue([], edit(mutton, { quantity: 6 }), NOW);
    queue = enqueue(queue, edit(ghee, { quantity: 4 }), NOW);
    const h = harness(queue, () => ({ kind: 'network' }));
    expect(await flushQueue(h.read, h.write, h.send)).toEqual({ saved: 0, conflicts: 0, offline: true });
    expect(h.sent).toHaveLength(1);
    expect(h.queue()).toEqual(queue);
  });

  it('keeps what the cook changed while the edit was on its way, made from the saved version', async () => {
    const queue = enqueue([], edit(mutton, { quantity: 6 }), NOW);
    let stored = queue;
    const sent = await flushQueue(
      () => stored,
      (next) => {
        stored = next;
      },
      async () => {
        // The cook edits Mutton again while the first edit is being sent.
        stored = enqueue(stored, edit({ ...mutton, quantity: 6 }, { quantity: 7, notes: 'Fresh' }), NOW);
        return { kind: 'saved', item: { ...mutton, quantity: 6, version: 4 } };
      },
    );
    expect(sent.saved).toBe(1);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      baseVersion: 4,
      change: { quantity: 7, notes: 'Fresh' },
      before: { quantity: 6, notes: null },
    });
  });

  it('marks an edit the server refuses as a conflict with its reason', () => {
    const queue = enqueue([], edit(mutton, { quantity: 6 }), NOW);
    expect(settle(queue, queue[0]!, { kind: 'refused', message: 'Invalid quantity' })[0]).toMatchObject({
      state: 'conflict',
      conflict: { reason: 'refused', server: null, message: 'Invalid quantity' },
    });
  });
});
