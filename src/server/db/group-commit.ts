import { sql, type RawBuilder } from 'kysely';
import { isPostgres, type Db, type DbOrTx } from './database.ts';
import { inJoinedTransaction } from './joined-transaction.ts';
import { retryingConflicts } from './transaction.ts';

/**
 * How a write on the hot path may end on PostgreSQL: with one last statement sent together with the
 * COMMIT, in one message. A row lock that statement takes (an event's counter, which every order of a
 * sale waits for) is then held only until the database has committed, never while this process is
 * busy answering other requests. An error in the statement skips the COMMIT; the transaction is
 * rolled back and the error thrown.
 */
export interface HotWriteEnd {
  commitWith(statement: RawBuilder<unknown>): Promise<void>;
}

/** `end` is null on SQLite, whose writers wait for no lock held across a round trip. */
type Work<T> = (tx: DbOrTx, end: HotWriteEnd | null) => Promise<T>;

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
            outcomes.push({ ok: true, value: await item.work(tx, null) });
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
 * arriving alongside it; on PostgreSQL it is its own READ COMMITTED transaction, whose `first`
 * statement (literal values only) goes with the BEGIN in one message; `work` takes the row locks it
 * needs (see lockCapacity) and may end it with HotWriteEnd. `work` must not start transactions of its own.
 */
export function withGroupCommit<T>(
  db: Db,
  work: Work<T>,
  options: { first?: RawBuilder<unknown> | null } = {},
): Promise<T> {
  if (inJoinedTransaction()) {
    return db.transaction().execute(async (tx) => {
      if (options.first) await options.first.execute(tx);
      return work(tx, null);
    });
  }
  if (isPostgres(db)) return retryingConflicts(db, () => runOnPostgres(db, work, options.first ?? null));
  let run = committers.get(db);
  if (!run) {
    run = createGroupCommitter(db);
    committers.set(db, run);
  }
  return run(work);
}

/** The same one-message rule as commitWith: literal values only. */
function literalText(connection: DbOrTx, statement: RawBuilder<unknown>): string {
  const { sql: text, parameters } = statement.compile(connection);
  if (parameters.length) throw new Error('A statement sent with the BEGIN or the COMMIT takes literal values only');
  return text;
}

function runOnPostgres<T>(db: Db, work: Work<T>, first: RawBuilder<unknown> | null): Promise<T> {
  return db.connection().execute(async (connection) => {
    // Without parameters node-postgres sends the simple query protocol: several statements, one message.
    const begin = 'start transaction isolation level read committed';
    await sql.raw(first ? `${begin}; ${literalText(connection, first)}` : begin).execute(connection);
    let open = true;
    const end: HotWriteEnd = {
      async commitWith(statement) {
        await sql.raw(`${literalText(connection, statement)}; commit`).execute(connection);
        open = false;
      },
    };
    try {
      const value = await work(connection, end);
      if (open) await sql`commit`.execute(connection);
      return value;
    } catch (error) {
      // A rollback that fails leaves a broken connection, which the pool drops; the work's error is the one to tell.
      if (open) await sql`rollback`.execute(connection).catch(() => {});
      throw error;
    }
  });
}
