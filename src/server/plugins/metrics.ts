import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, PoolFigures } from '#server/db/database.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import type { EarlyAnswers } from '#server/lib/early-answers.ts';
import { registerBusinessFigures, type BusinessFigures } from './business-figures.ts';

interface MetricsOptions {
  /** The bearer token Prometheus sends (METRICS_TOKEN). */
  token: string;
  db: Db;
  pool: PoolFigures;
  /** Live streams (GET /api/live) this process holds open now. */
  liveStreamsOpen: () => number;
  figures: BusinessFigures;
  /** The answers given before Fastify's routing, counted here too. */
  early: EarlyAnswers;
}

/** The route label of a request that matched no route: the raw URL would make a label per address. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds; fine around the 100 ms and 250 ms that create-order is held to. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * GET /metrics: Prometheus's text, for the bearer of `token` only (401 otherwise). This process's own
 * figures are kept in memory (request durations by route pattern, live streams, the database pool,
 * the event loop's lag and Node's defaults); the business's are read from the database when scraped
 * (business-figures.ts), so that every instance reports the same truth. A registry of its own: each
 * app built in one process (the tests) has its own figures.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const { token, db, pool, liveStreamsOpen, figures, early } = options;
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  app.addHook('onClose', async () => registry.clear());

  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the arrival of a request to its answer, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  // Callback style and no database work: this runs after every answer.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.routeOptions.config.stream !== true) {
      const labels = {
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        method: request.method,
        status: reply.statusCode,
      };
      durations.observe(labels, reply.elapsedTime / 1000);
    }
    done();
  });
  early.observeWith((route, seconds) => durations.observe({ route, method: 'GET', status: 200 }, seconds));

  new Gauge({
    name: 'mandi_live_streams_open',
    help: 'Live streams (Server-Sent Events) this process holds open',
    registers,
    collect() {
      this.set(liveStreamsOpen());
    },
  });
  new Gauge({
    name: 'mandi_db_pool_size',
    help: 'Database connections open in the pool of this process (SQLite: its one connection)',
    registers,
    collect() {
      this.set(pool.size());
    },
  });
  new Gauge({
    name: 'mandi_db_pool_waiting',
    help: 'Queries and transactions waiting for a database connection now',
    registers,
    collect() {
      this.set(pool.waiting());
    },
  });
  new Counter({
    name: 'mandi_db_pool_waits_total',
    help: 'Queries and transactions that found no database connection free and waited for one',
    registers,
    collect() {
      this.reset();
      this.inc(pool.waits());
    },
  });
  registerBusinessFigures(registry, db, figures, app.log);

  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    const sent = request.headers.authorization;
    if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expected)) {
      reply.header('www-authenticate', 'Bearer');
      throw textRefusal(401, 'refusals.metrics.badToken');
    }
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
});

/** Both sides hashed to one length, compared in constant time: the answer's time tells nothing of the token. */
const digest = (text: string) => createHash('sha256').update(text).digest();
