// The yardstick for bench/flash-sale: a bare Fastify server with the least work each figure needs.
//   POST /write        one SQLite write transaction (WAL, synchronous=FULL), as create-order does at its core
//   GET  /events-json  the same JSON /api/events answers, from memory, as the text it was read as
//   GET  /events-bytes the same, already encoded to UTF-8 (as the product keeps it): a reference, not the yardstick
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { openSqliteFile } from '../src/server/db/database.ts';

const dataDir = process.env.DATA_DIR!;
const eventsJson = fs.readFileSync(process.env.EVENTS_JSON_FILE!, 'utf8');
const eventsBytes = Buffer.from(eventsJson);
fs.mkdirSync(dataDir, { recursive: true });
const sqlite = openSqliteFile(path.join(dataDir, 'baseline.db'));
sqlite.exec('create table if not exists writes (id integer primary key, receipt text not null, body text not null)');
const insert = sqlite.prepare('insert into writes (receipt, body) values (?, ?)');
const write = sqlite.transaction((receipt: string, body: string) => insert.run(receipt, body));

const app = Fastify({ logger: false });
app.post('/write', async (request) => {
  const body = request.body as { receipt: string };
  write.immediate(body.receipt, JSON.stringify(body));
  return { success: true };
});
app.get('/events-json', async (_request, reply) => reply.type('application/json; charset=utf-8').send(eventsJson));
app.get('/events-bytes', async (_request, reply) => reply.type('application/json; charset=utf-8').send(eventsBytes));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('baseline ready');
