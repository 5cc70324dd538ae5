// The deployment of deploy/, on this machine's loopback: PostgreSQL with deploy/postgresql.conf,
// app instances as systemd would run them, and Caddy with the site's own proxy rules.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort, startPostgresCluster } from '../../src/server/test/postgres-cluster.ts';
import { ADMIN, ROOT, startProcess } from '../../bench/lib/server.ts';

export const DEPLOY = path.join(ROOT, 'deploy');
/** The instances' METRICS_TOKEN: the drill reads each one's GET /metrics with it. */
export const METRICS_TOKEN = 'drill-metrics-token-0123456789abcdef';

/** deploy/postgresql.conf as server settings (`name = value`, comments dropped). */
export function postgresSettings(): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of fs.readFileSync(path.join(DEPLOY, 'postgresql.conf'), 'utf8').split('\n')) {
    const match = /^\s*([a-z_]+)\s*=\s*([^#\s]+)/.exec(line);
    if (match) settings[match[1]!] = match[2]!;
  }
  return settings;
}

/** The instances' database: its URL (DATABASE_URL), its administrator's, and how to stop it. */
export interface StackDatabase {
  url: string;
  adminUrl: string;
  /** The URL of another database of the same server. */
  urlOf(database: string): string;
  stop(): void | Promise<void>;
}

/** One PostgreSQL server with deploy/postgresql.conf and its database `mandi`. */
async function startSingleDatabase(): Promise<StackDatabase> {
  const cluster = await startPostgresCluster({ durable: true, settings: postgresSettings() });
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  await admin.query('create database mandi');
  await admin.end();
  return { url: cluster.urlOf('mandi'), adminUrl: cluster.adminUrl, urlOf: cluster.urlOf, stop: cluster.stop };
}

export function ensureDebianPackage(pkg: string, program: string) {
  execFileSync('bash', [path.join(ROOT, 'scripts/ensure-debian-package.sh'), pkg, program, 'the drill'], {
    stdio: 'inherit',
  });
}

/** Caddy and `instances` app instances on `database` (by default a PostgreSQL server of its own). */
export async function startStack(work: string, instances: number, database?: StackDatabase) {
  ensureDebianPackage('caddy', '/usr/bin/caddy');
  const cluster = database ?? (await startSingleDatabase());

  const dataDir = path.join(work, 'data');
  const appEnv: Record<string, string> = {
    DATABASE_URL: cluster.url,
    DATABASE_POOL_SIZE: '4',
    DATA_DIR: dataDir,
    TRUSTED_PROXIES: '127.0.0.1',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'test',
    // Every line an instance writes is there to be read (the attack pass looks for private tokens in them).
    LOG_LEVEL: 'debug',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    METRICS_TOKEN,
  };
  const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
  const processes: ChildProcess[] = [];
  // What the instances write while a recording runs (see recordOutput); nothing is kept otherwise.
  let recording: string[] | null = null;
  const record = (chunk: Buffer) => recording?.push(chunk.toString());
  const startInstance = async (index: number) => {
    const child = await startProcess(['dist/server/main.js'], { ...appEnv, PORT: String(ports[index]) }, /Storefront:/);
    child.stdout!.on('data', record);
    child.stderr!.on('data', record);
    processes[index] = child;
  };
  // The first applies the migrations; the others find them done.
  await startInstance(0);
  await Promise.all(ports.slice(1).map((_, index) => startInstance(index + 1)));

  const caddyPort = await freePort();
  const adminPort = await freePort();
  const caddyDir = path.join(work, 'caddy');
  fs.mkdirSync(caddyDir, { recursive: true });
  const caddyfile = path.join(caddyDir, 'Caddyfile');
  // The production Caddyfile names the public site; here the site is localhost with Caddy's own
  // certificate authority, and the proxy rules are the same file.
  fs.writeFileSync(
    caddyfile,
    `{
	admin 127.0.0.1:${adminPort}
	skip_install_trust
	auto_https disable_redirects
	storage file_system ${caddyDir}/storage
}

https://localhost:${caddyPort} {
	tls internal
	import ${path.join(DEPLOY, 'caddy/mandi.caddy')}
}
`,
  );
  const caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      HOME: caddyDir,
      XDG_DATA_HOME: caddyDir,
      XDG_CONFIG_HOME: caddyDir,
      MANDI_UPSTREAMS: ports.map((port) => `127.0.0.1:${port}`).join(' '),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let caddyLog = '';
  caddy.stderr!.on('data', (chunk: Buffer) => {
    caddyLog = (caddyLog + chunk.toString()).slice(-20_000);
  });
  const rootCertificate = path.join(caddyDir, 'storage/pki/authorities/local/root.crt');
  for (let waited = 0; !fs.existsSync(rootCertificate); waited += 100) {
    if (waited > 20_000 || caddy.exitCode !== null) throw new Error(`Caddy did not start:\n${caddyLog}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    origin: new URL(`https://localhost:${caddyPort}`),
    ca: fs.readFileSync(rootCertificate),
    rootCertificate,
    databaseUrl: cluster.url,
    /** Another database of the same cluster, e.g. one made with `adminUrl`. */
    urlOf: cluster.urlOf,
    adminUrl: cluster.adminUrl,
    ports,
    /** Starts keeping every instance's output (stdout and stderr) from now on; `text` reads it. */
    recordOutput() {
      const kept: string[] = [];
      recording = kept;
      return {
        text: () => kept.join(''),
        stop() {
          if (recording === kept) recording = null;
        },
      };
    },
    caddyLog: () => caddyLog,
    /** Stops instance `index` as a power cut would (SIGKILL); `restart` brings it back on its port. */
    kill(index: number) {
      const child = processes[index]!;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      return exited;
    },
    restart: startInstance,
    async stop() {
      caddy.kill('SIGTERM');
      for (const child of processes) if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.all(
        [caddy, ...processes].map((child) =>
          child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined,
        ),
      );
      await cluster.stop();
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;
