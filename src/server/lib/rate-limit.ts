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

/** Calls `call` at once; a synchronous throw becomes a rejected promise (the next turns still run). */
function startNow<T>(call: () => Promise<T>): Promise<T> {
  try {
    return call();
  } catch (error) {
    return Promise.reject(error as Error);
  }
}

/** The pacer's clock: the machine's by default, a controlled one in tests. */
export interface PacerClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const machineClock: PacerClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Spaces calls at least `intervalMs` apart, across all callers, counted from when each call was actually
 * started (a timer that fires late delays every later call, never squeezes two closer). Calls take their
 * turns in order; one that would wait more than `maxWaitMs` for its turn is refused at once
 * (PacerBusyError) instead of piling up.
 */
export function createPacer(intervalMs: number, maxWaitMs: number, clock: PacerClock = machineClock) {
  let lastStartedAt = -Infinity;
  let waiting = 0;
  let lastTurn: Promise<unknown> = Promise.resolve();
  const untilFree = () => Math.max(0, lastStartedAt + intervalMs - clock.now());
  return async function paced<T>(call: () => Promise<T>): Promise<T> {
    if (untilFree() + waiting * intervalMs > maxWaitMs) throw new PacerBusyError();
    waiting++;
    const turn = lastTurn.then(async () => {
      for (let wait = untilFree(); wait > 0; wait = untilFree()) await clock.sleep(wait);
      waiting--;
      lastStartedAt = clock.now();
      // Started in the same step as its time is taken, so nothing runs between the two.
      return { started: startNow(call) };
    });
    lastTurn = turn;
    return (await turn).started;
  };
}
