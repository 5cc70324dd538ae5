import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedRead } from '#server/lib/read-cache.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { afterCommit, beginJoinedTransaction, inJoinedTransaction } from './joined-transaction.ts';
import { withTransaction } from './transaction.ts';

describe('a joined transaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const write = (key: string, via = db()) =>
    via.insertInto('settings').values({ key, value: key, updated_at: 'now' }).execute();
  const keys = async (...wanted: string[]) =>
    (await db().selectFrom('settings').select('key').where('key', 'in', wanted).orderBy('key').execute()).map(
      (row) => row.key,
    );

  it('takes in every query and transaction run inside it, and commits them together', async () => {
    const joined = await beginJoinedTransaction(db());
    await joined.run(async () => {
      expect(inJoinedTransaction()).toBe(true);
      await write('joined-plain');
      await withTransaction(db(), (tx) => write('joined-nested', tx));
    });
    const outside = withTransaction(
      db(),
      async (tx) => (await tx.selectFrom('settings').select('key').execute()).length,
    );
    await joined.commit();
    await outside;
    expect(inJoinedTransaction()).toBe(false);
    expect(await keys('joined-plain', 'joined-nested')).toEqual(['joined-nested', 'joined-plain']);
  });

  it('rolls a failed inner transaction back alone, and everything on rollback', async () => {
    const kept = await beginJoinedTransaction(db());
    await kept.run(async () => {
      await write('inner-kept');
      await expect(
        withTransaction(db(), async (tx) => {
          await write('inner-failed', tx);
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
    });
    await kept.commit();
    expect(await keys('inner-kept', 'inner-failed')).toEqual(['inner-kept']);

    const dropped = await beginJoinedTransaction(db());
    await dropped.run(() => withTransaction(db(), (tx) => write('rolled-back', tx)));
    await dropped.rollback();
    expect(await keys('rolled-back')).toEqual([]);
  });

  it('runs after-commit effects only once committed, and never after a rollback', async () => {
    const effects: string[] = [];
    const committed = await beginJoinedTransaction(db());
    committed.run(() => afterCommit(() => effects.push('committed')));
    expect(effects).toEqual([]);
    await committed.commit();
    expect(effects).toEqual(['committed']);

    const rolledBack = await beginJoinedTransaction(db());
    rolledBack.run(() => afterCommit(() => effects.push('rolled back')));
    await rolledBack.rollback();
    afterCommit(() => effects.push('outside'));
    expect(effects).toEqual(['committed', 'outside']);
  });

  it('neither shares nor keeps cached reads, which may wait for it or not be committed yet', async () => {
    let loads = 0;
    const load = async () => ++loads;
    const owner = {};
    expect(await cachedRead(owner, 'k', load)).toBe(1);
    const joined = await beginJoinedTransaction(db());
    expect(await joined.run(() => cachedRead(owner, 'k', load))).toBe(2);
    await joined.commit();
    expect(await cachedRead(owner, 'k', load)).toBe(1);
  });
});
