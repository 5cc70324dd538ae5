import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { buildApp } from '#server/app.ts';
import { openDatabase, type Db } from '#server/db/database.ts';
import {
  createOrder,
  createTestEvent,
  orderBody,
  paidProof,
  postBooking,
  uniquePhone,
} from '#server/test/booking-helpers.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';
import { openEventStream } from '#server/test/event-stream.ts';
import { UNMATCHED_ROUTE } from './metrics.ts';
import { registerBusinessFigures } from './business-figures.ts';
import { Registry } from 'prom-client';

const TOKEN = 'metrics-token-for-tests-0123456789';
const CHICKEN = 60_000;
const COMBO = 100_000;

/** The business's figures, read from the database. */
const BUSINESS = [
  'mandi_bookings_total',
  'mandi_held_units',
  'mandi_refunds_total',
  'mandi_waiting_offers_total',
  'mandi_payments_without_booking',
  'mandi_change_replies_stored',
] as const;

/** Every figure the operator's dashboard and alerts read. */
const NAMES = [
  'http_request_duration_seconds',
  ...BUSINESS,
  'mandi_live_streams_open',
  'mandi_db_pool_size',
  'mandi_db_pool_waiting',
  'mandi_db_pool_waits_total',
  'mandi_figure_read_failures_total',
  'nodejs_eventloop_lag_seconds',
  'nodejs_eventloop_lag_p99_seconds',
  'process_cpu_seconds_total',
  'process_resident_memory_bytes',
  'nodejs_heap_size_used_bytes',
];

/** The value of the sample `name{labels}` in Prometheus's text (labels as written, in order), or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/** What the database says, counted here as the figures' definitions say (the test reads the tables directly). */
async function databaseCounts(db: Db) {
  const read = async (query: { executeTakeFirst(): Promise<{ n: unknown } | undefined> }) =>
    Number((await query.executeTakeFirst())?.n ?? 0);
  const rows = sql<number>`count(*)`.as('n');
  return {
    mandi_bookings_total: await read(db.selectFrom('bookings').select(rows)),
    mandi_held_units: await read(
      db
        .selectFrom('payment_holds')
        .select(sql<number>`sum(total_quantity)`.as('n'))
        .where('status', '=', 'held')
        .where('expires_at', '>', new Date().toISOString()),
    ),
    mandi_refunds_total: await read(db.selectFrom('refunds').select(rows)),
    mandi_waiting_offers_total: await read(
      db.selectFrom('waiting_list').select(rows).where('offered_at', 'is not', null),
    ),
    mandi_payments_without_booking: await read(
      db.selectFrom('unbooked_payments').select(rows).where('refunded_at', 'is', null),
    ),
    mandi_change_replies_stored: await read(
      db.selectFrom('applied_changes').select(rows).where('status', 'is not', null),
    ),
  };
}
type Figures = Awaited<ReturnType<typeof databaseCounts>>;

describe('GET /metrics with METRICS_TOKEN set', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { metricsToken: TOKEN }, sessionRecheckMs: 50 });
    admin = await t.signIn('admin', 'owner-metrics');
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string, app = t.app) =>
    app.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } });
  const scraped = async (app = t.app) => {
    const response = await scrape(`Bearer ${TOKEN}`, app);
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };
  const businessFigures = (text: string) =>
    Object.fromEntries(BUSINESS.map((name) => [name, sample(text, name)])) as Figures;

  it('answers only the bearer of the token: 401 worded as a refusal without it or with another', async () => {
    for (const sent of [
      undefined,
      '',
      `Bearer ${TOKEN}x`,
      'Bearer wrong',
      TOKEN,
      `Basic ${TOKEN}`,
      `bearer  ${TOKEN}`,
    ]) {
      const response = await scrape(sent);
      expect(response.statusCode, String(sent)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({
        success: false,
        error: 'The metrics need the bearer token this server was given',
        code: 'refusals.metrics.badToken',
      });
    }
    const allowed = await scrape(`Bearer ${TOKEN}`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(allowed.headers['cache-control']).toBe('no-store');
  });

  it('names every figure, each with its Prometheus type', async () => {
    const text = await scraped();
    for (const name of NAMES) expect(text, name).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));
    const types = Object.fromEntries(
      [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => [name, type]),
    );
    expect(types).toMatchObject({
      http_request_duration_seconds: 'histogram',
      mandi_bookings_total: 'counter',
      mandi_refunds_total: 'counter',
      mandi_waiting_offers_total: 'counter',
      mandi_held_units: 'gauge',
      mandi_payments_without_booking: 'gauge',
      mandi_change_replies_stored: 'gauge',
      mandi_live_streams_open: 'gauge',
      mandi_db_pool_size: 'gauge',
      mandi_db_pool_waits_total: 'counter',
    });
    expect(sample(text, 'mandi_db_pool_size')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'mandi_live_streams_open')).toBe(0);
  });

  it('reports the database’s numbers after a paid booking, a refund, an offer and a payment without a booking', async () => {
    const before = businessFigures(await scraped());
    expect(before).toEqual(await databaseCounts(t.database.db));

    // Two slots, both booked; a customer waits for two; the booking is cancelled (refunded in full, five
    // days ahead), and the freed slots are offered to the one waiting.
    const eventId = await createTestEvent(t.database.db, { maxOrders: 2, date: addDays(todayInKerala(), 5) });
    const order = await createOrder(
      t.app,
      orderBody(eventId, { 'chicken-mandi': 2 }, 2 * CHICKEN, { phone: uniquePhone() }),
      '10.77.0.1',
    );
    expect(order.statusCode, order.body).toBe(200);
    expect(businessFigures(await scraped()).mandi_held_units).toBe(before.mandi_held_units + 2);
    const booked = await postBooking(t.app, paidProof(order.json().orderId));
    expect(booked.statusCode, booked.body).toBe(200);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/waiting-list',
      payload: { eventId, name: 'Waiting two', phone: uniquePhone(), units: 2 },
      remoteAddress: '10.77.0.2',
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const token = (booked.json().booking.manageUrl as string).replace('/booking/', '');
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/my-booking/${token}/cancel`, payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    // Paid at the checkout with another amount than the order's: the pass keeps it as without booking.
    const otherEvent = await createTestEvent(t.database.db, { maxOrders: 3 });
    const unmatched = await createOrder(
      t.app,
      orderBody(otherEvent, { combo: 1 }, COMBO, { phone: uniquePhone() }),
      '10.77.0.3',
    );
    expect(unmatched.statusCode, unmatched.body).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/test-gateway/pay',
      payload: { orderId: unmatched.json().orderId, amount: 50_000 },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await callAs(t.app, admin, 'POST', '/api/payments/reconcile', {})).statusCode).toBe(200);

    const after = businessFigures(await scraped());
    expect(after).toEqual(await databaseCounts(t.database.db));
    expect(after).toMatchObject({
      mandi_bookings_total: before.mandi_bookings_total + 1,
      mandi_refunds_total: before.mandi_refunds_total + 1,
      mandi_waiting_offers_total: before.mandi_waiting_offers_total + 1,
      mandi_payments_without_booking: before.mandi_payments_without_booking + 1,
      // The offer holds the freed two for the one waiting; the unmatched order's hold still runs.
      mandi_held_units: before.mandi_held_units + 3,
    });

    // Another instance on the same database (the one that took over from a killed one) reports the same.
    const second = openDatabase(t.config.database);
    const other = await buildApp({ config: t.config, database: second });
    try {
      expect(businessFigures(await scraped(other))).toEqual(after);
    } finally {
      await other.close();
      await second.close();
    }
  });

  it('exports every figure that the dashboard and the alert rules read', async () => {
    const deploy = path.resolve(import.meta.dirname, '../../../deploy');
    const read = [
      fs.readFileSync(path.join(deploy, 'grafana/mandi-dashboard.json'), 'utf8'),
      fs.readFileSync(path.join(deploy, 'prometheus/alerts.yml'), 'utf8'),
    ].join('\n');
    const named = new Set(
      [...read.matchAll(/\b(?:mandi|http_request|nodejs|process)_[a-z0-9_]+/g)].map(([name]) =>
        name.replace(/_(bucket|count|sum)$/, ''),
      ),
    );
    expect(named.size).toBeGreaterThan(10);
    const text = await scraped();
    for (const name of named) expect(text, name).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));
  });

  it('times answers by route pattern, method and status, never by the address asked', async () => {
    const secret = 'no-such-booking-token-0123456789abcdef';
    expect((await t.app.inject({ method: 'GET', url: `/api/my-booking/${secret}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing-here-9876' })).statusCode).toBe(404);
    const text = await scraped();
    const count = (labels: string) => sample(text, 'http_request_duration_seconds_count', labels);
    expect(count('route="/api/my-booking/:token",method="GET",status="404"')).toBeGreaterThanOrEqual(1);
    expect(count('route="/api/health",method="GET",status="200"')).toBeGreaterThanOrEqual(1);
    expect(count(`route="${UNMATCHED_ROUTE}",method="GET",status="404"`)).toBeGreaterThanOrEqual(1);
    expect(count('route="/api/razorpay/create-order",method="POST",status="200"')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('nothing-here-9876');
  });

  it('counts the queries that found no database connection free', async () => {
    const before = sample(await scraped(), 'mandi_db_pool_waits_total')!;
    // More at once than the pool holds (SQLite: one connection; PostgreSQL: DATABASE_POOL_SIZE).
    await Promise.all(Array.from({ length: 20 }, () => sql`select 1`.execute(t.database.db)));
    const text = await scraped();
    expect(sample(text, 'mandi_db_pool_waits_total')).toBeGreaterThanOrEqual(before + 10);
    expect(sample(text, 'mandi_db_pool_waiting')).toBe(0);
  });

  it('counts the live streams open now, and leaves their hours out of the answer times', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cook = await t.signIn('staff', 'cook-metrics');
    const streams = [
      await openEventStream(`${address}/api/live?topics=kitchen`, { cookie: admin }),
      await openEventStream(`${address}/api/live?topics=kitchen`, { cookie: cook }),
    ];
    expect(streams.map((stream) => stream.response.status)).toEqual([200, 200]);
    expect(sample(await scraped(), 'mandi_live_streams_open')).toBe(2);
    // One closed by the screen, one ended by the server when its session ends.
    streams[0]!.close();
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: cook } });
    expect(await streams[1]!.ends()).toBe(true);
    await expect.poll(async () => sample(await scraped(), 'mandi_live_streams_open')).toBe(0);
    expect(await scraped()).not.toContain('route="/api/live"');
  });
});

describe('the business figures when the database does not answer', () => {
  it('keep their last reading, and the failed read is counted by figure', async () => {
    const registry = new Registry();
    let fail = false;
    const read = async () => {
      if (fail) throw new Error('connection terminated');
      return 5;
    };
    const silent = { warn: () => {} } as unknown as Parameters<typeof registerBusinessFigures>[3];
    const figures = {
      bookings: read,
      heldUnits: read,
      refunds: read,
      waitingOffers: read,
      paymentsWithoutBooking: read,
      changeRepliesStored: read,
    };
    registerBusinessFigures(registry, {} as Db, figures, silent);
    expect(sample(await registry.metrics(), 'mandi_bookings_total')).toBe(5);
    fail = true;
    const text = await registry.metrics();
    expect(sample(text, 'mandi_bookings_total')).toBe(5);
    expect(sample(text, 'mandi_held_units')).toBe(5);
    expect(sample(text, 'mandi_figure_read_failures_total', 'figure="mandi_bookings_total"')).toBe(1);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not exist: 404 as JSON, as any unknown API path', async () => {
    expect(t.app.registeredRoutes.map((route) => route.url)).not.toContain('/metrics');
    for (const url of ['/metrics', '/api/x']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer anything' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        error: `No such call: GET ${url}`,
        code: 'refusals.request.noSuchCall',
        params: { method: 'GET', path: url },
      });
    }
  });
});
