// pgbench, the yardstick of the PostgreSQL benches: prepared TPC-B in C on the bench's own cluster.
import { spawn } from 'node:child_process';
import type { Turn } from './load.ts';

const PGBENCH = '/usr/lib/postgresql/15/bin/pgbench';
/** pgbench's clients, and its scale: at least one branch row per client, or they queue on one row (bench/README.md). */
export const PGBENCH_CLIENTS = 16;
export const PGBENCH_SCALE = PGBENCH_CLIENTS;

/** Runs pgbench's TPC-B for `seconds` and counts its transactions. */
export function pgbench(url: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(PGBENCH, [...args, url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`pgbench failed: ${output}`))));
  });
}

export const pgbenchTurn =
  (url: string): Turn =>
  async (seconds) => {
    const output = await pgbench(url, [
      '-M',
      'prepared',
      '-c',
      String(PGBENCH_CLIENTS),
      '-j',
      '2',
      '-T',
      String(Math.round(seconds)),
      '-n',
    ]);
    const processed = output.match(/number of transactions actually processed: (\d+)/);
    if (!processed) throw new Error(`pgbench said: ${output}`);
    return { ok: Number(processed[1]), latencies: [] };
  };
