// PostgreSQL figures: create-order against pgbench on one cluster. Run: npm run bench:postgres
// Prints, all in one run on one durable PostgreSQL 15 cluster:
// - create-order at 100 connections, each buyer their own address with the per-address limit on, taking
//   turns with `pgbench -M prepared -c 16 -j 2` TPC-B at scale 16 on the same cluster (orders/s as % of
//   pgbench's tps, p99), worst of three measurements (bench/lib/harness.ts), in two shapes: a sale as it
//   opens (each measurement on a fresh event that fills up) and ONE event that already holds 50,000 units;
// - for each shape, where create-order's time goes: statements and commits per order (pg_stat_statements), what the
//   server's connections were doing (pg_stat_activity sampled every 20 ms: running, waiting for a lock,
//   flushing the WAL, waiting for the Node process while in a transaction), CPU per order of the Node
//   process and of PostgreSQL;
// - GET /api/events on PostgreSQL, with request logging as shipped, against Node's bare HTTP server
//   answering the same JSON.
// BENCH_PG_SETTINGS and BENCH_POOL_SIZE run it as a diagnosis (see below), recording no figure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPostgresCluster } from '../src/server/test/postgres-cluster.ts';
import {
  BEHIND_THE_PROXY,
  createSaleEvent,
  reportChecks,
  runBench,
  startServer,
  stopProcess,
  type Check,
} from './lib/server.ts';
import {
  countingMachineCpu,
  cpuSeconds,
  DURATION_S,
  httpTurn,
  inTurns,
  type MachineCpu,
  noMachineCpu,
  prefillSale,
  type Turn,
} from './lib/load.ts';
import { againstYardstick, percent, recordFigure, WARM_UP_S, worstOf } from './lib/harness.ts';
import { eventsReadAgainstBare, reportEventsRead } from './lib/events-read.ts';
import { PGBENCH_CLIENTS, PGBENCH_SCALE, pgbench, pgbenchTurn } from './lib/pgbench.ts';

const PREFILLED_UNITS = Number(process.env.BENCH_PREFILLED_UNITS ?? 50_000);
const SALE_SLOTS = 100_000;
const SALE_SLOTS_MEASURED = 1_000_000;
const SAMPLE_EVERY_MS = 20;
/**
 * BENCH_PG_SETTINGS="synchronous_commit=off,…": server settings for a diagnosis (what a sale's orders wait
 * for), never for a figure: the bench then records nothing in `npm run bench`'s table.
 */
const DIAGNOSIS_SETTINGS = Object.fromEntries(
  (process.env.BENCH_PG_SETTINGS ?? '')
    .split(',')
    .filter(Boolean)
    .map((setting) => setting.split('=') as [string, string]),
);
if (Object.keys(DIAGNOSIS_SETTINGS).length) {
  console.log(`DIAGNOSIS: the cluster runs with ${process.env.BENCH_PG_SETTINGS}; no figure is recorded\n`);
  delete process.env.BENCH_FIGURES;
}
/** BENCH_POOL_SIZE=8: the server's DATABASE_POOL_SIZE for a diagnosis, never for a figure (shipped: 4). */
const DIAGNOSIS_POOL: Record<string, string> = process.env.BENCH_POOL_SIZE
  ? { DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE }
  : {};
if (process.env.BENCH_POOL_SIZE) {
  console.log(`DIAGNOSIS: the server's pool holds ${process.env.BENCH_POOL_SIZE} connections; no figure is recorded\n`);
  delete process.env.BENCH_FIGURES;
}
/** How the server and pgbench reach the cluster: its Unix socket (BENCH_PG_VIA=socket) or, by default, TCP on loopback. */
const VIA = process.env.BENCH_PG_VIA === 'socket' ? 'socket' : 'tcp';

/** CPU seconds of every postgres process (the cluster's backends come and go; the exited ones are lost). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuSeconds(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** What the server's connections are doing, counted by kind, sampled while `sampling` is on. */
function activitySampler(client: pg.Client) {
  const counts = new Map<string, number>();
  let samples = 0;
  let sampling = false;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      if (sampling) {
        const { rows } = await client.query<{ state: string; wait: string | null; n: string }>(
          `select state, wait_event_type || ':' || wait_event as wait, count(*) as n from pg_stat_activity
            where datname = 'postgres' and backend_type = 'client backend' and pid <> pg_backend_pid()
            group by 1, 2`,
        );
        samples++;
        for (const row of rows) {
          const kind =
            row.state === 'idle in transaction'
              ? 'in a transaction, waiting for Node'
              : row.state === 'idle'
                ? 'idle in the pool'
                : row.wait
                  ? `active, waiting ${row.wait}`
                  : 'active, running';
          counts.set(kind, (counts.get(kind) ?? 0) + Number(row.n));
        }
      }
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  })();
  return {
    set: (on: boolean) => (sampling = on),
    reset() {
      counts.clear();
      samples = 0;
    },
    async stop() {
      stopped = true;
      await loop;
    },
    report() {
      const lines = [...counts.entries()].sort((a, b) => b[1] - a[1]);
      return lines.map(([kind, n]) => `    ${(n / samples).toFixed(1).padStart(5)} connections ${kind}`).join('\n');
    },
  };
}

async function main() {
  const checks: Check[] = [];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-bench-pg-'));
  const cluster = await startPostgresCluster({
    durable: true,
    settings: { shared_preload_libraries: 'pg_stat_statements', ...DIAGNOSIS_SETTINGS },
  });
  const urlOf = (database: string) => (VIA === 'socket' ? cluster.socketUrlOf(database) : cluster.urlOf(database));
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  try {
    console.log(
      `PostgreSQL bench on ${os.cpus().length} cores, ${DURATION_S} s per measured load, 100 connections; ` +
        `the server and pgbench reach PostgreSQL through its ${VIA === 'socket' ? 'Unix socket' : 'TCP port on loopback'}\n`,
    );
    await admin.connect();
    await admin.query('create database pgbench');
    await pgbench(urlOf('pgbench'), ['-i', '-s', String(PGBENCH_SCALE), '-q']);

    const server = await startServer({
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: urlOf('postgres'),
      ...BEHIND_THE_PROXY,
      ...DIAGNOSIS_POOL,
    });
    const samplerClient = new pg.Client({ connectionString: urlOf('pgbench') });
    await samplerClient.connect();
    const sampler = activitySampler(samplerClient);
    await admin.query('create extension if not exists pg_stat_statements');

    /** create-order on the event `eventFor` names for each measurement, in turns with pgbench, worst of three. */
    async function ordersAgainstPgbench(shape: string, eventFor: () => Promise<number>) {
      const cpu = { node: 0, postgres: 0 };
      const onMachine = { pgbench: noMachineCpu(), orders: noMachineCpu() };
      let made = 0;
      let measuredOrders = 0;
      await admin.query('select pg_stat_statements_reset()');
      sampler.reset();
      const commitsBefore = await commits(admin);
      const measured = await worstOf(
        `create-order (${shape}) ÷ pgbench TPC-B`,
        async () => {
          const createOrder = httpTurn({
            url: `${server.url}/api/razorpay/create-order`,
            options: { method: 'POST', orderFor: await eventFor() },
          });
          const measuredCreateOrder: Turn = async (seconds) => {
            const [node, postgres] = [cpuSeconds(server.child.pid!), postgresCpuSeconds()];
            sampler.set(true);
            const result = await createOrder(seconds);
            sampler.set(false);
            cpu.node += cpuSeconds(server.child.pid!) - node;
            cpu.postgres += postgresCpuSeconds() - postgres;
            return result;
          };
          // Both warmed alike, not counted.
          made += (await createOrder(WARM_UP_S)).ok;
          await pgbenchTurn(urlOf('pgbench'))(WARM_UP_S);
          const [tpcb, orders] = await inTurns([
            countingMachineCpu(pgbenchTurn(urlOf('pgbench')), onMachine.pgbench),
            countingMachineCpu(measuredCreateOrder, onMachine.orders),
          ]);
          made += orders.ok;
          measuredOrders += orders.ok;
          return { tpcb, orders, ratio: orders.rps / tpcb.rps };
        },
        ({ tpcb, orders, ratio }) =>
          `${percent(ratio)} (create-order ${orders.rps.toFixed(0)} orders/s, p99 ${orders.p99} ms, non-2xx ${orders.non2xx}, errors ${orders.errors}; ` +
          `pgbench -M prepared -c ${PGBENCH_CLIENTS} -j 2 at scale ${PGBENCH_SCALE}: ${tpcb.rps.toFixed(0)} tps)`,
        (a, b) => a.ratio < b.ratio,
      );
      const statements = await admin.query<{ query: string; calls: string; ms: string }>(
        `select query, calls, total_exec_time as ms from pg_stat_statements
          where dbid = (select oid from pg_database where datname = 'postgres') order by calls desc limit 20`,
      );
      const orderCommits = (await commits(admin)) - commitsBefore;

      console.log(
        `where the time goes (${shape}; per order, over the ${made} orders of the measurements and their warm-ups):`,
      );
      console.log(
        `  CPU (measured turns): Node ${((cpu.node / measuredOrders) * 1e6).toFixed(0)} µs, PostgreSQL ${((cpu.postgres / measuredOrders) * 1e6).toFixed(0)} µs; ` +
          `commits ${(orderCommits / made).toFixed(2)}`,
      );
      console.log(
        machineBudget(onMachine, { node: cpu.node / measuredOrders, postgres: cpu.postgres / measuredOrders }),
      );
      let statementCount = 0;
      for (const row of statements.rows) statementCount += Number(row.calls);
      console.log(`  statements ${(statementCount / made).toFixed(1)} per order, the most frequent:`);
      for (const row of statements.rows.slice(0, 12)) {
        console.log(
          `    ${(Number(row.calls) / made).toFixed(2).padStart(5)} × ${(Number(row.ms) / Number(row.calls)).toFixed(3)} ms  ${row.query.replace(/\s+/g, ' ').slice(0, 110)}`,
        );
      }
      console.log("  the server's connections, on average over the samples:");
      console.log(sampler.report());
      const verdict = againstYardstick(`create-order-PostgreSQL-${shape}`, measured.worst.ratio, 0.7);
      const worstP99 = Math.max(...measured.all.map((one) => one.orders.p99));
      recordFigure({
        figure: `create-order on ${shape} ÷ pgbench TPC-B (scale ${PGBENCH_SCALE}, ${PGBENCH_CLIENTS} clients)`,
        value: `${percent(measured.worst.ratio)}${verdict.note ? `; ${verdict.note}` : ''}`,
        target: '≥ 70 %',
        ok: verdict.ok && measured.all.every((one) => one.orders.non2xx === 0 && one.orders.errors === 0),
        machine: measured.machine,
      });
      recordFigure({
        figure: `create-order on ${shape} on PostgreSQL, p99 at 100 connections (worst of three)`,
        value: `${worstP99} ms`,
        target: '< 100 ms',
        ok: worstP99 < 100,
        machine: measured.machine,
      });
    }

    // A sale as it opens: each measurement on an event of its own that starts empty and fills up, the
    // one before it closed (full and inactive), so that the new one is first in line.
    let freshSale: number | null = null;
    await ordersAgainstPgbench('a fresh event', async () => {
      if (freshSale !== null) await closeSale(admin, freshSale);
      freshSale = await createSaleEvent(server.url, SALE_SLOTS, 'Fresh sale');
      await roomForEveryCall(admin, freshSale);
      return freshSale;
    });
    if (freshSale !== null) await closeSale(admin, freshSale);

    // A sale well under way: one event holding PREFILLED_UNITS units before the first measurement.
    const saleId = await createSaleEvent(server.url, SALE_SLOTS, 'Flash sale');
    const prefill = await prefillSale(server.url, saleId, PREFILLED_UNITS);
    const prefillS = prefill.elapsedS;
    await roomForEveryCall(admin, saleId);
    const held = await admin.query<{ units: string }>(
      `select coalesce(sum(total_quantity), 0) as units from payment_holds where event_id = $1 and status = 'held'`,
      [saleId],
    );
    console.log(
      `prefill          : ${prefill.ok} holds of 1 unit on one event in ${prefillS.toFixed(1)} s through create-order ` +
        `(${(prefill.ok / prefillS).toFixed(0)}/s, non-2xx ${prefill.non2xx}); units held ${held.rows[0]!.units}`,
    );
    checks.push([
      `the sale holds ${PREFILLED_UNITS} units before create-order is measured on it`,
      Number(held.rows[0]!.units) >= PREFILLED_UNITS,
    ]);

    await ordersAgainstPgbench(`one event holding ${PREFILLED_UNITS} units`, async () => saleId);
    await sampler.stop();
    await samplerClient.end();

    // GET /api/events with request logging as shipped, against the same JSON bytes from a bare route.
    await stopProcess(server.child);
    const shipped = await startServer({ DATA_DIR: path.join(work, 'data'), DATABASE_URL: urlOf('postgres') });
    const eventsRead = await eventsReadAgainstBare(shipped, work);
    await stopProcess(shipped.child);
    checks.push(reportEventsRead(eventsRead, 'PostgreSQL'));
  } finally {
    await admin.end().catch(() => {});
    cluster.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
  reportChecks(checks);
}

/**
 * What an order costs the whole machine against what a pgbench transaction does, and what that leaves
 * the Node process at 70 % of pgbench: with the machine as busy as it was in the orders' turns, an
 * order may cost the machine pgbench's CPU a transaction ÷ 0.7 (scaled by how busy each kept the
 * machine); PostgreSQL's share and the rest's (load generator, kernel) as measured come off it. Also
 * the ratio create-order would read if the Node process cost nothing.
 */
function machineBudget(
  onMachine: { pgbench: MachineCpu; orders: MachineCpu },
  perOrder: { node: number; postgres: number },
) {
  const us = (seconds: number) => `${(seconds * 1e6).toFixed(0)} µs`;
  const busyShare = (cpu: MachineCpu) => cpu.busy / cpu.all;
  const pgbenchPerCall = onMachine.pgbench.busy / onMachine.pgbench.calls;
  const orderPerCall = onMachine.orders.busy / onMachine.orders.calls;
  const loadGenerator = onMachine.orders.loadGenerator / onMachine.orders.calls;
  const interrupts = onMachine.orders.interrupts / onMachine.orders.calls;
  const bench = onMachine.orders.bench / onMachine.orders.calls;
  const rest = orderPerCall - perOrder.node - perOrder.postgres;
  const pgbenchAsBusy = pgbenchPerCall * (busyShare(onMachine.orders) / busyShare(onMachine.pgbench));
  const budget = pgbenchAsBusy / 0.7;
  return (
    `  the machine's CPU (${os.cpus().length} cores, every process and the kernel): pgbench ${us(pgbenchPerCall)} a transaction ` +
    `(cores ${percent(busyShare(onMachine.pgbench))} busy), create-order ${us(orderPerCall)} an order (${percent(busyShare(onMachine.orders))} busy): ` +
    `Node ${us(perOrder.node)}, PostgreSQL ${us(perOrder.postgres)}, the rest ${us(rest)} (of which the load generator ${us(loadGenerator)}, the kernel's interrupts ${us(interrupts)}, the bench ${us(bench)})\n` +
    `  at 70 % of pgbench an order may cost the machine ${us(budget)}; PostgreSQL's and the rest's shares leave Node ` +
    `${us(budget - perOrder.postgres - rest)}, against the ${us(perOrder.node)} it used; ` +
    `with Node costing nothing, create-order would read ${percent(pgbenchAsBusy / (perOrder.postgres + rest))} of pgbench`
  );
}

/** As in bench/flash-sale: room for every measured call to be a hold, never a sold-out answer. */
async function roomForEveryCall(admin: pg.Client, eventId: number) {
  await admin.query('update events set max_orders = $1 where id = $2', [SALE_SLOTS_MEASURED, eventId]);
  await admin.query('update event_capacity set max_orders = $1 where event_id = $2', [SALE_SLOTS_MEASURED, eventId]);
}

/** Ends a bench sale at once: no free slot by its counter (which orders read fresh), and no longer listed. */
async function closeSale(admin: pg.Client, eventId: number) {
  await admin.query('update event_capacity set max_orders = 0 where event_id = $1', [eventId]);
  await admin.query('update events set is_active = 0 where id = $1', [eventId]);
}

async function commits(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select xact_commit as n from pg_stat_database where datname = 'postgres'`,
  );
  return Number(rows[0]!.n);
}

runBench(main);
