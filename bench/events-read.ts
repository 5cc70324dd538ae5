// GET /api/events with request logging as shipped (LOG_LEVEL=info), on SQLite, against a bare Fastify
// route answering the same JSON bytes, taking turns in one run. Run: npm run bench:events-read
// (bench:postgres prints the same figure on PostgreSQL; BENCH_LOG_LEVEL=warn measures without logging.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reportChecks, runBench, startServer, stopProcess } from './lib/server.ts';
import { eventsReadAgainstBare } from './lib/events-read.ts';

runBench(async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-events-read-'));
  try {
    const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
    const shipped = await startServer({ DATA_DIR: path.join(work, 'data'), LOG_LEVEL: logLevel });
    const { bare, events } = await eventsReadAgainstBare(shipped.url, work);
    await stopProcess(shipped.child);
    const ratio = events.rps / bare.rps;
    console.log(`bare same JSON   : ${bare.rps.toFixed(0)} req/s, p99 ${bare.p99} ms`);
    console.log(
      `GET /api/events  : ${events.rps.toFixed(0)} req/s, p99 ${events.p99} ms (SQLite, LOG_LEVEL=${logLevel})`,
    );
    console.log(`  ratio ${(ratio * 100).toFixed(0)} % (target ≥ 80 %)`);
    reportChecks([['GET /api/events on SQLite ≥ 80 % of bare JSON, logging as shipped', ratio >= 0.8]]);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});
