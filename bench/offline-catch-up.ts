// Offline catch-up figures. Run: npm run bench:offline-catch-up
// A tablet loses the Wi-Fi for an event morning and makes 300 changes on its event (starts and
// completions of the day's tasks, then pit readings every few minutes), then reconnects and sends them
// one at a time, in order, each with its change id, as the device's queue does. Compared in the same
// run with the same changes sent without ids (as the screens sent them before): the time to catch up
// and each change's answer time. Then every change is sent once more (all answers lost on the way):
// nothing may be applied twice. On SQLite and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHANGE_ID_HEADER, CHANGE_REPLAYED_HEADER } from '../src/shared/domain/offline-changes.ts';
import { todayInKerala } from '../src/shared/domain/event-date.ts';
import { startPostgresCluster } from '../src/server/test/postgres-cluster.ts';
import { adminCookie, call, percentile, reportChecks, runBench, startServer, stopProcess } from './lib/server.ts';

const CHANGES = Number(process.env.BENCH_CHANGES ?? 300);
/** Rounds of (without ids, with ids), alternated so the machine's drift hits both alike. */
const ROUNDS = 2;

interface Change {
  path: string;
  body: unknown;
  id: string;
}

/** One event's morning: every plain task started and completed, then pit readings up to CHANGES. */
async function eventMorning(
  base: string,
  cookie: string,
  round: string,
): Promise<{ eventId: number; changes: Change[] }> {
  const created = await call(`${base}/api/diary-events/create`, {
    method: 'POST',
    cookie,
    body: { title: `Offline morning ${round} for 80 guests`, date: todayInKerala() },
  });
  if (created.status !== 200 && created.status !== 201) throw new Error(JSON.stringify(created.body));
  const eventId = created.body.event.id as number;
  const tasks = (await call(`${base}/api/todos/${eventId}`, { cookie })).body.data as {
    id: string;
    isTemperature: boolean;
  }[];
  const changes: Change[] = [];
  const add = (taskId: string, action: string, body: unknown) =>
    changes.push({ path: `/api/todos/${eventId}/${taskId}/${action}`, body, id: randomUUID() });
  for (const task of tasks.filter((each) => !each.isTemperature)) {
    add(task.id, 'start', { name: 'Anil' });
    add(task.id, 'complete', { name: 'Anil' });
  }
  const pits = tasks.filter((each) => each.isTemperature);
  for (let n = 0; changes.length < CHANGES; n++) {
    add(pits[n % pits.length]!.id, 'temperatures', { value: 180 + (n % 40), name: 'Anil' });
  }
  return { eventId, changes: changes.slice(0, CHANGES) };
}

interface Drain {
  totalMs: number;
  answerMs: number[];
  replayed: number;
  refused: number;
}

/** Sends the changes one at a time, each after the last one's answer, as the device's queue does. */
async function drain(base: string, cookie: string, changes: Change[], withIds: boolean): Promise<Drain> {
  const answerMs: number[] = [];
  let replayed = 0;
  let refused = 0;
  const started = performance.now();
  for (const change of changes) {
    const sent = performance.now();
    const reply = await call(`${base}${change.path}`, {
      method: 'POST',
      cookie,
      body: change.body,
      headers: withIds ? { [CHANGE_ID_HEADER]: change.id } : {},
    });
    answerMs.push(performance.now() - sent);
    if (reply.headers.get(CHANGE_REPLAYED_HEADER) === '1') replayed++;
    if (reply.status >= 400) refused++;
  }
  return { totalMs: performance.now() - started, answerMs, replayed, refused };
}

async function readingsOf(base: string, cookie: string, eventId: number): Promise<number> {
  return ((await call(`${base}/api/todos/${eventId}/temperatures`, { cookie })).body.data as unknown[]).length;
}

const line = (label: string, run: Drain) =>
  `${label}: ${CHANGES} changes in ${(run.totalMs / 1000).toFixed(2)} s, answer p50 ${percentile(run.answerMs, 50).toFixed(1)} ms, p99 ${percentile(run.answerMs, 99).toFixed(1)} ms`;

async function catchUp(name: string, base: string): Promise<[string, boolean][]> {
  const cookie = await adminCookie(base);
  const without: Drain[] = [];
  const withIds: Drain[] = [];
  let last: { eventId: number; changes: Change[] } | null = null;
  let expectedReadings = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const plain = await eventMorning(base, cookie, `plain ${round}`);
    without.push(await drain(base, cookie, plain.changes, false));
    last = await eventMorning(base, cookie, `ids ${round}`);
    withIds.push(await drain(base, cookie, last.changes, true));
    expectedReadings = last.changes.filter((change) => change.path.endsWith('/temperatures')).length;
  }
  const baseline = without.reduce((best, run) => (run.totalMs < best.totalMs ? run : best));
  const measured = withIds.reduce((best, run) => (run.totalMs < best.totalMs ? run : best));
  const again = await drain(base, cookie, last!.changes, true);
  const readings = await readingsOf(base, cookie, last!.eventId);

  console.log(`${name}`);
  console.log(`  ${line('without ids (baseline)', baseline)}`);
  console.log(`  ${line('with change ids       ', measured)}`);
  console.log(`  ratio ${(measured.totalMs / baseline.totalMs).toFixed(2)}× the baseline's time`);
  console.log(
    `  sent again (answers lost): ${again.replayed}/${CHANGES} replayed in ${(again.totalMs / 1000).toFixed(2)} s; readings ${readings} (expected ${expectedReadings})\n`,
  );
  return [
    [`${name}: ${CHANGES} changes catch up in under 15 s`, measured.totalMs < 15_000],
    [`${name}: change ids cost at most 2× the time of sending without`, measured.totalMs <= 2 * baseline.totalMs],
    [
      `${name}: every change applied, none refused`,
      measured.refused === 0 && withIds.every((run) => run.refused === 0),
    ],
    [`${name}: a change sent twice is applied once`, again.replayed === CHANGES && readings === expectedReadings],
  ];
}

async function main() {
  const checks: [string, boolean][] = [];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-offline-bench-'));
  console.log(
    `offline catch-up bench on ${os.cpus().length} cores: ${CHANGES} changes on one event, ${ROUNDS} rounds\n`,
  );
  const sqlite = await startServer({ DATA_DIR: path.join(work, 'sqlite') });
  checks.push(...(await catchUp('SQLite', sqlite.url)));
  await stopProcess(sqlite.child);

  const cluster = await startPostgresCluster({ durable: true });
  try {
    const postgres = await startServer({ DATABASE_URL: cluster.adminUrl, DATA_DIR: path.join(work, 'pg') });
    checks.push(...(await catchUp('PostgreSQL', postgres.url)));
    await stopProcess(postgres.child);
  } finally {
    cluster.stop();
  }
  fs.rmSync(work, { recursive: true, force: true });
  reportChecks(checks);
}

runBench(main);
