/**
 * At most `limit` uses per key in a sliding `windowMs`. Keys whose window has passed are forgotten,
 * and at most `maxKeys` are remembered (the oldest go first), so its memory stays bounded.
 */
export function createRateLimiter(
  { limit, windowMs, maxKeys = 50_000 }: { limit: number; windowMs: number; maxKeys?: number },
  now = () => Date.now(),
) {
  const uses = new Map<string, number[]>();
  return {
    /** Takes one use for `key`: 0 when allowed, else the milliseconds until one is free. */
    take(key: string): number {
      const cutoff = now() - windowMs;
      const recent = (uses.get(key) ?? []).filter((at) => at > cutoff);
      uses.delete(key);
      if (recent.length >= limit) {
        uses.set(key, recent);
        return recent[0]! + windowMs - now();
      }
      recent.push(now());
      uses.set(key, recent);
      if (uses.size > maxKeys) uses.delete(uses.keys().next().value!);
      return 0;
    },
    size: () => uses.size,
  };
}

/** The caller would wait longer than the pacer allows. */
export class PacerBusyError extends Error {
  constructor() {
    super('Too long a wait');
    this.name = 'PacerBusyError';
  }
}

/**
 * Spaces calls at least `intervalMs` apart, across all callers; a call that would wait more than
 * `maxWaitMs` for its turn is refused at once (PacerBusyError) instead of piling up.
 */
export function createPacer(intervalMs: number, maxWaitMs: number, now = () => Date.now()) {
  let nextFree = 0;
  return async function paced<T>(call: () => Promise<T>): Promise<T> {
    const start = Math.max(now(), nextFree);
    const wait = start - now();
    if (wait > maxWaitMs) throw new PacerBusyError();
    nextFree = start + intervalMs;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return call();
  };
}
