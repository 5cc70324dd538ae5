// The storefront while every bound an attacker can fill is full. Run: npm run bench:bounds-full
// Measures a phone opening the storefront (the page, the sales and their slots) on a quiet server, then
// fills what requests can grow up to each bound — the sale held unpaid to the per-network cap, live
// streams to the server's budget, kept change replies to an account's budget, price history to 500 per
// item and imports to the hourly limit — and measures the same phone again while a sign-in flood from
// 30 addresses, deep-JSON bodies and back-to-back inventory reads keep coming (bench/bounds-attacks.ts).
// Prints both side by side.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  ADMIN,
  type Check,
  adminCookie,
  call,
  createSaleEvent,
  percentile,
  reportChecks,
  runBench,
  sleep,
  startProcess,
  startServer,
  stopProcess,
} from './lib/server.ts';
import { waitingListHoard } from './waiting-list-hoard.ts';
import { orderBodyOf } from './lib/order-body.mjs';
import { cpuSeconds } from './lib/load.ts';

const PHASE_S = Number(process.env.BENCH_SECONDS ?? 15);
const SALE_SLOTS = 500;
const UNPAID_CAP = 10;
const STREAMS_TOTAL = 300;
const STREAMS_PER_ACCOUNT = 20;
const STREAMS_PER_SESSION = 6;
const CHANGE_REPLIES_PER_ACCOUNT = 2000;
const IMPORTS_PER_HOUR = 60;
const STOREFRONT_LIMIT_MS = 200;
const PAGES = ['/', '/api/events', '/api/events/availability'] as const;

const from = (address: string) => ({ 'x-forwarded-for': address });

interface Timed {
  status: number;
  ms: number;
}

/** One request on a given agent, timed from its start to the last byte of the answer. */
function timedGet(agent: http.Agent, url: string): Promise<Timed> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

/**
 * Phones opening the storefront one after another for `seconds`: each on a new connection asks for the
 * page, then its sales and their slots together (as the page does), then the slots of the open sale.
 */
async function storefrontVisits(base: string, eventId: number, seconds: number, phones = 4) {
  const times = new Map<string, number[]>();
  let failed = 0;
  const note = (page: string, timed: Timed) => {
    if (timed.status !== 200) failed++;
    times.set(page, [...(times.get(page) ?? []), timed.ms]);
  };
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: phones }, async () => {
      while (performance.now() < until) {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
        note('/', await timedGet(agent, `${base}/`));
        const [events, availability] = await Promise.all([
          timedGet(agent, `${base}/api/events`),
          timedGet(agent, `${base}/api/events/availability`),
        ]);
        note('/api/events', events);
        note('/api/events/availability', availability);
        note('/api/available-slots', await timedGet(agent, `${base}/api/available-slots?eventId=${eventId}`));
        agent.destroy();
        await sleep(100);
      }
    }),
  );
  return { times, failed };
}

type Visits = Awaited<ReturnType<typeof storefrontVisits>>;

function summary(ms: number[]) {
  return {
    n: ms.length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: Math.max(...ms),
  };
}

function printVisits(quiet: Visits, full: Visits) {
  const cell = (ms: number) => ms.toFixed(1).padStart(7);
  console.log(`\n${'page'.padEnd(26)} ${'phase'.padEnd(6)} ${'n'.padStart(5)}     p50     p95     p99     max (ms)`);
  for (const page of [...PAGES, '/api/available-slots']) {
    for (const [phase, visits] of [
      ['quiet', quiet],
      ['full', full],
    ] as const) {
      const s = summary(visits.times.get(page) ?? [0]);
      console.log(
        `${page.padEnd(26)} ${phase.padEnd(6)} ${String(s.n).padStart(5)} ${cell(s.p50)} ${cell(s.p95)} ${cell(s.p99)} ${cell(s.max)}`,
      );
    }
  }
  console.log(`non-200 answers: quiet ${quiet.failed}, full ${full.failed}`);
}

let phones = 0;
/** Holds the whole sale unpaid: 50 networks, each up to the unpaid-units cap. */
async function holdTheSale(base: string, eventId: number) {
  const statuses = new Map<number, number>();
  for (let network = 1; network * UNPAID_CAP <= SALE_SLOTS + UNPAID_CAP; network++) {
    const replies = await Promise.all(
      Array.from({ length: UNPAID_CAP }, () =>
        call(`${base}/api/razorpay/create-order`, {
          method: 'POST',
          headers: from(`10.50.${network}.1`),
          body: { ...orderBodyOf(eventId, 0), phone: `8${String(++phones).padStart(9, '0')}` },
        }),
      ),
    );
    for (const reply of replies) statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
  }
  return statuses;
}

async function signIn(base: string, username: string, password: string, address: string): Promise<string> {
  const login = await call(`${base}/api/auth/login`, {
    method: 'POST',
    headers: from(address),
    body: { username, password },
  });
  if (login.status !== 200) throw new Error(`sign-in ${username}: ${login.status} ${JSON.stringify(login.body)}`);
  return login.headers.get('set-cookie')!.split(';')[0]!;
}

/** Opens one live stream and answers its status; an accepted stream stays open until the bench ends. */
function openStream(base: string, cookie: string, open: http.ClientRequest[]): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(
      `${base}/api/live?topics=kitchen:inventory`,
      { headers: { cookie, accept: 'text/event-stream' }, agent: false },
      (response) => {
        if (response.statusCode === 200) open.push(request);
        else response.resume();
        response.on('data', () => {});
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', () => resolve(0));
  });
}

/** Staff accounts, each signed in enough times to reach its own stream cap, until the server's budget is full. */
async function fillStreams(base: string, open: http.ClientRequest[]) {
  const admin = await adminCookie(base);
  const statuses = new Map<number, number>();
  const accounts = STREAMS_TOTAL / STREAMS_PER_ACCOUNT + 1;
  const sessionsPerAccount = Math.ceil(STREAMS_PER_ACCOUNT / STREAMS_PER_SESSION) + 1;
  let address = 0;
  for (let n = 1; n <= accounts; n++) {
    const username = `stream${n}`;
    const password = `stream-password-${n}-long`;
    const created = await call(`${base}/api/users`, {
      method: 'POST',
      cookie: admin,
      body: { username, password, role: 'staff' },
    });
    if (created.status !== 201) throw new Error(`create ${username}: ${created.status}`);
    for (let s = 0; s < sessionsPerAccount; s++) {
      const cookie = await signIn(base, username, password, `10.60.${++address}.1`);
      for (let i = 0; i < STREAMS_PER_SESSION + 1; i++) {
        const status = await openStream(base, cookie, open);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }
  }
  return statuses;
}

/** One item whose price history is full (1,000 daily prices, 500 kept plus a month each before them). */
function inventoryItem(id: number, prices: number) {
  const start = Date.UTC(2023, 0, 1);
  return {
    id,
    name: `Bench item ${id}`,
    category: 'Spices',
    quantity: 5,
    unit: 'kg',
    currentPrice: 120,
    priceHistory: Array.from({ length: prices }, (_, day) => ({
      date: new Date(start + day * 86_400_000).toISOString(),
      price: 100 + (day % 50),
    })),
    isActive: true,
    lastUpdated: new Date(start + prices * 86_400_000).toISOString(),
  };
}

/** 100 items with full price histories, then small imports to the hourly limit, then one more. */
async function fillInventory(base: string, cookie: string) {
  const statuses = new Map<number, number>();
  const send = async (items: object[]) => {
    const reply = await call(`${base}/api/inventory/import`, { method: 'POST', cookie, body: { items, apply: true } });
    statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
  };
  await send(Array.from({ length: 100 }, (_, i) => inventoryItem(i + 1, 1000)));
  for (let n = 1; n < IMPORTS_PER_HOUR + 5; n++) await send([inventoryItem(1, 1000 - n)]);
  const list = await fetch(`${base}/api/inventory`, { headers: { cookie } });
  return { statuses, listBytes: (await list.arrayBuffer()).byteLength };
}

/** One account's kept change replies to its count budget and past it: stale-version saves, each with its own id. */
async function fillChangeReplies(base: string, cookie: string) {
  const statuses = new Map<number, number>();
  const total = CHANGE_REPLIES_PER_ACCOUNT + 200;
  let sent = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (sent < total) {
        sent++;
        const reply = await call(`${base}/api/inventory/1`, {
          method: 'PATCH',
          cookie,
          headers: { 'x-change-id': `bounds-${randomBytes(12).toString('hex')}` },
          body: { quantity: 7, version: 999_999 },
        });
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

/** Starts bench/bounds-attacks.ts at the lowest CPU priority; `stop` ends it and answers what it sent. */
async function startAttacks(base: string, staffCookie: string, targetName: string) {
  const which = process.env.BENCH_ATTACKS ?? 'sign-ins,deep,reads';
  const child = await startProcess(
    ['--import', 'tsx', 'bench/bounds-attacks.ts', base, staffCookie, targetName, which],
    {},
    /attacking/,
  );
  os.setPriority(child.pid!, 19);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    async stop(): Promise<{ signIns: number; deepBodies: number; inventoryReads: number }> {
      await stopProcess(child);
      return JSON.parse(output.trim().split('\n').at(-1)!);
    },
  };
}

const show = (statuses: Map<number, number>) =>
  [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ');

async function main() {
  const checks: Check[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-bounds-'));
  console.log(`bounds-full bench on ${os.cpus().length} cores, ${PHASE_S} s per phase, SQLite\n`);
  const server = await startServer({
    DATA_DIR: dataDir,
    TRUSTED_PROXIES: '127.0.0.1',
    MAX_UNPAID_UNITS_PER_ADDRESS: String(UNPAID_CAP),
    LIVE_STREAMS_TOTAL: String(STREAMS_TOTAL),
    LIVE_STREAMS_PER_ACCOUNT: String(STREAMS_PER_ACCOUNT),
    LIVE_STREAMS_PER_SESSION: String(STREAMS_PER_SESSION),
    CHANGE_REPLIES_PER_ACCOUNT: String(CHANGE_REPLIES_PER_ACCOUNT),
    INVENTORY_IMPORTS_PER_HOUR: String(IMPORTS_PER_HOUR),
  });
  const base = server.url;
  const eventId = await createSaleEvent(base, SALE_SLOTS, 'Bounds sale');

  const quiet = await storefrontVisits(base, eventId, PHASE_S);

  const held = await holdTheSale(base, eventId);
  const slots = await call(`${base}/api/available-slots?eventId=${eventId}`);
  console.log(
    `sale held unpaid        : ${show(held)}; now ${slots.body.availableSlots} free, ${slots.body.heldSlots} held`,
  );
  checks.push([`the sale is held to the end and no further (${SALE_SLOTS} held)`, slots.body.heldSlots === SALE_SLOTS]);

  const open: http.ClientRequest[] = [];
  const streams = await fillStreams(base, open);
  console.log(`live streams            : ${show(streams)}; ${open.length} open`);
  checks.push([`live streams stop at the server's budget (${STREAMS_TOTAL}) with 429`, open.length === STREAMS_TOTAL]);

  const staffCookie = await signIn(base, 'stream1', 'stream-password-1-long', '10.80.0.1');
  const inventory = await fillInventory(base, staffCookie);
  console.log(
    `inventory imports       : ${show(inventory.statuses)}; GET /api/inventory is ${(inventory.listBytes / 1024).toFixed(0)} KB`,
  );
  checks.push([
    `imports stop at ${IMPORTS_PER_HOUR} an hour with 429`,
    inventory.statuses.get(200) === IMPORTS_PER_HOUR && (inventory.statuses.get(429) ?? 0) > 0,
  ]);

  const replies = await fillChangeReplies(base, staffCookie);
  const reader = new Database(path.join(dataDir, 'mandi.db'), { readonly: true });
  const kept = reader
    .prepare(
      'SELECT count(*) AS n, coalesce(sum(reply_bytes), 0) AS bytes, max(reply_bytes) AS largest FROM applied_changes',
    )
    .get() as { n: number; bytes: number; largest: number };
  const history = reader.prepare('SELECT count(*) AS n FROM inventory_price_history').get() as { n: number };
  reader.close();
  console.log(
    `change replies          : ${show(replies)}; kept ${kept.n} (${(kept.bytes / 1024).toFixed(0)} KB, largest ${kept.largest} B)`,
  );
  console.log(`price history rows      : ${history.n} for 100 items`);
  checks.push([
    `kept change replies stop at ${CHANGE_REPLIES_PER_ACCOUNT} per account`,
    kept.n <= CHANGE_REPLIES_PER_ACCOUNT + 1,
  ]);

  checks.push(...(await waitingListHoard(base, UNPAID_CAP, PHASE_S)));

  const attacks = await startAttacks(base, staffCookie, ADMIN.username);
  await sleep(1000);
  const serverBefore = cpuSeconds(server.child.pid!);
  const clientBefore = process.cpuUsage();
  const full = await storefrontVisits(base, eventId, PHASE_S);
  const client = process.cpuUsage(clientBefore);
  const serverShare = (cpuSeconds(server.child.pid!) - serverBefore) / PHASE_S;
  console.log(
    `CPU while measured      : server ${(serverShare * 100).toFixed(0)} % of a core, ` +
      `the measuring phones ${(((client.user + client.system) / 1e6 / PHASE_S) * 100).toFixed(0)} %`,
  );
  const sent = await attacks.stop();
  console.log(
    `while measured          : ${sent.signIns} wrong sign-ins from 30 addresses, ` +
      `${sent.deepBodies} deep 1 MB bodies, ${sent.inventoryReads} inventory reads (sent at the lowest CPU priority)`,
  );
  printVisits(quiet, full);

  for (const page of [...PAGES, '/api/available-slots']) {
    const p99 = percentile(full.times.get(page) ?? [], 99);
    checks.push([
      `${page} p99 under ${STOREFRONT_LIMIT_MS} ms while every bound is full (${p99.toFixed(0)} ms)`,
      p99 < STOREFRONT_LIMIT_MS,
    ]);
  }
  checks.push(['every storefront answer was 200 while full', full.failed === 0]);
  const health = await call(`${base}/api/health`);
  checks.push(['/api/health answers while full', health.status === 200]);

  for (const request of open) request.destroy();
  await stopProcess(server.child);
  if (process.env.BENCH_KEEP_DATA) console.log(`data kept in ${dataDir}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
  reportChecks(checks);
}

runBench(main);
