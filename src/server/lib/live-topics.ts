import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { DatabaseTarget } from '#server/config.ts';
import { CompiledQuery } from 'kysely';
import { afterCommit, lastInTransaction } from '#server/db/joined-transaction.ts';
import { primaryConnection, primaryPool } from '#server/db/postgres-primary.ts';
import type { LiveChangeDetail } from '#shared/domain/live-topics.ts';

/** One change of one topic, numbered, with what changed when the publisher said. Screens refetch what they show of the topic. */
export interface LiveChange {
  topic: string;
  seq: number;
  detail?: LiveChangeDetail;
}

const CHANNEL = 'mandi_live';
const RECONNECT_MS = 5000;
/** Changes remembered for screens that reconnect; one that missed more than this starts over. */
const REPLAY_SIZE = 2000;

/**
 * Topics that open screens follow (Server-Sent Events). On SQLite there is one instance and an
 * in-process bus. On PostgreSQL every change goes out by NOTIFY, carrying only its number (from a
 * database sequence, so numbers are shared by all instances) and its topic, and comes back to every
 * instance by LISTEN. Each instance remembers the recent changes in the order it heard them, so a
 * screen that reconnects (to any instance) is sent what it missed, or told to start over.
 */
export async function createLiveTopics(target: DatabaseTarget, log: FastifyBaseLogger) {
  // Event ids are `<epoch>-<seq>`: SQLite's numbers restart with the process, PostgreSQL's never do.
  const epoch = target.dialect === 'postgres' ? 'pg' : randomBytes(4).toString('hex');
  const recent: LiveChange[] = [];
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (change: LiveChange) => {
    recent.push(change);
    if (recent.length > REPLAY_SIZE) recent.shift();
    emitter.emit('change', change);
  };

  let nextSeq = 0;
  /** The last number given before this instance began to listen: what came before it, it never heard. */
  let heardFrom = 0;
  let send = async (topic: string, detail?: LiveChangeDetail): Promise<void> =>
    deliver({ topic, seq: ++nextSeq, ...(detail ? { detail } : {}) });
  let close = async () => {};
  let sendWithChange = (_topic: string, _detail?: LiveChangeDetail): boolean => false;

  if (target.dialect === 'postgres') {
    // Both follow the primary through a failover, as the instance's pool does.
    const notifier = primaryPool(target.url, 2);
    notifier.on('error', (error) => log.warn({ err: error }, 'live topics: notify connection lost'));
    let listener: pg.Client | undefined;
    let closed = false;
    /** Listens again shortly, and keeps trying while no host takes writes (a failover under way). */
    const listenAgain = () => {
      if (closed) return;
      setTimeout(() => void listen().catch(listenAgain), RECONNECT_MS).unref();
    };
    const listen = async () => {
      const client = primaryConnection(target.url);
      client.on('notification', (message) => {
        if (message.channel !== CHANNEL || !message.payload) return;
        const { seq, topic, detail } = JSON.parse(message.payload) as LiveChange & { detail: LiveChangeDetail | null };
        deliver({ seq: Number(seq), topic, ...(detail ? { detail } : {}) });
      });
      client.on('error', (error) => {
        log.warn({ err: error }, 'live topics: listen connection lost; reconnecting');
        listenAgain();
      });
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      listener = client;
    };
    await listen();
    const { rows } = await notifier.query<{ last_value: string; is_called: boolean }>(
      'select last_value, is_called from live_changes_seq',
    );
    heardFrom = rows[0]!.is_called ? Number(rows[0]!.last_value) : 0;
    const notify =
      "select pg_notify($1, json_build_object('seq', nextval('live_changes_seq'), 'topic', $2::text, 'detail', $3::json)::text)";
    const notifyParams = (topic: string, detail?: LiveChangeDetail) => [
      CHANNEL,
      topic,
      detail ? JSON.stringify(detail) : null,
    ];
    send = async (topic, detail) => {
      await notifier.query(notify, notifyParams(topic, detail));
    };
    // Inside a joined transaction the NOTIFY is its last statement: PostgreSQL sends it when (and only
    // if) the change commits, so no instance stopping in between can lose it.
    sendWithChange = (topic, detail) =>
      lastInTransaction((tx) => tx.executeQuery(CompiledQuery.raw(notify, notifyParams(topic, detail))));
    close = async () => {
      closed = true;
      await Promise.allSettled([listener?.end(), notifier.end()]);
    };
  }

  return {
    /**
     * Never fails the caller: a lost change only delays a screen until its next refetch. `detail`
     * (small: what changed) rides along in the message. Inside a joined transaction it goes once that
     * has committed, so that a screen refetching on it reads the change.
     */
    publish(topic: string, detail?: LiveChangeDetail): void {
      if (sendWithChange(topic, detail)) return;
      afterCommit(() =>
        send(topic, detail).catch((error: unknown) => log.warn({ err: error, topic }, 'live topics: publish failed')),
      );
    },
    subscribe(listener: (change: LiveChange) => void): () => void {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    eventId: (change: LiveChange) => `${epoch}-${change.seq}`,
    /**
     * The changes heard after the one `lastEventId` names, or null when they cannot all be told
     * (another epoch, or too long ago): the screen then refetches everything it shows.
     */
    since(lastEventId: string): LiveChange[] | null {
      const [idEpoch, seqText] = lastEventId.split('-');
      const seq = Number(seqText);
      if (idEpoch !== epoch || !Number.isInteger(seq)) return null;
      const index = recent.findIndex((change) => change.seq === seq);
      if (index >= 0) return recent.slice(index + 1);
      // Nothing heard since that id (or it is the newest): nothing missed. An instance that began
      // listening after it (restarted meanwhile) cannot tell what came between.
      const newest = recent.length > 0 ? recent[recent.length - 1]!.seq : heardFrom;
      return seq >= newest && seq >= heardFrom ? [] : null;
    },
    close,
  };
}

export type LiveTopics = Awaited<ReturnType<typeof createLiveTopics>>;
