// GET /api/events with request logging as shipped (LOG_LEVEL=info), on SQLite, against a bare Fastify
// route answering the same JSON bytes, taking turns in one run. Run: npm run build && tsx bench/events-read.ts
// (bench:postgres prints the same figure on PostgreSQL.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/server/test/postgres-cluster.ts';
import { reportChecks, runBench, startProcess, startServer, stopProcess } from './lib/server.ts';
import { httpTurn, inTurns, load } from './lib/load.ts';

runBench(async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-events-read-'));
  try {
    const shipped = await startServer({
      DATA_DIR: path.join(work, 'data'),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    });
    const eventsJsonFile = path.join(work, 'events.json');
    fs.writeFileSync(eventsJsonFile, await (await fetch(`${shipped.url}/api/events`)).text());
    const basePort = await freePort();
    const baseline = await startProcess(
      ['--import', 'tsx', 'bench/baseline-server.ts'],
      { PORT: String(basePort), DATA_DIR: path.join(work, 'baseline'), EVENTS_JSON_FILE: eventsJsonFile },
      /baseline ready/,
    );
    const bareRun = { url: `http://127.0.0.1:${basePort}/events-json`, options: { method: 'GET' as const } };
    const eventsRun = { url: `${shipped.url}/api/events`, options: { method: 'GET' as const } };
    for (const run of [bareRun, eventsRun]) await load(run.url, { ...run.options, seconds: 1 });
    const [bare, events] = await inTurns([httpTurn(bareRun), httpTurn(eventsRun)]);
    await stopProcess(baseline);
    await stopProcess(shipped.child);
    const ratio = events.rps / bare.rps;
    console.log(`bare same JSON   : ${bare.rps.toFixed(0)} req/s, p99 ${bare.p99} ms`);
    console.log(`GET /api/events  : ${events.rps.toFixed(0)} req/s, p99 ${events.p99} ms (SQLite, LOG_LEVEL=info)`);
    console.log(`  ratio ${(ratio * 100).toFixed(0)} % (target ≥ 80 %)`);
    reportChecks([['GET /api/events on SQLite ≥ 80 % of bare JSON, logging as shipped', ratio >= 0.8]]);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});
