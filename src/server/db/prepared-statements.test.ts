import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DIALECT } from '#server/test/test-database.ts';
import { MAX_PREPARED_PER_CONNECTION, PREPARE_AFTER_USES, preparingStatements } from './prepared-statements.ts';

describe.skipIf(TEST_DIALECT !== 'postgres')('prepared statements on PostgreSQL', () => {
  let pool: pg.Pool;
  // Queried as Kysely's driver does: a connection of the pool, each query a promise.
  let client: pg.PoolClient;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const test = await createTestDatabase();
    drop = test.drop;
    if (test.target.dialect !== 'postgres') throw new Error('PostgreSQL only');
    pool = new pg.Pool({ connectionString: test.target.url, max: 1 });
    preparingStatements(pool);
    client = await pool.connect();
    await client.query('create table dishes (id integer primary key, name text not null)');
    await client.query(`insert into dishes values (1, 'Chicken mandi'), (2, 'Mutton mandi')`);
  });
  afterAll(async () => {
    client.release();
    await pool.end();
    await drop();
  });

  const prepared = async () =>
    (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
      (row) => row.statement,
    );

  it('prepares a parameterised statement once it is sent often, and answers the same through it', async () => {
    const text = 'select * from dishes where id = $1';
    const answers = [];
    for (let use = 0; use < PREPARE_AFTER_USES + 2; use++)
      answers.push((await client.query(text, [1 + (use % 2)])).rows);
    expect(answers[0]).toEqual([{ id: 1, name: 'Chicken mandi' }]);
    expect(answers.at(-1)).toEqual([{ id: 1, name: 'Chicken mandi' }]);
    expect(answers.at(-2)).toEqual([{ id: 2, name: 'Mutton mandi' }]);
    expect(await prepared()).toEqual([text]);
  });

  it('keeps statements without parameters (several in one message) on the simple protocol', async () => {
    for (let use = 0; use < PREPARE_AFTER_USES + 2; use++) {
      await client.query(`select 1; select name from dishes where id = 2`);
    }
    expect(await prepared()).toEqual(['select * from dishes where id = $1']);
  });

  it('prepares a statement afresh after a migration changed its table under it', async () => {
    const text = 'select * from dishes where id = $1';
    await client.query('alter table dishes add column price_paise integer not null default 60000');
    // PostgreSQL refuses the old plan once; the next use prepares the text again.
    await client.query(text, [1]).catch((error: { code?: string }) => expect(error.code).toBe('0A000'));
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, name: 'Chicken mandi', price_paise: 60000 }]);
  });

  it('prepares at most a bounded number of statements per connection', async () => {
    for (let variant = 0; variant < MAX_PREPARED_PER_CONNECTION + 20; variant++) {
      for (let use = 0; use < PREPARE_AFTER_USES; use++) {
        await client.query(`select id from dishes where id = $1 and ${variant} = ${variant}`, [1]);
      }
    }
    expect((await prepared()).length).toBeLessThanOrEqual(MAX_PREPARED_PER_CONNECTION + 1);
  });
});
