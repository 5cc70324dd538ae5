import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECT } from '#server/test/test-database.ts';
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
});
