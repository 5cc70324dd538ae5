import { afterCommit, inJoinedTransaction } from '#server/db/joined-transaction.ts';

/**
 * Short-lived memory of read-mostly rows (menu, prices, settings, the public event list) per database.
 * Writers on this instance forget what they change at once; other instances see it within the TTL.
 * Inside a transaction the owner is the transaction itself, which is never cached under; inside a
 * joined transaction nothing is cached or shared either (what it reads is not committed yet, and a
 * read begun outside may be waiting for it to end).
 */
interface Entry {
  expires: number;
  value: Promise<unknown>;
  /** The value once it has been read (see settledRead). */
  settled?: { value: unknown };
  /** Read again since it was stored or last spared (see makeRoom). */
  read: boolean;
}
const stores = new WeakMap<object, Map<string, Entry>>();

export const READ_CACHE_TTL_MS = 2000;
/** Entries kept per owner; those not read lately go first, so memory stays bounded whatever is asked. */
export const READ_CACHE_MAX_ENTRIES = 1000;

export function cachedRead<T>(
  owner: object,
  key: string,
  load: () => Promise<T>,
  ttlMs = READ_CACHE_TTL_MS,
): Promise<T> {
  if (inJoinedTransaction()) return load();
  let store = stores.get(owner);
  if (!store) stores.set(owner, (store = new Map()));
  const now = Date.now();
  const hit = store.get(key);
  // A hit only marks its entry: moving it within the Map on every read was a measurable part of the
  // storefront's busiest read (bench/events-read).
  if (hit && hit.expires > now) {
    hit.read = true;
    return hit.value as Promise<T>;
  }
  if (hit) store.delete(key);
  const value = load();
  const entry: Entry = { expires: now + ttlMs, value, read: false };
  store.set(key, entry);
  if (store.size > READ_CACHE_MAX_ENTRIES) makeRoom(store);
  value.then(
    (read) => (entry.settled = { value: read }),
    () => {
      if (store.get(key) === entry) store.delete(key);
    },
  );
  return value;
}

/**
 * What cachedRead would answer for `key` when it has it already read and fresh, without a promise:
 * the storefront's busiest read then answers in the same turn as its request arrived, as a bare route
 * does (a promise and its turn of the microtask queue were a measurable part of it, bench/events-read).
 * Undefined when it must be read (call cachedRead), and always inside a joined transaction.
 */
export function settledRead<T>(owner: object, key: string): T | undefined {
  if (inJoinedTransaction()) return undefined;
  const hit = stores.get(owner)?.get(key);
  if (!hit?.settled || hit.expires <= Date.now()) return undefined;
  hit.read = true;
  return hit.settled.value as T;
}

/**
 * Drops the oldest entry not read since it was stored or last spared; each read one passed over is
 * spared once and goes to the back (the "second chance" approximation of least recently read).
 */
function makeRoom(store: Map<string, Entry>): void {
  for (const [key, entry] of store) {
    store.delete(key);
    if (!entry.read) return;
    entry.read = false;
    store.set(key, entry);
  }
}

/** How many reads `owner` keeps now (for tests). */
export function cachedReadCount(owner: object): number {
  return stores.get(owner)?.size ?? 0;
}

/** Forgets every cached read whose key starts with one of `prefixes` (again once a joined transaction commits). */
export function forgetCachedReads(owner: object, ...prefixes: string[]): void {
  forget(owner, prefixes);
  if (inJoinedTransaction()) afterCommit(() => forget(owner, prefixes));
}

function forget(owner: object, prefixes: string[]): void {
  const store = stores.get(owner);
  if (!store) return;
  for (const key of store.keys()) if (prefixes.some((prefix) => key.startsWith(prefix))) store.delete(key);
}
