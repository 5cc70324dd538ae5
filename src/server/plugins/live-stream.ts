import { clientGroup } from '#server/lib/client-group.ts';
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleAllows, type Access } from '#shared/domain/access.ts';
import { topicAccess, type LiveMessage } from '#shared/domain/live-topics.ts';
import type { Db } from '#server/db/database.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import type { LiveChange, LiveTopics } from '#server/lib/live-topics.ts';
import type { StreamBudget } from '#server/lib/stream-budget.ts';
import { watchSession, type ActiveAccount } from './sessions.ts';

const HEARTBEAT_MS = 25_000;
const MAX_TOPICS = 20;
const ACCESS_ORDER: Access[] = ['public', 'staff', 'admin'];
/** A refused screen falls back to refetching and opens its stream again after this long (web/lib/live-topics.ts). */
const RETRY_AFTER_SECONDS = 30;

interface LiveStreamOptions {
  db: Db;
  live: LiveTopics;
  /** The security headers, written by hand: the stream bypasses Fastify's reply. */
  headers: Record<string, string>;
  /** How often an open stream checks that its session still holds. */
  sessionRecheckMs?: number;
  /** The places for streams (per session, per account, all together); its count is the metrics' too. */
  budget: StreamBudget;
  activeAccount: ActiveAccount;
}

/** What a change sends: its topic, and what changed when the publisher said. */
const liveMessage = (change: LiveChange): LiveMessage => ({ topic: change.topic, ...change.detail });

const querySchema = z.object({
  topics: z
    .string()
    .transform((list) => [...new Set(list.split(',').filter(Boolean))])
    .pipe(z.array(z.string().max(80)).min(1, 'Name at least one topic').max(MAX_TOPICS)),
  lastEventId: z.string().max(40).optional(),
});

/**
 * GET /api/live?topics=a,b: one Server-Sent Events stream per browser tab carrying every topic it
 * follows. Each topic's access is checked; a screen that reconnects (Last-Event-ID) is sent what it
 * missed, or a `reset` when that cannot be told; the stream ends with its session. Streams are
 * bounded per session, per account and all together (`budget`): one more is refused with 429, and a
 * closed stream gives its place back.
 */
export const liveStreamRoutes: FastifyPluginAsyncZod<LiveStreamOptions> = async (
  app,
  { db, live, headers, sessionRecheckMs, budget, activeAccount },
) => {
  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });

  app.get(
    '/api/live',
    { config: { access: 'public', readsSession: true, stream: true }, schema: { querystring: querySchema } },
    (request, reply) => {
      const { topics } = request.query;
      const needed = topics.map(topicAccess);
      if (needed.includes(null)) throw textRefusal(404, 'refusals.live.noSuchTopic');
      const access = needed.reduce<Access>(
        (strictest, next) => (ACCESS_ORDER.indexOf(next!) > ACCESS_ORDER.indexOf(strictest) ? next! : strictest),
        'public',
      );
      if (access !== 'public' && !request.user) throw textRefusal(401, 'refusals.access.signIn');
      if (!roleAllows(request.user?.role, access)) throw textRefusal(403, 'refusals.access.notAllowed');
      const client = `address:${clientGroup(request.ip)}`;
      const place = budget.take(
        request.sessionTokenHash ?? client,
        request.user ? `account:${request.user.id}` : client,
      );
      if ('refused' in place) {
        throw textRefusal(429, place.refused).retryAfter(RETRY_AFTER_SECONDS);
      }

      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      stream.write('retry: 5000\n\n');
      streams.add(stream);

      const followed = new Set(topics);
      const send = (change: LiveChange) => {
        if (followed.has(change.topic)) {
          stream.write(`id: ${live.eventId(change)}\nevent: change\ndata: ${JSON.stringify(liveMessage(change))}\n\n`);
        }
      };
      const lastEventId = request.headers['last-event-id'] ?? request.query.lastEventId;
      if (typeof lastEventId === 'string' && lastEventId) {
        const missed = live.since(lastEventId);
        if (missed) missed.forEach(send);
        else stream.write('event: reset\ndata: {}\n\n');
      }
      const unsubscribe = live.subscribe(send);
      const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const finish = () => {
        unsubscribe();
        stopWatching();
        clearInterval(heartbeat);
        streams.delete(stream);
        place.release();
        stream.end();
      };
      const stopWatching =
        access === 'public' ? () => {} : watchSession(db, request, access, finish, activeAccount, sessionRecheckMs);
      request.raw.on('close', finish);
    },
  );
};
