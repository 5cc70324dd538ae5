// GET /api/events of the product as shipped (npm start: built, NODE_ENV=production, logging as shipped),
// on SQLite, against Node's bare HTTP server in plain node answering the same JSON bytes, through the
// harness (bench/lib/harness.ts). Run: npm run bench:events-read
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reportChecks, runBench, startServer, stopProcess } from './lib/server.ts';
import { eventsReadAgainstBare, reportEventsRead } from './lib/events-read.ts';

runBench(async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-events-read-'));
  try {
    const shipped = await startServer({ DATA_DIR: path.join(work, 'data') });
    const eventsRead = await eventsReadAgainstBare(shipped, work);
    await stopProcess(shipped.child);
    reportChecks([reportEventsRead(eventsRead, 'SQLite')]);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});
