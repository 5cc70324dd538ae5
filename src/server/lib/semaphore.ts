/** The queue is full: the caller should answer at once rather than wait. */
export class QueueFullError extends Error {
  constructor() {
    super('Too many waiting');
    this.name = 'QueueFullError';
  }
}

/**
 * Lets at most `limit` tasks run at once; the rest wait in arrival order, at most `maxWaiting` of them
 * (beyond that `run` rejects at once with QueueFullError).
 */
export function createSemaphore(limit: number, maxWaiting = Infinity) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running++;
    else if (waiting.length >= maxWaiting) throw new QueueFullError();
    // A finishing task hands its place straight to the next in line: nobody can overtake it.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
