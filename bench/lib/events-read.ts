// GET /api/events of a running server against a bare Fastify route answering the same JSON bytes,
// taking turns in one run (bench:events-read on SQLite, bench:postgres on PostgreSQL).
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../src/server/test/postgres-cluster.ts';
import { startProcess, stopProcess } from './server.ts';
import { httpTurn, inTurns, load, type Figures } from './load.ts';

const WARM_UP_S = 5;

export async function eventsReadAgainstBare(
  serverUrl: string,
  work: string,
): Promise<{ bare: Figures; events: Figures }> {
  const eventsJsonFile = path.join(work, 'events.json');
  fs.writeFileSync(eventsJsonFile, await (await fetch(`${serverUrl}/api/events`)).text());
  const basePort = await freePort();
  const baseline = await startProcess(
    ['--import', 'tsx', 'bench/baseline-server.ts'],
    { PORT: String(basePort), DATA_DIR: path.join(work, 'baseline'), EVENTS_JSON_FILE: eventsJsonFile },
    /baseline ready/,
  );
  const bareRun = { url: `http://127.0.0.1:${basePort}/events-json`, options: { method: 'GET' as const } };
  const eventsRun = { url: `${serverUrl}/api/events`, options: { method: 'GET' as const } };
  // Warmed alike for 5 s, as a server is long before a sale opens: the product has more code for the JIT
  // to settle than the bare route, and a 1 s warm-up measured part of that settling (about 3 points).
  for (const run of [bareRun, eventsRun]) await load(run.url, { ...run.options, seconds: WARM_UP_S });
  // Twenty turns of a second each: this machine's neighbours slow it for seconds at a time, and short
  // turns spread those spells over both servers alike (five turns of two seconds varied ±15 points).
  const [bare, events] = await inTurns([httpTurn(bareRun), httpTurn(eventsRun)], 20, 20);
  await stopProcess(baseline);
  return { bare, events };
}
