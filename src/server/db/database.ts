import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type pg from 'pg';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
  type Transaction,
} from 'kysely';
import type { DatabaseTarget } from '#server/config.ts';
import { joiningTransactions } from './joined-transaction.ts';
import { primaryPool } from './postgres-primary.ts';
import { preparingStatements } from './prepared-statements.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type DbOrTx = Kysely<Database> | Transaction<Database>;
export type Dialect = DatabaseTarget['dialect'];

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** The raw SQLite connection, for online backups; absent on PostgreSQL. */
  sqlite?: SqliteDatabase.Database;
  /** How busy the connections are, for the operator's metrics. */
  pool: PoolFigures;
  close(): Promise<void>;
}

/** Read when asked (the metrics' scrape); nothing is counted on the way but the waits. */
export interface PoolFigures {
  /** Connections open (SQLite: its one). */
  size(): number;
  /** Callers waiting for a connection now. */
  waiting(): number;
  /** Callers that had to wait for a connection, since the process started. */
  waits(): number;
}

const SQLITE_BUSY_TIMEOUT_MS = 5000;
/**
 * Few connections, kept busy (twice a small machine's cores): more had PostgreSQL's backends contend
 * for the cores and the sale's counter row. bench:postgres on 2 cores, one instance, p99 of
 * create-order over three runs each: 20 connections 156–207 ms (PostgreSQL 690–790 µs CPU per order),
 * 8 connections 121–155 ms, 4 connections 113–142 ms (440–580 µs). Orders beyond them wait in the
 * pool's queue, first come first served.
 */
const DEFAULT_POOL_SIZE = 4;

export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  if (target.dialect === 'postgres') {
    const poolSize = target.poolSize ?? DEFAULT_POOL_SIZE;
    const pool = primaryPool(target.url, poolSize);
    // An idle connection dropped by the server (restart, failover) must not take the process down.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    preparingStatements(pool);
    const db = new Kysely<Database>({ dialect: joiningTransactions(new PostgresDialect({ pool })) });
    return { db, dialect: 'postgres', pool: countingWaits(pool, poolSize), close: () => db.destroy() };
  }
  // The database holds password hashes and customers' details: only the server's user may read it.
  fs.mkdirSync(path.dirname(target.file), { recursive: true, mode: 0o700 });
  const sqlite = openSqliteFile(target.file);
  const turns = { holding: 0, waits: 0 };
  const db = new Kysely<Database>({
    dialect: joiningTransactions(new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }, turns)),
  });
  const pool: PoolFigures = { size: () => 1, waiting: () => Math.max(0, turns.holding - 1), waits: () => turns.waits };
  return { db, dialect: 'sqlite', sqlite, pool, close: () => db.destroy() };
}

/**
 * The pool's own counts, and the callers that asked for a connection while every one the pool may open
 * was given out (pg-pool queues them until one is released).
 */
function countingWaits(pool: pg.Pool, max: number): PoolFigures {
  let givenOut = 0;
  let waits = 0;
  pool.on('release', () => givenOut--);
  type Callback = (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void;
  const connect = pool.connect.bind(pool) as (callback?: Callback) => Promise<pg.PoolClient> | undefined;
  const counted = (callback?: Callback) => {
    if (givenOut++ >= max) waits++;
    // A connection that could not be made is never released.
    if (callback) {
      return connect((error, client, done) => {
        if (error) givenOut--;
        callback(error, client, done);
      });
    }
    return connect()!.catch((error: unknown) => {
      givenOut--;
      throw error;
    });
  };
  Object.assign(pool, { connect: counted });
  return { size: () => pool.totalCount, waiting: () => pool.waitingCount, waits: () => waits };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs more than running most of ours. The same SQL
 * text reuses its prepared statement (the connection runs one statement at a time, so reuse is safe).
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDialectConfig['database'] {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (statement) {
        cache.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      cache.set(text, statement);
      return statement;
    },
  };
}

/**
 * Transactions take SQLite's write lock when they begin (BEGIN IMMEDIATE), so a second process
 * (`npm run user`, a backup) makes them wait for the busy timeout instead of failing mid-way
 * when another connection commits between a transaction's read and its write.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  constructor(
    private readonly settings: SqliteDialectConfig,
    private readonly turns: ConnectionTurns,
  ) {
    super(settings);
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.settings, this.turns);
  }
}

/** Who holds or waits for SQLite's one connection now, and how many have waited for it. */
interface ConnectionTurns {
  holding: number;
  waits: number;
}

class ImmediateSqliteDriver extends SqliteDriver {
  constructor(
    settings: SqliteDialectConfig,
    private readonly turns: ConnectionTurns,
  ) {
    super(settings);
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.turns.holding++ > 0) this.turns.waits++;
    return super.acquireConnection();
  }
  override async releaseConnection(): Promise<void> {
    this.turns.holding--;
    return super.releaseConnection();
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** Readable by the server's user only; SQLite gives its -wal and -shm files the same mode. */
const OWNER_ONLY = 0o600;

export function openSqliteFile(file: string): SqliteDatabase.Database {
  fs.closeSync(fs.openSync(file, 'a', OWNER_ONLY));
  for (const suffix of ['', '-wal', '-shm']) {
    if (fs.existsSync(file + suffix)) fs.chmodSync(file + suffix, OWNER_ONLY);
  }
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL so that a committed payment survives a power cut; NORMAL may lose the last commits.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  return sqlite;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use Kysely<any>
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
