import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { TEST_DIALECT } from '#server/test/test-database.ts';
import { isDatabaseUnreachable } from './postgres-primary.ts';
import { withTransaction } from './transaction.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

describe('withTransaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const readCounter = async () => {
    const row = await t.database.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'counter')
      .executeTakeFirst();
    return row ? Number(row.value) : undefined;
  };

  it('writes nothing when the work throws', async () => {
    await expect(
      withTransaction(t.database.db, async (tx) => {
        await tx.insertInto('settings').values({ key: 'counter', value: '1', updated_at: 'now' }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await readCounter()).toBeUndefined();
  });

  it('keeps read-then-write rules exact under concurrency', async () => {
    await t.database.db.insertInto('settings').values({ key: 'counter', value: '0', updated_at: 'now' }).execute();
    const increments = 40;
    await Promise.all(
      Array.from({ length: increments }, () =>
        withTransaction(t.database.db, async (tx) => {
          const row = await tx
            .selectFrom('settings')
            .select('value')
            .where('key', '=', 'counter')
            .executeTakeFirstOrThrow();
          await tx
            .updateTable('settings')
            .set({ value: String(Number(row.value) + 1) })
            .where('key', '=', 'counter')
            .execute();
        }),
      ),
    );
    expect(await readCounter()).toBe(increments);
  });

  it.skipIf(TEST_DIALECT !== 'sqlite')('stays exact when other processes write to the same SQLite file', async () => {
    if (t.config.database.dialect !== 'sqlite') return;
    await t.database.db.updateTable('settings').set({ value: '0' }).where('key', '=', 'counter').execute();
    const run = promisify(execFile);
    const script = new URL('../test/increment-counter.ts', import.meta.url).pathname;
    const writers = [1, 2, 3].map(() =>
      run(process.execPath, [
        '--import',
        'tsx',
        script,
        t.config.database.dialect === 'sqlite' ? t.config.database.file : '',
        '60',
      ]),
    );
    await Promise.all(writers);
    expect(await readCounter()).toBe(180);
  });

  it.skipIf(TEST_DIALECT !== 'postgres')(
    'tells a connection lost inside a transaction as the database out of reach (a worded 503), whatever the rollback then met',
    async () => {
      // The server ends the connection mid-transaction, as a primary killed in a failover does: the next
      // statement fails, and so does the rollback that follows it, on a connection already gone.
      const lost = await withTransaction(t.database.db, async (tx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx);
        await sql`select pg_terminate_backend(${rows[0]!.pid}, 5000)`.execute(t.database.db);
        await sql`select 1`.execute(tx);
      }).then(
        () => null,
        (error: Error) => error,
      );
      expect(lost).not.toBeNull();
      expect(isDatabaseUnreachable(lost!), String(lost)).toBe(true);
    },
  );
});
