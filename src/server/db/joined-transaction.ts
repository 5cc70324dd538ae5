import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  type ControlledTransaction,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type Transaction,
  type TransactionSettings,
} from 'kysely';
import type { Database } from './schema.ts';

/**
 * One transaction that everything run inside it joins: every query on the database made while
 * `run` is going on uses its connection, and a transaction begun inside it (withTransaction, a
 * service's own) becomes a savepoint in it. A change sent with a change id is claimed, applied and
 * answered this way, so that all three commit together or not at all.
 */
interface Scope {
  connection?: DatabaseConnection;
  /** 0 before the transaction began and after it ended; 1 inside it; more inside its savepoints. */
  depth: number;
  closed: boolean;
  beforeCommit: ((tx: Transaction<Database>) => Promise<unknown>)[];
  afterCommit: (() => void)[];
}

const current = new AsyncLocalStorage<Scope>();
const scopeOfConnection = new WeakMap<DatabaseConnection, Scope>();

function openScope(): Scope | undefined {
  const scope = current.getStore();
  return scope && !scope.closed ? scope : undefined;
}

/**
 * Joined transactions open in this process now. While there is none, nothing runs inside one, and
 * inJoinedTransaction answers without looking up the async context (the storefront's cached reads ask
 * on every call).
 */
let openTransactions = 0;

/** True inside a joined transaction still open: transactions begun here are its savepoints and cannot be retried alone. */
export function inJoinedTransaction(): boolean {
  return openTransactions > 0 && (openScope()?.depth ?? 0) > 0;
}

/** Runs `effect` once the joined transaction around it has committed (never if it rolls back); at once outside one. */
export function afterCommit(effect: () => void): void {
  if (inJoinedTransaction()) openScope()!.afterCommit.push(effect);
  else effect();
}

/**
 * Has `statement` run as the joined transaction's last, so that it commits with it (a NOTIFY is then
 * sent only if the change is kept); false outside one, where the caller does it its own way.
 */
export function lastInTransaction(statement: (tx: Transaction<Database>) => Promise<unknown>): boolean {
  if (!inJoinedTransaction()) return false;
  openScope()!.beforeCommit.push(statement);
  return true;
}

export interface JoinedTransaction {
  tx: ControlledTransaction<Database>;
  /** Runs `work` so that its queries join this transaction. */
  run<T>(work: () => T): T;
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

/** Begins a transaction (SERIALIZABLE on PostgreSQL, so that any work joining it keeps its guarantees). */
export async function beginJoinedTransaction(db: Kysely<Database>): Promise<JoinedTransaction> {
  const scope: Scope = { depth: 0, closed: false, beforeCommit: [], afterCommit: [] };
  const tx = await current.run(scope, () => db.startTransaction().setIsolationLevel('serializable').execute());
  let open = true;
  openTransactions += 1;
  return {
    tx,
    run: (work) => current.run(scope, work),
    async commit() {
      for (const statement of scope.beforeCommit.splice(0)) await statement(tx);
      open = false;
      try {
        await tx.commit().execute();
      } finally {
        openTransactions -= 1;
      }
      for (const effect of scope.afterCommit.splice(0)) effect();
    },
    async rollback() {
      if (!open) return;
      open = false;
      scope.beforeCommit.length = 0;
      scope.afterCommit.length = 0;
      try {
        await tx.rollback().execute();
      } finally {
        openTransactions -= 1;
      }
    },
  };
}

/** The dialect with its driver made to hand a joined transaction's connection to whatever runs inside it. */
export function joiningTransactions(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new JoiningDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

const savepointName = (depth: number) => `joined_${depth}`;

class JoiningDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const scope = openScope();
    if (!scope) return this.inner.acquireConnection();
    if (scope.connection) return scope.connection;
    const connection = await this.inner.acquireConnection();
    scope.connection = connection;
    scopeOfConnection.set(connection, scope);
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const scope = scopeOfConnection.get(connection);
    if (!scope || scope.depth === 0) {
      await this.inner.beginTransaction(connection, settings);
      if (scope) scope.depth = 1;
      return;
    }
    scope.depth += 1;
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${savepointName(scope.depth)}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const scope = scopeOfConnection.get(connection);
    if (!scope || scope.depth <= 1) {
      if (scope) scope.depth = 0;
      return this.inner.commitTransaction(connection);
    }
    await connection.executeQuery(CompiledQuery.raw(`release ${savepointName(scope.depth)}`));
    scope.depth -= 1;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const scope = scopeOfConnection.get(connection);
    if (!scope || scope.depth <= 1) {
      if (scope) scope.depth = 0;
      return this.inner.rollbackTransaction(connection);
    }
    const name = savepointName(scope.depth);
    scope.depth -= 1;
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${name}`));
    await connection.executeQuery(CompiledQuery.raw(`release ${name}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const scope = scopeOfConnection.get(connection);
    if (scope) {
      // Queries inside the joined transaction hand its connection back after each use: kept until it ends.
      if (scope.depth > 0) return;
      scopeOfConnection.delete(connection);
      scope.connection = undefined;
      scope.closed = true;
    }
    await this.inner.releaseConnection(connection);
  }

  savepoint: Driver['savepoint'] = (connection, name, compile) => this.inner.savepoint!(connection, name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (connection, name, compile) =>
    this.inner.rollbackToSavepoint!(connection, name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (connection, name, compile) =>
    this.inner.releaseSavepoint!(connection, name, compile);

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
