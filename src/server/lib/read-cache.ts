import { afterCommit, inJoinedTransaction } from '#server/db/joined-transaction.ts';

/**
 * Short-lived memory of read-mostly rows (menu, prices, settings, the public event list) per database.
 * Writers on this instance forget what they change at once; other instances see it within the TTL.
 * Inside a transaction the owner is the transaction itself, which is never cached under; inside a
 * joined transaction nothing is cached or shared either (what it reads is not committed yet, and a
 * read begun outside may be waiting for it to end).
 */
const stores = new WeakMap<object, Map<string, { expires: number; value: Promise<unknown> }>>();

export const READ_CACHE_TTL_MS = 2000;
/** Entries kept per owner; the least recently read go first, so memory stays bounded whatever is asked. */
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
  store.delete(key);
  if (hit && hit.expires > now) {
    store.set(key, hit);
    return hit.value as Promise<T>;
  }
  const value = load();
  const entry = { expires: now + ttlMs, value };
  store.set(key, entry);
  if (store.size > READ_CACHE_MAX_ENTRIES) store.delete(store.keys().next().value!);
  value.catch(() => {
    if (store.get(key) === entry) store.delete(key);
  });
  return value;
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
