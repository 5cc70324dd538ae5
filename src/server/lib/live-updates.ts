import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';

export interface BookingsChange {
  reason: 'created' | 'status';
  id: number;
}

const CHANNEL = 'mandi_bookings';
const RECONNECT_MS = 5000;

/**
 * Changes pushed to open screens (Server-Sent Events). On SQLite there is one instance and an
 * in-process bus. On PostgreSQL every change goes through NOTIFY and comes back through LISTEN, so
 * screens connected to any instance hear changes made through any other.
 */
export async function createLiveUpdates(target: DatabaseTarget, log: FastifyBaseLogger) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (change: BookingsChange) => emitter.emit('bookings', change);
  let publish = async (change: BookingsChange): Promise<void> => {
    deliver(change);
  };
  let close = async () => {};

  if (target.dialect === 'postgres') {
    const notifier = new pg.Pool({ connectionString: target.url, max: 2 });
    notifier.on('error', (error) => log.warn({ err: error }, 'live updates: notify connection lost'));
    let listener: pg.Client | undefined;
    let closed = false;
    const listen = async () => {
      const client = new pg.Client({ connectionString: target.url });
      client.on('notification', (message) => {
        if (message.channel === CHANNEL && message.payload) deliver(JSON.parse(message.payload) as BookingsChange);
      });
      client.on('error', (error) => {
        log.warn({ err: error }, 'live updates: listen connection lost; reconnecting');
        if (!closed) setTimeout(() => void listen().catch(() => undefined), RECONNECT_MS).unref();
      });
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      listener = client;
    };
    await listen();
    publish = async (change) => {
      await notifier.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(change)]);
    };
    close = async () => {
      closed = true;
      await Promise.allSettled([listener?.end(), notifier.end()]);
    };
  }

  return {
    /** Never fails the caller: a lost notification only delays a screen until its next refetch. */
    publishBookings(change: BookingsChange): void {
      publish(change).catch((error: unknown) => log.warn({ err: error }, 'live updates: publish failed'));
    },
    onBookings(listener: (change: BookingsChange) => void): () => void {
      emitter.on('bookings', listener);
      return () => emitter.off('bookings', listener);
    },
    close,
  };
}

export type LiveUpdates = Awaited<ReturnType<typeof createLiveUpdates>>;
