import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPostgresCluster } from '#server/test/postgres-cluster.ts';
import { TEST_DIALECT } from '#server/test/test-database.ts';
import { createLiveTopics, type LiveChange, type LiveTopics } from './live-topics.ts';

const quiet = { warn: () => undefined } as unknown as FastifyBaseLogger;

describe.skipIf(TEST_DIALECT !== 'postgres')('live changes through a database failover', () => {
  let cluster: Awaited<ReturnType<typeof startPostgresCluster>>;
  let standby: Awaited<ReturnType<typeof cluster.startStandby>>;
  let topics: LiveTopics;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    // The sequence the migrations make, numbering every change.
    await admin.query('create sequence live_changes_seq');
    await admin.end();
    standby = await cluster.startStandby();
    topics = await createLiveTopics(
      {
        dialect: 'postgres',
        url: `postgres://postgres@127.0.0.1:${standby.port},127.0.0.1:${cluster.port}/postgres?target_session_attrs=read-write`,
      },
      quiet,
    );
  });
  afterAll(async () => {
    await topics?.close();
    standby?.stop();
    cluster?.stop();
  });

  /** Publishes on `topic` again on each of vi.waitFor's tries until this instance hears it back (at most `ms`). */
  async function heard(topic: string, ms: number): Promise<boolean> {
    let got = false;
    const stop = topics.subscribe((change: LiveChange) => {
      if (change.topic === topic) got = true;
    });
    try {
      await vi.waitFor(
        () => {
          if (!got) topics.publish(topic);
          expect(got).toBe(true);
        },
        { timeout: ms, interval: 250 },
      );
      return true;
    } catch {
      return got;
    } finally {
      stop();
    }
  }

  it('publishes to and listens on the primary named second, and on the promoted standby after a failover', async () => {
    expect(await heard('before', 5000)).toBe(true);
    cluster.halt();
    standby.promote();
    // The listening connection comes back after its pause (5 s), on the new primary.
    expect(await heard('after', 15_000)).toBe(true);
  }, 30_000);
});
