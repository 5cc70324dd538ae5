// GET /api/events with request logging as shipped (LOG_LEVEL=info), on SQLite, against a bare Fastify
// route answering the same JSON bytes, taking turns in one run. Run: npm run bench:events-read
// (bench:postgres prints the same figure on PostgreSQL; BENCH_LOG_LEVEL=warn measures without logging.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reportChecks, runBench, startServer, stopProcess } from './lib/server.ts';
import { eventsReadAgainstBare, reportEventsRead } from './lib/events-read.ts';

runBench(async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-events-read-'));
  try {
    const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
    const shipped = await startServer({ DATA_DIR: path.join(work, 'data'), LOG_LEVEL: logLevel });
    const eventsRead = await eventsReadAgainstBare(shipped.url, work);
    await stopProcess(shipped.child);
    reportChecks([reportEventsRead(eventsRead, 'SQLite', logLevel)]);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});
