import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL 15 cluster in a temp folder on a free loopback port, for tests and
 * benchmarks. The server refuses to run as root, so as root it runs as the `postgres` user.
 */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function runAsPostgres(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

export interface ClusterOptions {
  /** fsync on, as in production (tests run without it, for speed). */
  durable?: boolean;
  /** More server settings, e.g. { shared_preload_libraries: 'pg_stat_statements' }. */
  settings?: Record<string, string>;
}

export async function startPostgresCluster(options: ClusterOptions = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  fs.chmodSync(dir, 0o700);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  runAsPostgres(path.join(PG_BIN, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const fsync = options.durable ? '' : ' -c fsync=off';
  const settings = Object.entries(options.settings ?? {})
    .map(([name, value]) => ` -c ${name}=${value}`)
    .join('');
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300${fsync}${settings}`;
  runAsPostgres(path.join(PG_BIN, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    serverOptions,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  return {
    port,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** The URL of another database of the cluster (create it first). */
    urlOf: (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    /** The same through the cluster's Unix socket (a server on the database's own machine). */
    socketUrlOf: (database: string) => `postgres://postgres@/${database}?host=${encodeURIComponent(dir)}&port=${port}`,
    /** Stops the server at once (as a crash would), keeping its files. */
    halt() {
      runAsPostgres(path.join(PG_BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    },
    /** A streaming standby of this cluster on its own free port (pg_basebackup -R). */
    async startStandby() {
      const standbyDir = path.join(dir, 'standby');
      const standbyPort = await freePort();
      runAsPostgres(path.join(PG_BIN, 'pg_basebackup'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-D',
        standbyDir,
        '-R',
        '--no-sync',
      ]);
      const standbyOptions = `-p ${standbyPort} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300${fsync}${settings}`;
      runAsPostgres(path.join(PG_BIN, 'pg_ctl'), [
        '-D',
        standbyDir,
        '-o',
        standbyOptions,
        '-l',
        path.join(dir, 'standby-log'),
        '-w',
        'start',
      ]);
      return {
        port: standbyPort,
        /** Makes the standby the primary and waits until it takes writes. */
        promote: () => runAsPostgres(path.join(PG_BIN, 'pg_ctl'), ['-D', standbyDir, '-w', 'promote']),
        stop: () => runAsPostgres(path.join(PG_BIN, 'pg_ctl'), ['-D', standbyDir, '-m', 'immediate', '-w', 'stop']),
      };
    },
    stop() {
      // Already halted: nothing left to stop.
      if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
        runAsPostgres(path.join(PG_BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
