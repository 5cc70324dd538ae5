import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { builtOnce } from './built-once.ts';
import { withTransaction } from './transaction.ts';

describe('builtOnce', () => {
  let t: TestApp;
  let builds = 0;
  // The values in any order of the slots, a fixed value among them.
  const settingsOf = builtOnce((db, slot) => {
    builds++;
    return db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where((eb) => eb.or([eb('key', '=', slot(1)), eb.and([eb('key', '=', slot(0)), eb('value', '!=', 'hidden')])]))
      .orderBy('key');
  });
  const insertSetting = builtOnce((db, slot) =>
    db
      .insertInto('settings')
      .values({ key: slot(0), value: slot(1), updated_at: 'then' })
      .returningAll(),
  );

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db
      .insertInto('settings')
      .values([
        { key: 'built.a', value: 'one', updated_at: 'now' },
        { key: 'built.b', value: 'two', updated_at: 'now' },
        { key: 'built.c', value: 'hidden', updated_at: 'now' },
      ])
      .execute();
  });
  afterAll(() => t.close());

  it('runs with each call’s values, built once', async () => {
    const { db } = t.database;
    expect(await settingsOf.run(db, ['built.a', 'built.b'])).toEqual([
      { key: 'built.a', value: 'one' },
      { key: 'built.b', value: 'two' },
    ]);
    expect(await settingsOf.run(db, ['built.c', 'built.a'])).toEqual([{ key: 'built.a', value: 'one' }]);
    expect(await settingsOf.run(db, ['built.b', 'none'])).toEqual([{ key: 'built.b', value: 'two' }]);
    expect(builds).toBe(1);
  });

  it('writes inside a transaction, and nothing when the transaction fails', async () => {
    const { db } = t.database;
    const [written] = await withTransaction(db, (tx) => insertSetting.run(tx, ['built.d', 'four']));
    expect(written).toMatchObject({ key: 'built.d', value: 'four', updated_at: 'then' });
    await expect(
      withTransaction(db, async (tx) => {
        await insertSetting.run(tx, ['built.e', 'five']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await settingsOf.run(db, ['built.e', 'built.d'])).toEqual([{ key: 'built.d', value: 'four' }]);
  });
});
