import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database.ts';
import { deleteExpiredSessions } from '#server/modules/auth/sessions.repo.ts';

const EVERY_MS = 60 * 60 * 1000;

/** Deletes sessions past their expiry: they no longer sign anyone in, and would only pile up. */
export function pruneExpiredSessions(db: Db, now = new Date()): Promise<void> {
  return deleteExpiredSessions(db, now.toISOString());
}

/** Prunes at start and every hour while the server runs. */
export function startSessionPruning(app: FastifyInstance, db: Db, everyMs = EVERY_MS): void {
  const prune = () =>
    pruneExpiredSessions(db).catch((error: unknown) => app.log.warn({ err: error }, 'session pruning failed'));
  void prune();
  const timer = setInterval(prune, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
