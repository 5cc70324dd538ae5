import type { Transaction } from 'kysely';
import { isPostgres, type Db } from './database.ts';
import { inJoinedTransaction } from './joined-transaction.ts';
import type { Database } from './schema.ts';

const MAX_ATTEMPTS = 25;
const MAX_BACKOFF_MS = 200;
/** PostgreSQL's serialization_failure and deadlock_detected: safe to retry from the start. */
const RETRYABLE_CODES = new Set(['40001', '40P01']);

export interface TransactionOptions {
  /**
   * 'read committed' suits work that first locks the row it guards (see lockEventCapacity): every
   * statement after the lock then sees what the transactions before it committed, with no retries.
   */
  isolation?: 'serializable' | 'read committed';
}

/**
 * Runs `work` in a SERIALIZABLE transaction on either database, so a read-then-write rule
 * (such as "only book what is still free") holds under any concurrency.
 * SQLite serialises writers by itself; PostgreSQL may abort a transaction that conflicts,
 * which is retried here after a random, growing back-off. `work` must therefore be safe to re-run.
 */
export function withTransaction<T>(
  db: Db,
  work: (tx: Transaction<Database>) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const postgres = isPostgres(db);
  const isolation = options.isolation ?? 'serializable';
  return retryingConflicts(db, () => {
    const builder = db.transaction();
    return (postgres ? builder.setIsolationLevel(isolation) : builder).execute(work);
  });
}

/** Runs a whole transaction again when PostgreSQL aborted it for a conflict, after a random, growing back-off. */
export async function retryingConflicts<T>(db: Db, run: () => Promise<T>): Promise<T> {
  // Inside a joined transaction the whole of it is retried, by whoever began it.
  const postgres = isPostgres(db) && !inJoinedTransaction();
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!postgres || !isConflict(error) || attempt >= MAX_ATTEMPTS) throw error;
      const backoff = Math.min(MAX_BACKOFF_MS, 2 ** attempt);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * backoff));
    }
  }
}

/** PostgreSQL aborted the transaction for a conflict with another: it may be run again from the start. */
export function isConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_CODES.has(code);
}
