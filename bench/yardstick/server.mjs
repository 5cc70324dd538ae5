// The yardstick: a bare server in plain `node` (no loader, no TypeScript), with the least work each
// figure needs; see bench/README.md for why each route is the ceiling of its figure.
//   GET  /events      the same JSON bytes GET /api/events answers, already encoded (as the product keeps
//                     them), written by Node's HTTP server as soon as it has parsed the request (as the
//                     product answers a visitor without a session), with only their type and length
//   POST /write       one SQLite write per call (WAL, synchronous=FULL), grouped as the product groups its
//                     holds: the calls that arrive while one commit is being prepared share it, each in
//                     its own savepoint, and each is answered once the shared commit is on disk
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const dataDir = process.env.DATA_DIR;
const eventsBytes = fs.readFileSync(process.env.EVENTS_JSON_FILE);
fs.mkdirSync(dataDir, { recursive: true });
const sqlite = new Database(path.join(dataDir, 'yardstick.db'));
// The product's settings (src/server/db/database.ts, openSqliteFile).
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('synchronous = FULL');
sqlite.pragma('foreign_keys = ON');
sqlite.exec('create table if not exists writes (id integer primary key, receipt text not null, body text not null)');
const insert = sqlite.prepare('insert into writes (receipt, body) values (?, ?)');
const [begin, commit, savepoint, release] = ['begin immediate', 'commit', 'savepoint item', 'release item'].map(
  (text) => sqlite.prepare(text),
);

let queue = [];
function flush() {
  const batch = queue;
  queue = [];
  begin.run();
  for (const item of batch) {
    savepoint.run();
    insert.run(item.receipt, item.body);
    release.run();
  }
  commit.run();
  for (const item of batch) item.resolve();
}
function groupedWrite(receipt, body) {
  return new Promise((resolve) => {
    if (queue.length === 0) setImmediate(flush);
    queue.push({ receipt, body, resolve });
  });
}

// EVENTS_HEADERS (JSON), only in a diagnosis run (BENCH_EXPLAIN_HEADERS=1): the product's own security headers, to
// measure what they cost; a figure is never measured against a yardstick sending them.
const eventsHead = {
  'content-type': 'application/json; charset=utf-8',
  'content-length': eventsBytes.length,
  ...JSON.parse(process.env.EVENTS_HEADERS || '{}'),
};
const app = Fastify({
  logger: false,
  serverFactory: (handler, options) => {
    const server = http.createServer((request, response) => {
      if (request.method !== 'GET' || request.url !== '/events') return handler(request, response);
      response.writeHead(200, eventsHead);
      response.end(eventsBytes);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    return server;
  },
});
app.post('/write', async (request) => {
  await groupedWrite(request.body.receipt, JSON.stringify(request.body));
  return { success: true };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('yardstick ready');
// Stopped by the harness: close first, so that `--cpu-prof` writes its profile.
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => void app.close().then(() => process.exit(0)));
