// Kitchen live-update figures. Run: npm run bench:kitchen-live
// 10 diary events × 10 open streams each (100 devices), 50 task changes a second across them: the time
// from a change's answer to its message on every device that follows the event, messages lost, and the
// server's memory; then 1,000 idle open streams and what they cost.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startPostgresCluster } from '../src/server/test/postgres-cluster.ts';
import { todayInKerala } from '../src/shared/domain/event-date.ts';
import {
  adminCookie,
  call,
  percentile,
  reportChecks,
  runBench,
  sleep,
  startServer,
  stopProcess,
} from './lib/server.ts';

const EVENTS = 10;
const DEVICES_PER_EVENT = 10;
const CHANGES_PER_SECOND = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 20);
const IDLE_STREAMS = 1000;
/**
 * The bench's devices all share the admin's one session: the shipped per-session and per-account
 * stream limits (6 and 20) would refuse them, so this bench raises them (printed when it starts).
 */
const ROOM_FOR_THE_DEVICES = {
  LIVE_STREAMS_PER_SESSION: '1000',
  LIVE_STREAMS_PER_ACCOUNT: '2000',
  LIVE_STREAMS_TOTAL: '2000',
};

interface Stream {
  /** When each change message arrived, in order. */
  arrivals: number[];
  close(): void;
}

/** Opens one Server-Sent Events stream and notes when each `change` message arrives. */
function openStream(base: string, topic: string, cookie: string): Promise<Stream> {
  const arrivals: number[] = [];
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/api/live?topics=${encodeURIComponent(topic)}`,
      { headers: { cookie, accept: 'text/event-stream' }, agent: false },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const now = performance.now();
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const message = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (/^event: change$/m.test(message)) arrivals.push(now);
          }
        });
        resolve({ arrivals, close: () => request.destroy() });
      },
    );
    request.on('error', reject);
  });
}

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function createDiaryEvent(base: string, cookie: string, n: number) {
  const created = await call(`${base}/api/diary-events/create`, {
    method: 'POST',
    cookie,
    body: { title: `Bench event ${n} for 80 guests`, date: todayInKerala() },
  });
  if (created.status !== 200 && created.status !== 201) throw new Error(JSON.stringify(created.body));
  const eventId = created.body.event.id as number;
  const list = await call(`${base}/api/todos/${eventId}`, { cookie });
  const taskId = (list.body.data as { id: string; isTemperature: boolean }[]).find((task) => !task.isTemperature)!.id;
  return { eventId, taskId };
}

/** One event's cook: start, undo, start, … each change after the last one's answer, at `perSecond`. */
async function cook(base: string, cookie: string, event: { eventId: number; taskId: string }, perSecond: number) {
  const answered: number[] = [];
  const sent: number[] = [];
  const stopAt = performance.now() + DURATION_S * 1000;
  let started = false;
  while (performance.now() < stopAt) {
    const due = performance.now() + 1000 / perSecond;
    const action = started ? 'undo-start' : 'start';
    sent.push(performance.now());
    const reply = await call(`${base}/api/todos/${event.eventId}/${event.taskId}/${action}`, {
      method: 'POST',
      cookie,
      body: action === 'start' ? { name: 'Bench cook' } : { name: 'Bench cook', reason: 'Bench: start again' },
    });
    if (reply.status !== 200) throw new Error(`${action} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    answered.push(performance.now());
    started = !started;
    await sleep(Math.max(0, due - performance.now()));
  }
  return { sent, answered };
}

interface Server {
  url: string;
  pid: number;
  cookie: string;
}

/**
 * The live load: `writer` takes the changes; each event's devices are spread over `readers` (on
 * PostgreSQL another instance hears the change through LISTEN/NOTIFY). Returns its checks.
 */
async function liveLoad(label: string, writer: Server, readers: Server[]): Promise<[string, boolean][]> {
  const events: { eventId: number; taskId: string }[] = [];
  for (let n = 1; n <= EVENTS; n++) events.push(await createDiaryEvent(writer.url, writer.cookie, n));
  const streams = await Promise.all(
    events.map((event) =>
      Promise.all(
        Array.from({ length: DEVICES_PER_EVENT }, (_, device) => {
          const reader = readers[device % readers.length]!;
          return openStream(reader.url, `kitchen:${event.eventId}`, reader.cookie);
        }),
      ),
    ),
  );
  await sleep(500);
  const pids = [...new Set([writer, ...readers].map((server) => server.pid))];
  let peakMb = Math.max(...pids.map(residentMb));
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, ...pids.map(residentMb))), 200);
  const answers = await Promise.all(
    events.map((event) => cook(writer.url, writer.cookie, event, CHANGES_PER_SECOND / EVENTS)),
  );
  await sleep(1000);
  clearInterval(sampler);

  const delays: number[] = [];
  const sinceSent: number[] = [];
  const roundTrips: number[] = [];
  let lost = 0;
  let changes = 0;
  events.forEach((_event, index) => {
    const { sent, answered } = answers[index]!;
    changes += answered.length;
    answered.forEach((at, k) => roundTrips.push(at - sent[k]!));
    for (const stream of streams[index]!) {
      lost += Math.max(0, answered.length - stream.arrivals.length);
      answered.forEach((at, k) => {
        const arrived = stream.arrivals[k];
        if (arrived === undefined) return;
        delays.push(Math.max(0, arrived - at));
        sinceSent.push(arrived - sent[k]!);
      });
    }
  });
  for (const stream of streams.flat()) stream.close();
  const p99 = percentile(delays, 99);
  console.log(`${label}`);
  console.log(
    `  changes: ${changes} (${(changes / DURATION_S).toFixed(0)}/s), messages expected ${changes * DEVICES_PER_EVENT}, received ${delays.length}, lost ${lost}`,
  );
  console.log(
    `  answer → message on every device: p50 ${percentile(delays, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...delays).toFixed(1)} ms`,
  );
  console.log(
    `  for comparison, the change call itself (sent → answer): p50 ${percentile(roundTrips, 50).toFixed(1)} ms, p99 ${percentile(roundTrips, 99).toFixed(1)} ms; sent → message: p99 ${percentile(sinceSent, 99).toFixed(1)} ms`,
  );
  console.log(`  server memory under load: peak ${peakMb.toFixed(0)} MB resident (per instance)`);
  return [
    [`${label}: p99 answer → message under 250 ms`, p99 < 250],
    [`${label}: no message lost`, lost === 0],
    [`${label}: server memory under 200 MB with 100 streams and 50 changes/s`, peakMb < 200],
  ];
}

async function signedIn(server: { url: string; child: { pid?: number } }): Promise<Server> {
  return { url: server.url, pid: server.child.pid!, cookie: await adminCookie(server.url) };
}

async function main() {
  const checks: [string, boolean][] = [];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-kitchen-bench-'));
  console.log(
    `kitchen-live bench on ${os.cpus().length} cores: ${EVENTS} events × ${DEVICES_PER_EVENT} devices, ${CHANGES_PER_SECOND} changes/s for ${DURATION_S} s\n`,
  );
  const started = await startServer({ DATA_DIR: path.join(work, 'sqlite'), ...ROOM_FOR_THE_DEVICES });
  const server = await signedIn(started);
  checks.push(...(await liveLoad('SQLite, one instance', server, [server])));

  // Idle streams: what 1,000 open screens cost while nothing changes.
  await sleep(1000);
  const before = residentMb(server.pid);
  const idle = await Promise.all(
    Array.from({ length: IDLE_STREAMS }, (_, i) =>
      openStream(server.url, `kitchen:${(i % EVENTS) + 1}`, server.cookie),
    ),
  );
  await sleep(3000);
  const after = residentMb(server.pid);
  for (const stream of idle) stream.close();
  console.log(
    `${IDLE_STREAMS} idle streams: ${before.toFixed(0)} MB → ${after.toFixed(0)} MB resident (+${(after - before).toFixed(0)} MB)`,
  );
  checks.push([`${IDLE_STREAMS} idle streams cost under 100 MB`, after - before < 100]);
  await stopProcess(started.child);

  // PostgreSQL: changes made on one instance reach devices on both through LISTEN/NOTIFY.
  const cluster = await startPostgresCluster({ durable: true });
  try {
    const env = { DATABASE_URL: cluster.adminUrl, ...ROOM_FOR_THE_DEVICES };
    const first = await startServer({ ...env, DATA_DIR: path.join(work, 'pg-a') });
    const second = await startServer({ ...env, DATA_DIR: path.join(work, 'pg-b') });
    const a = await signedIn(first);
    const b = await signedIn(second);
    checks.push(...(await liveLoad('PostgreSQL, two instances', a, [a, b])));
    await stopProcess(first.child);
    await stopProcess(second.child);
  } finally {
    cluster.stop();
  }

  fs.rmSync(work, { recursive: true, force: true });
  reportChecks(checks);
}

runBench(main);
