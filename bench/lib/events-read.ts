// GET /api/events of a running server against a bare Fastify route answering the same JSON, taking turns
// in one run (bench:events-read on SQLite, bench:postgres on PostgreSQL).
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../src/server/test/postgres-cluster.ts';
import { startProcess, stopProcess, type Check } from './server.ts';
import { httpTurn, inTurns, load, type Figures } from './load.ts';

const WARM_UP_S = 5;

export interface EventsRead {
  /** The yardstick: a bare route sending the same JSON as text. */
  bare: Figures;
  /** For reference: a bare route sending the same JSON already encoded, as the product keeps it. */
  bareBytes: Figures;
  events: Figures;
}

export async function eventsReadAgainstBare(serverUrl: string, work: string): Promise<EventsRead> {
  const eventsJsonFile = path.join(work, 'events.json');
  fs.writeFileSync(eventsJsonFile, await (await fetch(`${serverUrl}/api/events`)).text());
  const basePort = await freePort();
  const baseline = await startProcess(
    ['--import', 'tsx', 'bench/baseline-server.ts'],
    { PORT: String(basePort), DATA_DIR: path.join(work, 'baseline'), EVENTS_JSON_FILE: eventsJsonFile },
    /baseline ready/,
  );
  const get = (url: string) => ({ url, options: { method: 'GET' as const } });
  const bareRun = get(`http://127.0.0.1:${basePort}/events-json`);
  const bareBytesRun = get(`http://127.0.0.1:${basePort}/events-bytes`);
  const eventsRun = get(`${serverUrl}/api/events`);
  // Warmed alike for 5 s, as a server is long before a sale opens: the product has more code for the JIT
  // to settle than the bare route, and a 1 s warm-up measured part of that settling (about 3 points).
  for (const run of [bareRun, bareBytesRun, eventsRun]) await load(run.url, { ...run.options, seconds: WARM_UP_S });
  // Twenty turns of a second each: this machine's neighbours slow it for seconds at a time, and short
  // turns spread those spells over the servers alike (five turns of two seconds varied ±15 points).
  const [bare, bareBytes, events] = await inTurns(
    [httpTurn(bareRun), httpTurn(bareBytesRun), httpTurn(eventsRun)],
    20,
    20,
  );
  await stopProcess(baseline);
  return { bare, bareBytes, events };
}

/** Prints the figures beside their yardstick, and answers the check (≥ 80 % of the bare text route). */
export function reportEventsRead({ bare, bareBytes, events }: EventsRead, database: string, logLevel: string): Check {
  const ratio = events.rps / bare.rps;
  console.log(`bare same JSON   : ${bare.rps.toFixed(0)} req/s, p99 ${bare.p99} ms`);
  console.log(`bare same bytes  : ${bareBytes.rps.toFixed(0)} req/s, p99 ${bareBytes.p99} ms (encoded once)`);
  console.log(
    `GET /api/events  : ${events.rps.toFixed(0)} req/s, p99 ${events.p99} ms (${database}, LOG_LEVEL=${logLevel})`,
  );
  console.log(`  ratio ${(ratio * 100).toFixed(0)} % (target ≥ 80 %)`);
  console.log(`  ratio to the bytes route ${((events.rps / bareBytes.rps) * 100).toFixed(0)} % (for reference)`);
  return [`GET /api/events on ${database} ≥ 80 % of bare JSON, LOG_LEVEL=${logLevel}`, ratio >= 0.8];
}
