// TEMP experiment: CPU per call of GET /api/events for several builds of the server, taking turns.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProcess, stopProcess, killChildren, ADMIN } from './lib/process.ts';
import { startYardstick } from './lib/harness.ts';
import { load } from './lib/load.ts';
import { freePort } from '../src/server/test/postgres-cluster.ts';

const variants = process.argv.slice(2);
const rounds = Number(process.env.ROUNDS ?? 4);
const secs = Number(process.env.SECS ?? 3);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'exp-'));
try {
  const servers = [];
  for (const [i, file] of variants.entries()) {
    const port = await freePort();
    const child = await startProcess([file], {
      NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', PORT: String(port), HOST: '127.0.0.1',
      DATA_DIR: path.join(work, `d${i}`), ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password,
    }, /Storefront:/, { inherit: ['PATH', 'HOME'] });
    servers.push({ name: file, url: `http://127.0.0.1:${port}/api/events`, pid: child.pid!, child });
  }
  const y = await startYardstick(work, servers[0]!.url.replace('/api/events', ''));
  servers.push({ name: 'yardstick', url: `${y.url}/events`, pid: y.child.pid!, child: y.child });
  for (const s of servers) await load(s.url, { method: 'GET', seconds: 3 }, s.pid);
  const totals = servers.map(() => ({ ok: 0, cpu: 0 }));
  for (let r = 0; r < rounds; r++) {
    for (const [i, s] of servers.entries()) {
      const f = await load(s.url, { method: 'GET', seconds: secs }, s.pid);
      totals[i]!.ok += f.ok;
      totals[i]!.cpu += (f.cpuUsPerCall ?? 0) * f.ok;
      console.log(`${s.name}: ${f.rps.toFixed(0)} req/s ${f.cpuUsPerCall?.toFixed(1)} µs/call (${f.machine})`);
    }
  }
  for (const [i, s] of servers.entries())
    console.log(`TOTAL ${s.name}: ${(totals[i]!.cpu / totals[i]!.ok).toFixed(1)} µs/call, ${(totals[i]!.ok / (rounds * secs)).toFixed(0)} req/s`);
  for (const s of servers) await stopProcess(s.child);
} finally {
  killChildren();
  fs.rmSync(work, { recursive: true, force: true });
}
