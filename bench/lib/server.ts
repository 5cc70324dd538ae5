// Starting the built server and talking to it, for the benches.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { todayInKerala } from '../../src/shared/domain/event-date.ts';
import { freePort } from '../../src/server/test/postgres-cluster.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN = { username: 'bench', password: 'bench-admin-password' };
const children: ChildProcess[] = [];

export function startProcess(args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    let started = false;
    // After the ready line the output is still read (a full pipe would stall the child), not kept.
    const onData = (chunk: Buffer) => {
      if (started) return;
      output += chunk.toString();
      if (ready.test(output)) {
        started = true;
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`process exited (${code}): ${output}`)));
  });
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * For a server measured on create-order: it believes the load's X-Forwarded-For (see load.ts), as it
 * believes Caddy's, and keeps the per-address limit on unpaid units as shipped.
 */
export const BEHIND_THE_PROXY = { TRUSTED_PROXIES: '127.0.0.1', MAX_UNPAID_UNITS_PER_ADDRESS: '10' };

export async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = await startProcess(
    // BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, to see where the server's time goes
    [...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? []), 'dist/server/main.js'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Every simulated buyer comes from 127.0.0.1: the per-address limit would stop the load, not measure it.
      MAX_UNPAID_UNITS_PER_ADDRESS: '0',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    /Storefront:/,
  );
  return { child, url: `http://127.0.0.1:${port}` };
}

export async function call(
  url: string,
  init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies of several shapes; the bench reads the fields it knows
  return { status: response.status, body: (await response.json()) as Record<string, any>, headers: response.headers };
}

/**
 * One call through a given keep-alive agent (node:http), for loads that open many calls at once:
 * the agent's socket limit says how many are on the wire together, the rest wait their turn.
 */
export function callVia(
  agent: http.Agent,
  url: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies of several shapes; the bench reads the fields it knows
): Promise<{ status: number; body: Record<string, any> }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        agent,
        method: init.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...init.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {} });
          } catch (error) {
            reject(error);
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/** One admin session per server: sign-ins are limited per address, and the bench comes from one. */
const sessions = new Map<string, Promise<string>>();
export function adminCookie(base: string): Promise<string> {
  if (!sessions.has(base)) {
    sessions.set(
      base,
      call(`${base}/api/auth/login`, { method: 'POST', body: ADMIN }).then(
        (login) => login.headers.get('set-cookie')!.split(';')[0]!,
      ),
    );
  }
  return sessions.get(base)!;
}

/** What the admin sends to make one sale on the storefront, selling chicken mandi, today. */
export function saleEventBody(maxOrders: number, title: string) {
  return {
    title: `${title} ${randomBytes(3).toString('hex')}`,
    date: todayInKerala(),
    description: title,
    maxOrders,
    menuItems: { 'chicken-mandi': { enabled: true } },
  };
}

/** One sale on the storefront, made by the admin; answers its id. */
export async function createSaleEvent(base: string, maxOrders: number, title: string): Promise<number> {
  const created = await call(`${base}/api/events`, {
    method: 'POST',
    cookie: await adminCookie(base),
    body: saleEventBody(maxOrders, title),
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return created.body.event.id;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Kills whatever a bench left running (call it in `finally`). */
export function killChildren() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
}

/** A figure's verdict: what it checks, and whether it held. */
export type Check = [string, boolean];

/** Prints each figure's verdict and the runner's summary; the exit code fails when one failed. */
export function reportChecks(checks: Check[]): void {
  console.log('');
  for (const [name, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
  const failed = checks.filter(([, ok]) => !ok).length;
  console.log(`${checks.length - failed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

/** The value `p` per cent of `values` are at or below (0 when there are none). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs a bench's main: a failure sets the exit code, and whatever it started is stopped. */
export function runBench(main: () => Promise<void>): void {
  main()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(killChildren);
}
