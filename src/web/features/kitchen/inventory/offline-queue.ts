import { z } from 'zod';
import { newChangeId } from '#web/lib/offline/change-queue.ts';
import {
  inventoryCategorySchema,
  inventoryItemSchema,
  inventoryUnitSchema,
  type InventoryItem,
} from '#shared/schemas/inventory.ts';

/**
 * Edits to inventory items that could not reach the server (no network), kept on this device until
 * it can (seed 001: the inventory is kept in browser storage as a fallback). One entry per item, in
 * the order the items were first edited; a later edit of the same item merges into its entry. Each
 * entry keeps the version it was made from, so the server refuses it (409) when someone changed the
 * item meanwhile: then it becomes a conflict for the cook to re-apply or drop, never written over the
 * newer edit. Small and self-contained on purpose; a later issue generalises offline queues.
 */

export const QUEUE_STORAGE_KEY = 'mandi.inventory.pendingEdits';
/** At most this many items wait at once (one entry per item). */
export const MAX_QUEUED_ITEMS = 200;

export const editFieldsSchema = z
  .object({
    name: z.string(),
    category: inventoryCategorySchema,
    quantity: z.number(),
    unit: inventoryUnitSchema,
    currentPricePaise: z.number().int(),
    minQuantity: z.number().nullable(),
    notes: z.string().nullable(),
    isActive: z.boolean(),
  })
  .partial();
/** What an edit changes: the fields of a PATCH, without the version. */
export type EditFields = z.infer<typeof editFieldsSchema>;
export type EditField = keyof EditFields;
export const EDIT_FIELDS = Object.keys(editFieldsSchema.shape) as EditField[];

const queuedEditSchema = z.object({
  /** Made anew whenever what is sent changes: the server applies one id once. */
  changeId: z.string().default(newChangeId),
  itemId: z.number().int(),
  itemName: z.string(),
  /** The item's version the edit was made from. */
  baseVersion: z.number().int(),
  change: editFieldsSchema,
  /** The changed fields' values before the edit, as the cook saw them. */
  before: editFieldsSchema,
  queuedAt: z.string(),
  state: z.enum(['pending', 'conflict']),
  /** Why a conflict is one, and the item as the server has it now (null: removed). */
  conflict: z
    .object({
      reason: z.enum(['stale', 'gone', 'refused']),
      server: inventoryItemSchema.nullable(),
      message: z.string().optional(),
    })
    .optional(),
});
export type QueuedEdit = z.infer<typeof queuedEditSchema>;

export class QueueFullError extends Error {
  constructor() {
    super(`At most ${MAX_QUEUED_ITEMS} items may wait for the server`);
    this.name = 'QueueFullError';
  }
}

const sameValue = (a: unknown, b: unknown) => a === b;

/** The item's current values of the fields `change` names. */
export function valuesOf(item: InventoryItem, fields: readonly EditField[]): EditFields {
  return Object.fromEntries(fields.map((field) => [field, item[field]])) as EditFields;
}

/** Adds an edit: merged into the item's entry when it has one (its place and base version kept), else appended. */
export function enqueue(
  queue: readonly QueuedEdit[],
  edit: {
    itemId: number;
    itemName: string;
    baseVersion: number;
    change: EditFields;
    before: EditFields;
    changeId?: string;
  },
  now: string,
): QueuedEdit[] {
  const index = queue.findIndex((entry) => entry.itemId === edit.itemId);
  if (index < 0) {
    if (queue.length >= MAX_QUEUED_ITEMS) throw new QueueFullError();
    return [...queue, { ...edit, changeId: edit.changeId ?? newChangeId(), queuedAt: now, state: 'pending' }];
  }
  const known = queue[index]!;
  const merged: QueuedEdit = {
    ...known,
    changeId: newChangeId(),
    itemName: edit.itemName,
    change: { ...known.change, ...edit.change },
    // What the cook saw before the first of the merged edits.
    before: { ...edit.before, ...known.before },
  };
  return queue.map((entry, at) => (at === index ? merged : entry));
}

export const isPending = (entry: QueuedEdit) => entry.state === 'pending';

/** Removes the item's entry. */
export function dropEdit(queue: readonly QueuedEdit[], itemId: number): QueuedEdit[] {
  return queue.filter((entry) => entry.itemId !== itemId);
}

/**
 * The cook chose their change over the server's: it waits again, now made from the server's current
 * version. An item the server no longer has cannot take it: its entry stays as it is.
 */
export function reapplyEdit(queue: readonly QueuedEdit[], itemId: number): QueuedEdit[] {
  return queue.map((entry) => {
    if (entry.itemId !== itemId || entry.state !== 'conflict' || !entry.conflict?.server) return entry;
    const { server } = entry.conflict;
    return {
      changeId: newChangeId(),
      itemId: entry.itemId,
      itemName: entry.itemName,
      baseVersion: server.version,
      change: entry.change,
      before: valuesOf(server, Object.keys(entry.change) as EditField[]),
      queuedAt: entry.queuedAt,
      state: 'pending',
    };
  });
}

/** What sending one entry came to. */
export type SendOutcome =
  | { kind: 'saved'; item: InventoryItem }
  /** 409: someone changed the item since the entry's version; the item as the server has it now. */
  | { kind: 'stale'; server: InventoryItem | null }
  | { kind: 'gone' }
  | { kind: 'refused'; message: string }
  /** Still no server: try again later. */
  | { kind: 'network' };

/**
 * The queue once `sent` came to `outcome`. Saved: the entry goes, unless the item was edited again
 * while it was on its way; then what was not sent stays, made from the saved version.
 */
export function settle(queue: readonly QueuedEdit[], sent: QueuedEdit, outcome: SendOutcome): QueuedEdit[] {
  const current = queue.find((entry) => entry.itemId === sent.itemId);
  if (!current || outcome.kind === 'network') return [...queue];
  if (outcome.kind === 'saved') {
    const left = Object.fromEntries(
      Object.entries(current.change).filter(
        ([field, value]) => !sameValue(sent.change[field as EditField], value) || !(field in sent.change),
      ),
    ) as EditFields;
    if (!Object.keys(left).length) return dropEdit(queue, sent.itemId);
    const rest: QueuedEdit = {
      ...current,
      changeId: newChangeId(),
      baseVersion: outcome.item.version,
      change: left,
      before: valuesOf(outcome.item, Object.keys(left) as EditField[]),
    };
    return queue.map((entry) => (entry.itemId === sent.itemId ? rest : entry));
  }
  const conflict: QueuedEdit['conflict'] =
    outcome.kind === 'stale'
      ? { reason: outcome.server ? 'stale' : 'gone', server: outcome.server }
      : outcome.kind === 'gone'
        ? { reason: 'gone', server: null }
        : { reason: 'refused', server: null, message: outcome.message };
  return queue.map((entry) => (entry.itemId === sent.itemId ? { ...entry, state: 'conflict', conflict } : entry));
}

export interface FlushResult {
  saved: number;
  conflicts: number;
  /** The network was still down: what is left waits for the next try. */
  offline: boolean;
}

/**
 * Sends the waiting entries one at a time, first edited first. `read` gives the queue as it is now
 * (the cook may edit meanwhile) and `write` takes it after each answer. A conflict does not stop the
 * rest; no network does. Each item is sent at most once per flush.
 */
export async function flushQueue(
  read: () => readonly QueuedEdit[],
  write: (queue: QueuedEdit[]) => void,
  send: (entry: QueuedEdit) => Promise<SendOutcome>,
): Promise<FlushResult> {
  const result: FlushResult = { saved: 0, conflicts: 0, offline: false };
  const tried = new Set<number>();
  for (;;) {
    const next = read().find((entry) => isPending(entry) && !tried.has(entry.itemId));
    if (!next) return result;
    tried.add(next.itemId);
    const outcome = await send(next);
    write(settle(read(), next, outcome));
    if (outcome.kind === 'network') return { ...result, offline: true };
    if (outcome.kind === 'saved') result.saved++;
    else result.conflicts++;
  }
}

/**
 * The items as this device shows them: each waiting edit laid over its item (a conflict is not: the
 * server's values stand until the cook re-applies), and which items wait or conflict.
 */
export function withQueuedEdits(
  items: readonly InventoryItem[],
  queue: readonly QueuedEdit[],
): { items: InventoryItem[]; pending: Set<number>; conflicts: Set<number> } {
  const byId = new Map(queue.map((entry) => [entry.itemId, entry]));
  const pending = new Set<number>();
  const conflicts = new Set<number>();
  const shown = items.map((item) => {
    const entry = byId.get(item.id);
    if (!entry) return item;
    if (entry.state === 'conflict') {
      conflicts.add(item.id);
      return item;
    }
    pending.add(item.id);
    return { ...item, ...entry.change };
  });
  return { items: shown, pending, conflicts };
}

/** The queue kept on this device; an unreadable one (another version of the app) is ignored. */
export function loadQueue(storage: Pick<Storage, 'getItem'>): QueuedEdit[] {
  try {
    const raw = storage.getItem(QUEUE_STORAGE_KEY);
    if (!raw) return [];
    const parsed = z.array(queuedEditSchema).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** How many inventory edits wait on this device for the network (the kitchen's status bar counts them). */
export function countWaitingEdits(storage: Pick<Storage, 'getItem'> | null = globalThis.localStorage ?? null): number {
  return storage ? loadQueue(storage).filter(isPending).length : 0;
}

/** False when the device would not keep it (storage full or blocked). */
export function saveQueue(storage: Pick<Storage, 'setItem' | 'removeItem'>, queue: readonly QueuedEdit[]): boolean {
  try {
    if (queue.length) storage.setItem(QUEUE_STORAGE_KEY, JSON.stringify(queue));
    else storage.removeItem(QUEUE_STORAGE_KEY);
    return true;
  } catch {
    return false;
  }
}
