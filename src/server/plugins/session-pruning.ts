import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database.ts';
import { pruneEveryHour } from '#server/lib/prune-every-hour.ts';
import { deleteExpiredSessions } from '#server/plugins/sessions.repo.ts';

/** Deletes sessions past their expiry: they no longer sign anyone in, and would only pile up. */
export function pruneExpiredSessions(db: Db, now = new Date()): Promise<void> {
  return deleteExpiredSessions(db, now.toISOString());
}

/** Prunes at start and every hour while the server runs. */
export function startSessionPruning(app: FastifyInstance, db: Db): void {
  pruneEveryHour(app, 'session', () => pruneExpiredSessions(db));
}
