import { useSyncExternalStore } from 'react';
import { ApiError, apiRequest, NETWORK_ERROR_STATUS } from '#web/lib/api-client.ts';
import { serverClockNow } from '#web/lib/server-clock.ts';
import {
  dismiss,
  EMPTY_QUEUE,
  enqueue,
  flush,
  newChangeId,
  outcomeOf,
  parseQueue,
  type QueuedChange,
  type QueueState,
  type Refusal,
  type SendOutcome,
} from './change-queue.ts';

/**
 * The device's one queue of kitchen changes: every change a kitchen screen makes goes through it, so
 * none overtakes one made before it, online or off. It lives in localStorage (a reload offline keeps
 * it, and every tab of the device sees it), is sent when the network returns, and tells the screens.
 */

export const QUEUE_STORAGE_KEY = 'mandi.offline.changes';
/** While changes wait, sending is tried again this often (and at once when the device is back online). */
export const RETRY_MS = 15_000;
const LOCK_NAME = 'mandi-offline-changes';

/** A change as a screen asks for it; the queue gives it its id and time. */
export type ChangeRequest = Omit<QueuedChange, 'id' | 'madeAt'>;

/** What asking for a change came to: saved now (with the server's answer), or waiting on this device. */
export type ChangeResult<Reply = unknown> = { status: 'saved'; reply: Reply } | { status: 'queued' };

export interface OfflineSnapshot extends QueueState {
  /** The device has a network and the server answered the last call made through the queue. */
  online: boolean;
  /** A send is under way. */
  sending: boolean;
}

type Listener = () => void;
type SavedListener = (saved: QueuedChange[]) => void;

function createOfflineChanges(storage: Storage | null) {
  let state: QueueState = parseQueue(storage?.getItem(QUEUE_STORAGE_KEY) ?? null);
  let reachable = true;
  let sending = false;
  let snapshot: OfflineSnapshot = build();
  const listeners = new Set<Listener>();
  const savedListeners = new Set<SavedListener>();
  /** Callers waiting for their change to be settled by a flush. */
  const settledWaiters = new Map<string, (outcome: SendOutcome) => void>();
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let flushing: Promise<void> | null = null;

  function build(): OfflineSnapshot {
    const online = (typeof navigator === 'undefined' || navigator.onLine) && reachable;
    return { ...state, online, sending };
  }
  function publish() {
    snapshot = build();
    listeners.forEach((listener) => listener());
  }
  /** False while the device refuses to store the queue: this tab's copy is then the only one. */
  let stored = true;
  function write(next: QueueState) {
    state = next;
    try {
      if (next.waiting.length || next.refused.length) storage?.setItem(QUEUE_STORAGE_KEY, JSON.stringify(next));
      else storage?.removeItem(QUEUE_STORAGE_KEY);
      stored = true;
    } catch {
      // Storage full or blocked: the change still waits in this tab's memory.
      stored = false;
    }
    publish();
  }
  /** Re-reads the stored queue: another tab may have changed it (not when only this tab's copy is whole). */
  function read(): QueueState {
    if (storage && stored) state = parseQueue(storage.getItem(QUEUE_STORAGE_KEY));
    return state;
  }

  /** Sends one change through the browser's one way to the server, with its id, and sorts the answer. */
  async function send(change: QueuedChange): Promise<SendOutcome> {
    let outcome: SendOutcome;
    try {
      const reply = await apiRequest(change.path, {
        method: change.method,
        body: change.body ?? {},
        changeId: change.id,
        madeAt: change.madeAt,
      });
      outcome = { kind: 'saved', reply };
      reachable = true;
    } catch (error) {
      reachable = error instanceof ApiError && error.status !== NETWORK_ERROR_STATUS;
      outcome = reachable ? outcomeOf((error as ApiError).status, (error as ApiError).body) : { kind: 'retry' };
    }
    settledWaiters.get(change.id)?.(outcome);
    return outcome;
  }

  function scheduleRetry() {
    clearTimeout(retryTimer);
    if (state.waiting.length) retryTimer = setTimeout(() => void sendWaiting(), RETRY_MS);
  }

  /** Sends what waits, once at a time per device (Web Locks keep two tabs from sending the same queue). */
  function sendWaiting(): Promise<void> {
    if (flushing) return flushing;
    const run = async () => {
      sending = true;
      publish();
      try {
        const result = await flush(read, write, send);
        if (result.saved.length) savedListeners.forEach((listener) => listener(result.saved));
      } finally {
        sending = false;
        publish();
      }
    };
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const running: Promise<void> = (locks ? locks.request(LOCK_NAME, run).then(() => undefined) : run()).finally(() => {
      flushing = null;
      scheduleRetry();
    });
    flushing = running;
    return running;
  }

  /**
   * Queues a change and sends it (after any waiting before it). Saved: its answer. Refused right away:
   * thrown as the ApiError the screen would have had online (and not kept in the refused list: the
   * screen shows it). No server: it waits, and the result says so.
   */
  async function submit<Reply>(request: ChangeRequest): Promise<ChangeResult<Reply>> {
    const change: QueuedChange = { ...request, id: newChangeId(), madeAt: serverClockNow() };
    write(enqueue(read(), change));
    const settled = new Promise<SendOutcome>((resolve) => settledWaiters.set(change.id, resolve));
    let outcome: SendOutcome | null = null;
    try {
      // Twice: a send finishing as this change was queued may have passed it by; the next one will not.
      for (let tries = 0; tries < 2 && !outcome; tries++) {
        outcome = await Promise.race([settled, sendWaiting().then(() => null)]);
        if (!outcome && !read().waiting.some((entry) => entry.id === change.id)) break;
      }
    } finally {
      settledWaiters.delete(change.id);
    }
    if (!outcome || outcome.kind === 'retry') return { status: 'queued' };
    if (outcome.kind === 'saved') return { status: 'saved', reply: outcome.reply as Reply };
    write(dismiss(read(), change.id));
    throw refusalError(outcome.refusal);
  }

  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => {
      reachable = true;
      publish();
      void sendWaiting();
    });
    window.addEventListener('offline', publish);
    window.addEventListener('storage', (event) => {
      if (event.key !== QUEUE_STORAGE_KEY) return;
      read();
      publish();
    });
  }
  if (state.waiting.length) queueMicrotask(() => void sendWaiting());

  return {
    submit,
    sendWaiting,
    dismiss: (id: string) => write(dismiss(read(), id)),
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    /** Called with the changes a flush saved: screens read what they changed again. */
    onSaved(listener: SavedListener) {
      savedListeners.add(listener);
      return () => savedListeners.delete(listener);
    },
    /** Another queue on the device (the inventory's edits) changed: the status bar counts again. */
    notify: publish,
  };
}

/** A refusal as the ApiError the screen would have had online (with its field and the record as it is now). */
export function refusalError({ status, error, code, params, field, current }: Refusal): ApiError {
  const body = { success: false, error, code, params, field, current };
  return new ApiError(status, error, code, params, field, body);
}

function deviceStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const offlineChanges = createOfflineChanges(deviceStorage());
export { createOfflineChanges };

/** The queue as the screens show it; re-renders on every change. */
export function useOfflineChanges(): OfflineSnapshot {
  return useSyncExternalStore(offlineChanges.subscribe, offlineChanges.getSnapshot, () => SERVER_SNAPSHOT);
}
const SERVER_SNAPSHOT: OfflineSnapshot = { ...EMPTY_QUEUE, online: true, sending: false };
