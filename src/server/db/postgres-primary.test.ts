import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster } from '#server/test/postgres-cluster.ts';
import { TEST_DIALECT } from '#server/test/test-database.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { isDatabaseUnreachable, splitHosts } from './postgres-primary.ts';

describe('splitHosts', () => {
  it('reads the multi-host URL pg_autoctl prints, ports defaulting to 5432', () => {
    const { hosts, config } = splitHosts(
      'postgres://mandi:s%40cret@db1,db2:6432,[::1]:7000/mandi?target_session_attrs=read-write&sslmode=disable',
    );
    expect(hosts).toEqual([
      { host: 'db1', port: 5432 },
      { host: 'db2', port: 6432 },
      { host: '::1', port: 7000 },
    ]);
    expect(config).toMatchObject({ user: 'mandi', password: 's@cret', database: 'mandi' });
    expect(config).not.toHaveProperty('target_session_attrs');
  });

  it('reads a one-host URL as one host', () => {
    expect(splitHosts('postgresql://u@localhost:5433/x').hosts).toEqual([{ host: 'localhost', port: 5433 }]);
  });
});

describe.skipIf(TEST_DIALECT !== 'postgres')('the pool through a failover', () => {
  let cluster: Awaited<ReturnType<typeof startPostgresCluster>>;
  let standby: Awaited<ReturnType<typeof cluster.startStandby>>;
  let database: DatabaseHandle;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    standby = await cluster.startStandby();
    database = openDatabase({
      dialect: 'postgres',
      url: `postgres://postgres@127.0.0.1:${standby.port},127.0.0.1:${cluster.port}/postgres?target_session_attrs=read-write`,
    });
  });
  afterAll(async () => {
    await database?.close();
    standby?.stop();
    cluster?.stop();
  });

  const insert = (value: number) => sql`insert into orders_seen (value) values (${value})`.execute(database.db);
  const values = async () =>
    (await sql<{ value: number }>`select value from orders_seen order by value`.execute(database.db)).rows.map(
      (row) => row.value,
    );

  const refusal = (value: number) =>
    insert(value).then(
      () => null,
      (error: Error) => error,
    );
  const standbyClient = async () => {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${standby.port}/postgres` });
    await client.connect();
    return client;
  };
  /**
   * Makes the standby read-only for every session, or not (ALTER SYSTEM and a reload), and waits until a
   * new session has the setting: the reload reaches the server's sessions only once the postmaster has
   * read it, which under load comes after pg_reload_conf() has answered.
   */
  async function setStandbyReadOnly(readOnly: boolean) {
    const client = await standbyClient();
    try {
      await client.query(
        readOnly
          ? 'alter system set default_transaction_read_only = on'
          : 'alter system reset default_transaction_read_only',
      );
      await client.query('select pg_reload_conf()');
    } finally {
      await client.end();
    }
    const wanted = readOnly ? 'on' : 'off';
    for (let tries = 0; ; tries++) {
      const check = await standbyClient();
      const { rows } = await check.query<{ default_transaction_read_only: string }>(
        'show default_transaction_read_only',
      );
      await check.end();
      if (rows[0]!.default_transaction_read_only === wanted) return;
      if (tries === 1000) throw new Error(`the standby's sessions never became read-only = ${wanted}`);
    }
  }

  it('writes to the primary named second, answers "unreachable" while no host takes writes, and writes to the promoted standby without a restart', async () => {
    await sql`create table orders_seen (value int not null)`.execute(database.db);
    await insert(1);
    expect(await values()).toEqual([1]);

    cluster.halt();
    const during = await refusal(2);
    expect(during).not.toBeNull();
    expect(isDatabaseUnreachable(during!)).toBe(true);

    // pg_auto_failover promotes the standby read-only (default_transaction_read_only) until it knows
    // the old primary stopped: not yet a host that takes writes.
    await setStandbyReadOnly(true);
    standby.promote();
    const promotedReadOnly = await refusal(3);
    expect(promotedReadOnly).toMatchObject({ code: 'MANDI_NO_PRIMARY' });
    expect(isDatabaseUnreachable(promotedReadOnly!)).toBe(true);

    await setStandbyReadOnly(false);
    await insert(4);
    expect(await values()).toEqual([1, 4]);
  });

  it('drops a connection whose host refuses a write, and asks again which host takes writes', async () => {
    await setStandbyReadOnly(true);
    // The connection in the pool is refused once; the next one finds no host that takes writes.
    expect(await refusal(5)).toMatchObject({ code: '25006' });
    expect(await refusal(6)).toMatchObject({ code: 'MANDI_NO_PRIMARY' });

    await setStandbyReadOnly(false);
    await insert(7);
    expect(await values()).toEqual([1, 4, 7]);
  });
});
