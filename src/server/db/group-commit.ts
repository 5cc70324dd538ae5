import { sql, type Transaction } from 'kysely';
import { isPostgres, type Db } from './database.ts';
import type { Database } from './schema.ts';
import { withTransaction } from './transaction.ts';

type Work<T> = (tx: Transaction<Database>) => Promise<T>;

interface Queued {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * SQLite pays one fsync per commit (synchronous=FULL). Under a rush, the writes that arrive while a
 * commit is in flight are run together in the next transaction, one after the other, each inside its
 * own savepoint: each sees the writes before it (so "only book what is free" stays exact), a failing
 * one is rolled back alone, and every caller is answered only after the shared commit is on disk.
 */
function createGroupCommitter(db: Db) {
  let queue: Queued[] = [];
  let scheduled = false;

  async function flush() {
    scheduled = false;
    const batch = queue;
    queue = [];
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      await db.transaction().execute(async (tx) => {
        for (const item of batch) {
          await sql`savepoint group_item`.execute(tx);
          try {
            outcomes.push({ ok: true, value: await item.work(tx) });
          } catch (error) {
            await sql`rollback to group_item`.execute(tx);
            outcomes.push({ ok: false, error });
          }
          await sql`release group_item`.execute(tx);
        }
      });
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }

  return function run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => void flush());
      }
    });
  };
}

const committers = new WeakMap<Db, ReturnType<typeof createGroupCommitter>>();

/**
 * Runs a short write on the hot path (holds, bookings). On SQLite it shares a commit with the writes
 * arriving alongside it; on PostgreSQL it is its own READ COMMITTED transaction, and `work` takes the
 * row locks it needs (see lockEventCapacity). `work` must not start transactions of its own.
 */
export function withGroupCommit<T>(db: Db, work: Work<T>): Promise<T> {
  if (isPostgres(db)) return withTransaction(db, work, { isolation: 'read committed' });
  let run = committers.get(db);
  if (!run) {
    run = createGroupCommitter(db);
    committers.set(db, run);
  }
  return run(work);
}
