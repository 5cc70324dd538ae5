// `npm run drill`: PostgreSQL, three app instances and Caddy (HTTPS from its own certificate authority)
// on this machine's loopback, as deploy/ describes them; it prints where to sign in and runs until
// Ctrl-C. `npm run drill -- --check` instead runs the failover drill and exits 0, or 1 naming what
// was lost:
//   - HTTP/2 and compression;
//   - 500 buyers pay through Caddy while one instance is SIGKILLed and restarted twice: every
//     acknowledged booking is kept, none beyond them, no oversell, the capacity counters exact;
//   - kitchen screens on the killed instance come back through Caddy to another and receive every
//     change made meanwhile (Last-Event-ID across instances);
//   - a kitchen tablet's offline queue, replayed during the kills, applies each change once;
//   - every instance's GET /metrics reports the database's bookings and held units after the kills;
//   - then the attack pass (attack-pass.ts): issue 44's attacks and a few that held before (a claimed
//     X-Forwarded-For among them), one line each, held or BROKEN.
// `npm run drill -- --check --database-failover` runs the database's failover drill instead
// (database-failover.ts): pg_auto_failover's primary lost mid-sale.
import fs from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { todayInKerala } from '../../src/shared/domain/event-date.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { ADMIN, type Check, reportChecks, runBench, saleEventBody, sleep } from '../../bench/lib/server.ts';
import { attackPass } from './attack-pass.ts';
import { databaseFailoverCheck } from './database-failover.ts';
import { createClient, openScreen, type Client } from './https-client.ts';
import { buy, judgeSale } from './sale.ts';
import { METRICS_TOKEN, startStack, type Stack } from './stack.ts';

const INSTANCES = 3;
const BUYERS = 500;
const SLOTS = 400;
/** Buyers start this far apart, so that the sale lasts through both kills. */
const BUYER_SPACING_MS = 14;
const READINGS = 60;
const READING_SPACING_MS = 150;
const SCREENS = 6;
/** The instance the drill stops (twice), and when. */
const VICTIM = 1;
const KILLS_AT_MS = [1200, 4200];
const DOWN_MS = 800;

/** The n-th caller's own loopback address: 127.0.<1…>.<1…250>. */
const addressOf = (n: number) => `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;

async function signIn(client: Client, username: string, password: string, from: string) {
  const login = await client.callUntilAnswered('/api/auth/login', {
    method: 'POST',
    body: { username, password },
    from,
  });
  if (login.status !== 200) throw new Error(`sign-in of ${username}: ${login.status} ${JSON.stringify(login.body)}`);
  return String([login.headers['set-cookie']].flat()[0]).split(';')[0]!;
}

async function createSale(client: Client, cookie: string, maxOrders: number) {
  const created = await client.callUntilAnswered('/api/events', {
    method: 'POST',
    cookie,
    body: saleEventBody(maxOrders, 'Drill sale'),
  });
  if (created.status !== 201) throw new Error(`sale: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.event.id as number;
}

/** HTTP/2 and a compressed answer, asked as a phone's browser asks. */
async function protocolOf(stack: Stack) {
  const session = http2.connect(stack.origin, { ca: stack.ca });
  try {
    return await new Promise<{ status: number; encoding: string }>((resolve, reject) => {
      const stream = session.request({ ':path': '/api/events', 'accept-encoding': 'zstd, gzip' });
      stream.on('response', (headers) =>
        resolve({ status: Number(headers[':status']), encoding: String(headers['content-encoding'] ?? 'none') }),
      );
      stream.on('error', reject);
      stream.resume();
    });
  } finally {
    session.close();
  }
}

function buyThrough(client: Client, eventId: number, buyer: number) {
  const from = addressOf(buyer);
  return buy((route, body) => client.callUntilAnswered(route, { method: 'POST', body, from }), eventId);
}

/**
 * Waits until every screen has had every change any screen has (a change still on its way to a busy
 * instance's screens is not a missed one), for at most 20 s: a change missed for good still fails
 * the check after.
 */
async function screensCaughtUp(screens: { seen: () => string[] }[]) {
  const deadline = performance.now() + 20_000;
  const caughtUp = () => {
    const all = new Set(screens.flatMap((screen) => screen.seen()));
    return all.size >= READINGS && screens.every((screen) => new Set(screen.seen()).size === all.size);
  };
  while (!caughtUp() && performance.now() < deadline) await sleep(100);
}

/** One tablet's queue of temperature readings, each sent until answered and then once more (a replay). */
async function kitchenQueue(client: Client, cookie: string, diaryEventId: number, taskId: number) {
  const outcomes: { first: number; replayed: boolean; same: boolean }[] = [];
  await Promise.all(
    Array.from({ length: READINGS }, async (_, n) => {
      await sleep(n * READING_SPACING_MS);
      const changeId = randomUUID();
      const send = () =>
        client.callUntilAnswered(`/api/todos/${diaryEventId}/${taskId}/temperatures`, {
          method: 'POST',
          cookie,
          body: { value: 200 + n },
          headers: { 'x-change-id': changeId },
          from: '127.0.98.1',
        });
      const first = await send();
      const again = await send();
      outcomes.push({
        first: first.status,
        replayed: again.headers['x-change-replayed'] === '1',
        same: JSON.stringify(again.body) === JSON.stringify(first.body),
      });
    }),
  );
  return outcomes;
}

async function killTwice(stack: Stack, started: number) {
  const log: string[] = [];
  for (const at of KILLS_AT_MS) {
    await sleep(Math.max(0, started + at - performance.now()));
    await stack.kill(VICTIM);
    log.push(`killed instance ${VICTIM + 1} at ${Math.round(performance.now() - started)} ms`);
    await sleep(DOWN_MS);
    await stack.restart(VICTIM);
    log.push(`instance ${VICTIM + 1} back at ${Math.round(performance.now() - started)} ms`);
  }
  return log;
}

async function check(stack: Stack) {
  const checks: Check[] = [];
  const client = createClient(stack.origin, stack.ca);
  const adminCookie = await signIn(client, ADMIN.username, ADMIN.password, '127.0.97.1');

  const protocol = await protocolOf(stack);
  console.log(`protocol: HTTP/2 status ${protocol.status}, content-encoding ${protocol.encoding}`);
  checks.push(['HTTPS with HTTP/2 through Caddy', protocol.status === 200]);
  checks.push(['answers compressed (zstd or gzip)', /zstd|gzip/.test(protocol.encoding)]);

  // The kitchen: a cook, an event with its temperature task, and screens following it.
  const cook = {
    username: `drill${randomBytes(3).toString('hex')}`,
    password: `cook-${randomBytes(8).toString('hex')}`,
  };
  const made = await client.callUntilAnswered('/api/users', {
    method: 'POST',
    cookie: adminCookie,
    body: { ...cook, role: 'staff' },
  });
  if (made.status !== 201) throw new Error(`cook: ${made.status} ${JSON.stringify(made.body)}`);
  const cookCookie = await signIn(client, cook.username, cook.password, '127.0.98.1');
  const diary = await client.callUntilAnswered('/api/diary-events/create', {
    method: 'POST',
    cookie: cookCookie,
    body: { title: 'Drill day', date: todayInKerala() },
  });
  const diaryEventId = diary.body.event.id as number;
  const tasks = await client.callUntilAnswered(`/api/todos/${diaryEventId}`, { cookie: cookCookie });
  const temperatureTask = (tasks.body.data as { id: number; isTemperature: boolean }[]).find((t) => t.isTemperature)!;
  const screens = Array.from({ length: SCREENS }, () =>
    openScreen(stack.origin, stack.ca, `/api/live?topics=kitchen:${diaryEventId}`, cookCookie),
  );
  await sleep(1000);

  // The sale, the queue and the kills, all at once.
  const eventId = await createSale(client, adminCookie, SLOTS);
  const started = performance.now();
  const [buyers, queue, kills] = await Promise.all([
    Promise.all(
      Array.from({ length: BUYERS }, async (_, buyer) => {
        await sleep(buyer * BUYER_SPACING_MS);
        return buyThrough(client, eventId, buyer);
      }),
    ),
    kitchenQueue(client, cookCookie, diaryEventId, temperatureTask.id),
    killTwice(stack, started),
  ]);
  const elapsed = Math.round(performance.now() - started);
  await screensCaughtUp(screens);
  screens.forEach((screen) => screen.close());
  kills.forEach((line) => console.log(line));

  const database = openDatabase({ dialect: 'postgres', url: stack.databaseUrl });
  const { db } = database;
  try {
    const sale = await judgeSale(db, eventId, SLOTS, buyers);
    console.log(`sale in ${elapsed} ms: ${sale.summary}; calls retried after a lost answer ${client.retries()}`);
    for (const buyer of sale.refused.slice(0, 5)) console.log('  refused:', JSON.stringify(buyer));
    checks.push(...sale.checks);
    checks.push(['the kills hit calls in flight (some were retried)', client.retries() > 0]);

    // The business's figures are read from the database at each scrape: after the kills every instance,
    // the restarted one too, reports the rows.
    const counted = await db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const scraped = await Promise.all(stack.ports.map((port) => scrapeFigures(port)));
    console.log(
      `metrics: bookings ${scraped.map((figures) => figures.bookings).join(', ')} on the ${stack.ports.length} instances, ` +
        `${Number(counted.n)} in the database; held units ${scraped.map((figures) => figures.heldUnits).join(', ')}`,
    );
    checks.push([
      "every instance's metrics report the database's bookings after the kills",
      scraped.every((figures) => figures.bookings === Number(counted.n) && figures.heldUnits === scraped[0]!.heldUnits),
    ]);

    const readings = await db
      .selectFrom('temperature_readings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('event_id', '=', diaryEventId)
      .executeTakeFirstOrThrow();
    const appliedOnce = Number(readings.n);
    console.log(
      `offline queue: ${READINGS} readings, ${appliedOnce} stored; answered ${queue.filter((q) => q.first === 200).length}, ` +
        `repeats replayed ${queue.filter((q) => q.replayed && q.same).length}`,
    );
    checks.push([
      'the offline queue applied each change once',
      appliedOnce === READINGS && queue.every((q) => q.first === 200 && q.replayed && q.same),
    ]);

    const everyChange = new Set(screens.flatMap((screen) => screen.seen()));
    const moved = screens.filter((screen) => screen.reconnects() > 0);
    for (const [index, screen] of screens.entries()) {
      console.log(
        `screen ${index + 1}: ${new Set(screen.seen()).size}/${everyChange.size} changes, reconnected ${screen.reconnects()}, told to start over ${screen.resets()}`,
      );
    }
    checks.push(['screens on the killed instance came back through Caddy', moved.length > 0]);
    checks.push([
      'every screen received every change (none told to start over)',
      everyChange.size >= READINGS &&
        screens.every((screen) => new Set(screen.seen()).size === everyChange.size && screen.resets() === 0),
    ]);

    console.log('');
    checks.push(...(await attackPass({ stack, client, adminCookie, db })));
  } finally {
    await database.close();
    client.agent.destroy();
  }
  reportChecks(checks);
}

/** One instance's GET /metrics, read directly (Prometheus scrapes each instance, not Caddy). */
async function scrapeFigures(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = response.ok ? await response.text() : '';
  const sample = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { bookings: sample('mandi_bookings_total'), heldUnits: sample('mandi_held_units') };
}

async function main() {
  const checking = process.argv.includes('--check');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-drill-'));
  if (process.argv.includes('--database-failover')) {
    console.log(
      `drill: pg_auto_failover (monitor, primary, secondary), ${INSTANCES} app instances and Caddy on loopback (${work})`,
    );
    try {
      await databaseFailoverCheck(work);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
    return;
  }
  console.log(`drill: PostgreSQL, ${INSTANCES} app instances and Caddy on loopback (${work})`);
  const stack = await startStack(work, INSTANCES);
  try {
    if (checking) {
      await check(stack);
      return;
    }
    console.log(`\nStorefront: ${stack.origin.href}  (Caddy's certificate authority: ${stack.rootCertificate})`);
    console.log(`Admin: ${stack.origin.href}admin  — sign in as ${ADMIN.username} / ${ADMIN.password}`);
    console.log(`Instances on ports ${stack.ports.join(', ')}. Ctrl-C stops everything.`);
    await new Promise((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
  } finally {
    await stack.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

runBench(main);
