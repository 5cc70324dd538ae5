// Starting the built server and talking to it, for the benches.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { todayInKerala } from '../../src/shared/domain/event-date.ts';
import { machine, recordFigure, startProduct } from './harness.ts';
import { ADMIN, killChildren } from './process.ts';

export { ADMIN, killChildren, ROOT, startProcess, stopProcess } from './process.ts';

/**
 * For a server measured on create-order: it believes the load's X-Forwarded-For (see load.ts), as it
 * believes Caddy's, and keeps the per-address limit on unpaid units as shipped.
 */
export const BEHIND_THE_PROXY = { TRUSTED_PROXIES: '127.0.0.1', MAX_UNPAID_UNITS_PER_ADDRESS: '10' };

/**
 * The product as shipped (harness.ts, startProduct), with a bench's own `settings` (DATA_DIR, and any
 * other, printed when it starts). A bench whose buyers all come from 127.0.0.1 without the proxy's
 * header passes FROM_ONE_ADDRESS.
 */
export function startServer(settings: Record<string, string>) {
  return startProduct(settings);
}

/** Every simulated buyer comes from 127.0.0.1: the per-address limit would stop the load, not measure it. */
export const FROM_ONE_ADDRESS = { MAX_UNPAID_UNITS_PER_ADDRESS: '0' };

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

/** A figure's verdict: what it checks, and whether it held ('recorded': its figure is in the table already). */
export type Check = [string, boolean] | [string, boolean, 'recorded'];

/**
 * Prints each figure's verdict and the runner's summary, and adds each to `npm run bench`'s table; the
 * exit code fails when one failed.
 */
export function reportChecks(checks: Check[]): void {
  console.log('');
  for (const [name, ok, recorded] of checks) {
    if (recorded) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
    else recordFigure({ figure: name, value: ok ? 'held' : 'did not hold', target: 'holds', ok, machine: machine() });
  }
  const failed = checks.filter(([, ok]) => !ok).length;
  console.log(`${checks.length - failed} passed, ${failed} failed`);
  if (failed) process.exitCode = 1;
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
