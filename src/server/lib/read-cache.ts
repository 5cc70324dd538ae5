/**
 * Short-lived memory of read-mostly rows (menu, prices, settings, the public event list) per database.
 * Writers on this instance forget what they change at once; other instances see it within the TTL.
 * Inside a transaction the owner is the transaction itself, which is never cached under.
 */
const stores = new WeakMap<object, Map<string, { expires: number; value: Promise<unknown> }>>();

export const READ_CACHE_TTL_MS = 2000;

export function cachedRead<T>(
  owner: object,
  key: string,
  load: () => Promise<T>,
  ttlMs = READ_CACHE_TTL_MS,
): Promise<T> {
  let store = stores.get(owner);
  if (!store) stores.set(owner, (store = new Map()));
  const now = Date.now();
  const hit = store.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  store.set(key, { expires: now + ttlMs, value });
  value.catch(() => store.delete(key));
  return value;
}

/** Forgets every cached read whose key starts with one of `prefixes`. */
export function forgetCachedReads(owner: object, ...prefixes: string[]): void {
  const store = stores.get(owner);
  if (!store) return;
  for (const key of store.keys()) if (prefixes.some((prefix) => key.startsWith(prefix))) store.delete(key);
}
