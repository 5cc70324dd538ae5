// A diagnosis, not a figure of the table: how fast a bare Node loop makes the database work of an order
// on PostgreSQL, against pgbench on the same cluster, in turns. The loop runs the product's own code for
// a hold's transaction (its buyer locks with the BEGIN, its lookup, its insert, the counter's take with
// the COMMIT: checkout.service.ts, through the product's pool of 4 connections) with no HTTP, no
// validation, no pricing and no logging. create-order can go no faster than this loop; the ratio says
// how much of pgbench's rate is left for the rest of the product. Run: npm run bench:postgres-ceiling
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/database.ts';
import { withGroupCommit } from '../src/server/db/group-commit.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import * as repo from '../src/server/modules/bookings/bookings.repo.ts';
import { buyerLocks, lockCapacity, takeHeldUnitsIfRoom } from '../src/server/modules/capacity/capacity.service.ts';
import { startPostgresCluster } from '../src/server/test/postgres-cluster.ts';
import { createTestEvent, newReceipt } from '../src/server/test/booking-helpers.ts';
import { machine, percent, REPEATS } from './lib/harness.ts';
import { DURATION_S, inTurns, type Turn } from './lib/load.ts';
import { PGBENCH_CLIENTS, PGBENCH_SCALE, pgbench, pgbenchTurn } from './lib/pgbench.ts';
import { runBench } from './lib/server.ts';

/** As many orders in flight as pgbench has clients; the pool lets 4 of them at the database at once. */
const IN_FLIGHT = PGBENCH_CLIENTS;
const HOLD_MINUTES = 10;

runBench(async () => {
  const cluster = await startPostgresCluster({ durable: true });
  const database = openDatabase({ dialect: 'postgres', url: cluster.urlOf('postgres') });
  try {
    const { db } = database;
    await migrateToLatest(db);
    await sql.raw('create database pgbench').execute(db);
    await pgbench(cluster.urlOf('pgbench'), ['-i', '-s', String(PGBENCH_SCALE), '-q']);
    const eventId = await createTestEvent(db, { maxOrders: 10_000_000, title: 'Ceiling' });
    await withGroupCommit(db, async (tx) => (await lockCapacity(tx, eventId)).save(tx));

    let buyers = 0;
    /** One order's database work, as writeHold does it for a new buyer on their own address. */
    async function order() {
      const buyer = ++buyers;
      const phone = `6${String(buyer).padStart(9, '0')}`;
      const clientAddress = `10.${(buyer >> 16) & 255}.${(buyer >> 8) & 255}.${buyer & 255}`;
      const receipt = newReceipt();
      const now = new Date().toISOString();
      await withGroupCommit(
        db,
        async (tx, end) => {
          await repo.findReceiptOrOpenHoldsOfPhone(tx, { receipt, eventId, phone, clientAddress, now });
          const written = await repo.insertHold(tx, {
            receipt,
            request_hash: randomBytes(16).toString('hex'),
            gateway_order_id: null,
            event_id: eventId,
            order_json: JSON.stringify({ eventId, phone, name: 'Ceiling buyer', items: { 'chicken-mandi': 1 } }),
            total_quantity: 1,
            amount_paise: 60000,
            currency: 'INR',
            status: 'held',
            created_at: now,
            expires_at: new Date(Date.parse(now) + HOLD_MINUTES * 60_000).toISOString(),
            client_address: clientAddress,
            phone,
            coupon: null,
          });
          await takeHeldUnitsIfRoom(tx, end, eventId, written);
        },
        { first: buyerLocks(db, { phone, clientAddress }) },
      );
    }
    const loopTurn: Turn = async (seconds) => {
      const until = Date.now() + seconds * 1000;
      let orders = 0;
      const cpu = process.cpuUsage();
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          while (Date.now() < until) {
            await order();
            orders++;
          }
        }),
      );
      const used = process.cpuUsage(cpu);
      return { ok: orders, latencies: [], cpuUsPerCall: (used.user + used.system) / orders };
    };

    const loadBefore = os.loadavg()[0]!.toFixed(2);
    for (let repeat = 1; repeat <= REPEATS; repeat++) {
      const [tpcb, loop] = await inTurns([pgbenchTurn(cluster.urlOf('pgbench')), loopTurn], DURATION_S);
      console.log(
        `  measurement ${repeat} of ${REPEATS}: the order's database work from a bare Node loop ${loop.rps.toFixed(0)} orders/s ` +
          `(${loop.cpuUsPerCall?.toFixed(0)} µs of Node CPU an order) = ${percent(loop.rps / tpcb.rps)} of ` +
          `pgbench -M prepared -c ${PGBENCH_CLIENTS} -j 2 at scale ${PGBENCH_SCALE} (${tpcb.rps.toFixed(0)} tps)`,
      );
    }
    console.log(`  machine: ${machine(loadBefore)}`);
  } finally {
    await database.close();
    cluster.stop();
  }
});
