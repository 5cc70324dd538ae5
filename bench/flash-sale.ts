// Flash-sale figures for issue 3. Run: npm run bench:flash-sale
// Prints: the 500-customer race for 50 slots on SQLite and on PostgreSQL (oversell, lost paid orders),
// create-order throughput and p99 against a bare Fastify SQLite write, GET /api/events against a bare
// Fastify route answering the same JSON, and the storefront's first-load JavaScript.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { freePort, startPostgresCluster } from '../src/server/test/postgres-cluster.ts';
import {
  adminCookie,
  call,
  killChildren,
  reportChecks,
  ROOT,
  startProcess,
  startServer,
  stopProcess,
} from './lib/server.ts';
import { todayInKerala } from '../src/shared/domain/event-date.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const SALES = 80;
const HOLDS_PER_SALE = 1500;

async function createEvent(base: string, maxOrders: number): Promise<number> {
  const cookie = await adminCookie(base);
  const created = await call(`${base}/api/events`, {
    method: 'POST',
    cookie,
    body: {
      title: `Flash sale ${randomBytes(3).toString('hex')}`,
      date: todayInKerala(),
      description: 'Bench',
      maxOrders,
      menuItems: { 'chicken-mandi': { enabled: true } },
    },
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return created.body.event.id;
}

/** Each buyer has a phone of their own: one phone keeps one open hold per event. */
let buyers = 0;
function orderBody(eventId: number) {
  return {
    eventId,
    items: { 'chicken-mandi': 1 },
    amount: 60000,
    currency: 'INR',
    receipt: `bench${randomBytes(10).toString('hex')}`,
    name: 'Bench Customer',
    phone: `9${String(++buyers % 1_000_000_000).padStart(9, '0')}`,
    address: 'Bench Road, Kottayam',
    pincode: '686001',
    coupon: null,
    location: null,
  };
}

/** 500 customers at once, each: hold → test checkout → booking. */
async function race(base: string, customers: number, slots: number) {
  const eventId = await createEvent(base, slots);
  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: customers }, async () => {
      const order = await call(`${base}/api/razorpay/create-order`, { method: 'POST', body: orderBody(eventId) });
      if (order.status !== 200) return { held: false, paid: false, booked: false, status: order.status };
      const pay = await call(`${base}/api/test-gateway/pay`, { method: 'POST', body: { orderId: order.body.orderId } });
      const proof = {
        id: pay.body.razorpay_payment_id,
        orderId: order.body.orderId,
        signature: pay.body.razorpay_signature,
      };
      const booking = await call(`${base}/api/bookings`, { method: 'POST', body: { payment: proof } });
      return { held: true, paid: pay.status === 200, booked: booking.status === 200, status: booking.status };
    }),
  );
  const elapsedMs = performance.now() - started;
  const slotsLeft = (await call(`${base}/api/available-slots?eventId=${eventId}`)).body.availableSlots;
  const paid = outcomes.filter((o) => o.paid).length;
  const bookedAnswers = outcomes.filter((o) => o.booked).length;
  const refused = outcomes.filter((o) => !o.held);
  return {
    eventId,
    elapsedMs,
    paid,
    bookedAnswers,
    slotsLeft,
    refusedNot409: refused.filter((o) => o.status !== 409).length,
  };
}

function countBookingsSqlite(file: string, eventId: number) {
  const db = new SqliteDatabase(file, { readonly: true });
  const row = db
    .prepare(
      'select count(*) n, coalesce(sum(total_quantity),0) units, count(distinct payment_id) payments from bookings where event_id = ?',
    )
    .get(eventId) as { n: number; units: number; payments: number };
  db.close();
  return row;
}

async function countBookingsPostgres(url: string, eventId: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    'select count(*)::int n, coalesce(sum(total_quantity),0)::int units, count(distinct payment_id)::int payments from bookings where event_id = $1',
    [eventId],
  );
  await client.end();
  return rows[0] as { n: number; units: number; payments: number };
}

function printRace(
  label: string,
  slots: number,
  result: Awaited<ReturnType<typeof race>>,
  stored: { n: number; units: number; payments: number },
) {
  const oversell = Math.max(0, stored.units - slots);
  const lostPaid = result.paid - stored.n;
  console.log(
    `${label}: ${result.paid} paid / ${stored.n} bookings (${stored.payments} distinct payments, ${stored.units} units) for ${slots} slots; ` +
      `slots left ${result.slotsLeft}; oversell ${oversell}; lost paid orders ${lostPaid}; unexpected refusals ${result.refusedNot409}; ${Math.round(result.elapsedMs)} ms`,
  );
  return oversell === 0 && lostPaid === 0 && result.refusedNot409 === 0 && stored.n === slots && result.slotsLeft === 0;
}

async function load(url: string, options: { method: 'GET' | 'POST'; body?: () => string }) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    method: options.method,
    headers: { 'content-type': 'application/json' },
    requests: options.body
      ? [{ method: 'POST', setupRequest: (request) => ({ ...request, body: options.body!() }) }]
      : undefined,
  });
  const ok = result['2xx'];
  return { rps: ok / DURATION_S, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

function storefrontJavaScript() {
  const web = path.join(ROOT, 'dist/web');
  const html = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(web, file)), { level: 9 }).length;
  const bytes = initial.reduce((sum, file) => sum + gz(file), 0);
  const leaks = initial.filter((file) => /leaflet|booking|checkout|map-picker|admin|kitchen/i.test(file));
  return { bytes, files: initial.length, leaks };
}

async function main() {
  const checks: [string, boolean][] = [];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-bench-'));
  console.log(
    `flash-sale bench on ${os.cpus().length} cores, ${DURATION_S} s per load run, ${CONNECTIONS} connections\n`,
  );

  // 1. The race on SQLite.
  const sqliteDir = path.join(work, 'sqlite');
  let server = await startServer({ DATA_DIR: sqliteDir });
  const sqliteRace = await race(server.url, 500, 50);
  checks.push([
    'SQLite race: zero oversell, no lost paid order',
    printRace(
      'race on SQLite     ',
      50,
      sqliteRace,
      countBookingsSqlite(path.join(sqliteDir, 'mandi.db'), sqliteRace.eventId),
    ),
  ]);

  // 2. Throughput against the baselines, same machine, one after the other.
  // Sales of 2,000 slots, a new one every 1,500 holds: a capacity check reads the units held on its
  // event (an index-only range of at most the event's size), so each run measures large sales.
  const sales = await Promise.all(Array.from({ length: SALES }, () => createEvent(server.url, 2000)));
  let ordered = 0;
  const nextSaleOrder = () => JSON.stringify(orderBody(sales[Math.floor(ordered++ / HOLDS_PER_SALE) % SALES]!));
  const eventsJsonFile = path.join(work, 'events.json');
  fs.writeFileSync(eventsJsonFile, await (await fetch(`${server.url}/api/events`)).text());
  await stopProcess(server.child);

  const basePort = await freePort();
  const baseline = await startProcess(
    ['--import', 'tsx', 'bench/baseline-server.ts'],
    { PORT: String(basePort), DATA_DIR: path.join(work, 'baseline'), EVENTS_JSON_FILE: eventsJsonFile },
    /baseline ready/,
  );
  const bareWrite = await load(`http://127.0.0.1:${basePort}/write`, {
    method: 'POST',
    body: () => JSON.stringify(orderBody(1)),
  });
  const bareEvents = await load(`http://127.0.0.1:${basePort}/events-json`, { method: 'GET' });
  await stopProcess(baseline);

  server = await startServer({ DATA_DIR: sqliteDir });
  const orderLoad = { method: 'POST' as const, body: nextSaleOrder };
  const createOrder = await load(`${server.url}/api/razorpay/create-order`, orderLoad);
  const events = await load(`${server.url}/api/events`, { method: 'GET' });
  await stopProcess(server.child);

  const orderRatio = createOrder.rps / bareWrite.rps;
  const eventsRatio = events.rps / bareEvents.rps;
  console.log(`bare SQLite write  : ${bareWrite.rps.toFixed(0)} req/s, p99 ${bareWrite.p99} ms`);
  console.log(
    `create-order (max) : ${createOrder.rps.toFixed(0)} req/s, p99 ${createOrder.p99} ms (non-2xx ${createOrder.non2xx}, errors ${createOrder.errors})`,
  );
  console.log(
    `  ratio ${(orderRatio * 100).toFixed(0)} % of the bare write (target ≥ 50 %), p99 ${createOrder.p99} ms (target < 100 ms)`,
  );
  console.log(`bare same JSON     : ${bareEvents.rps.toFixed(0)} req/s, p99 ${bareEvents.p99} ms`);
  console.log(`GET /api/events    : ${events.rps.toFixed(0)} req/s, p99 ${events.p99} ms`);
  console.log(`  ratio ${(eventsRatio * 100).toFixed(0)} % (target ≥ 60 %)`);
  checks.push(['create-order ≥ 50 % of a bare SQLite write', orderRatio >= 0.5 && createOrder.non2xx === 0]);
  checks.push(['create-order p99 < 100 ms at 100 connections', createOrder.p99 < 100]);
  checks.push(['GET /api/events ≥ 60 % of bare JSON', eventsRatio >= 0.6]);

  // 3. The race on PostgreSQL.
  const cluster = await startPostgresCluster({ durable: true });
  try {
    server = await startServer({ DATA_DIR: path.join(work, 'pg'), DATABASE_URL: cluster.adminUrl });
    const pgRace = await race(server.url, 500, 50);
    checks.push([
      'PostgreSQL race: zero oversell, no lost paid order',
      printRace('race on PostgreSQL ', 50, pgRace, await countBookingsPostgres(cluster.adminUrl, pgRace.eventId)),
    ]);
    await stopProcess(server.child);
  } finally {
    cluster.stop();
  }

  // 4. What a phone downloads first.
  const js = storefrontJavaScript();
  console.log(
    `storefront first load: ${(js.bytes / 1024).toFixed(1)} KB gzipped JavaScript in ${js.files} files; booking/map/checkout/admin/kitchen chunks in it: ${js.leaks.length ? js.leaks.join(', ') : 'none'}`,
  );
  checks.push([
    'storefront first load ≤ 130 KB gzipped JS, dialog code deferred',
    js.bytes <= 130 * 1024 && js.leaks.length === 0,
  ]);

  fs.rmSync(work, { recursive: true, force: true });
  reportChecks(checks);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(killChildren);
