import type { FastifyInstance } from 'fastify';

const HOUR_MS = 60 * 60 * 1000;

/** Runs `prune` at start and every hour while the server runs; a failure is logged and tried again next time. */
export function pruneEveryHour(
  app: FastifyInstance,
  what: string,
  prune: () => Promise<unknown>,
  everyMs = HOUR_MS,
): void {
  const run = () => prune().catch((error: unknown) => app.log.warn({ err: error }, `${what} pruning failed`));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
