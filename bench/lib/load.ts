// HTTP load for the benches: autocannon at 100 connections, figures per run and per turn.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';

export const CONNECTIONS = 100;
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** Measured loads take turns in this many slices each (see inTurns). */
export const SLICES = 5;

/** Each buyer has a phone of their own: one phone keeps one open hold per event. */
let buyers = 0;
export function orderBody(eventId: number) {
  return {
    eventId,
    items: { 'chicken-mandi': 1 },
    amount: 60000,
    currency: 'INR',
    receipt: `bench${randomBytes(10).toString('hex')}`,
    name: 'Bench Customer',
    phone: `9${String(++buyers % 1_000_000_000).padStart(9, '0')}`,
    address: 'Bench Road, Kottayam',
    pincode: '686001',
    coupon: null,
    location: null,
  };
}

/**
 * Each call of a POST load comes from its own client address, as Caddy tells it (X-Forwarded-For): a
 * sale's buyers are on their own phones, and a server started BEHIND_THE_PROXY then checks each one's
 * unpaid units (MAX_UNPAID_UNITS_PER_ADDRESS, as shipped), the path a real sale takes.
 */
let buyerAddresses = 0;
function nextBuyerAddress(): string {
  const n = ++buyerAddresses;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export interface LoadOptions {
  method: 'GET' | 'POST';
  body?: () => string;
  /** A number of calls instead of a duration. */
  amount?: number;
  seconds?: number;
}

export interface LoadRun {
  url: string;
  options: LoadOptions;
}

export interface Figures {
  ok: number;
  seconds: number;
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The machine's load average before → after, for judging the run. */
  machine: string;
}

/** The value under which `fraction` of `values` fall (p99: 0.99). */
export function percentileOf(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!);
}

export async function load(url: string, options: LoadOptions): Promise<Figures & { latencies: number[] }> {
  // Other work on the machine skews one run against the other: the load average says when it did.
  const loadBefore = os.loadavg()[0]!;
  const seconds = options.seconds ?? DURATION_S;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        ...(options.amount ? { amount: options.amount } : { duration: seconds }),
        method: options.method,
        headers: { 'content-type': 'application/json' },
        requests: options.body
          ? [
              {
                method: 'POST',
                setupRequest: (request) => ({
                  ...request,
                  body: options.body!(),
                  headers: { ...request.headers, 'x-forwarded-for': nextBuyerAddress() },
                }),
              },
            ]
          : undefined,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const ok = result['2xx'];
  const elapsed = options.amount ? result.duration : seconds;
  return {
    ok,
    latencies,
    seconds: elapsed,
    rps: ok / elapsed,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    machine: `load ${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}`,
  };
}

/** One measured thing that can take a turn: an HTTP load, or anything else that counts what it did. */
export type Turn = (seconds: number) => Promise<{ ok: number; latencies: number[]; non2xx?: number; errors?: number }>;

export const httpTurn =
  (run: LoadRun): Turn =>
  (seconds) =>
    load(run.url, { ...run.options, seconds });

/**
 * Runs measured things in turn, a fifth of the duration each, five times over (or `slices` times), and adds each one's
 * slices up: other work passing on the machine then weighs on each alike. p99 is over every call of
 * all slices.
 */
export async function inTurns<T extends Turn[]>(
  turns: [...T],
  seconds = DURATION_S,
  slices = SLICES,
): Promise<{ [K in keyof T]: Figures }> {
  const totals = turns.map(() => ({
    ok: 0,
    seconds: 0,
    latencies: [] as number[],
    non2xx: 0,
    errors: 0,
    loads: [] as string[],
  }));
  for (let slice = 0; slice < slices; slice++) {
    for (const [index, turn] of turns.entries()) {
      const loadBefore = os.loadavg()[0]!;
      const result = await turn(seconds / slices);
      const total = totals[index]!;
      total.ok += result.ok;
      total.seconds += seconds / slices;
      total.latencies.push(...result.latencies);
      total.non2xx += result.non2xx ?? 0;
      total.errors += result.errors ?? 0;
      total.loads.push(`${loadBefore.toFixed(1)}→${os.loadavg()[0]!.toFixed(1)}`);
    }
  }
  return totals.map(({ latencies, loads, ...total }) => ({
    ...total,
    rps: total.ok / total.seconds,
    p99: percentileOf(latencies, 0.99),
    machine: `load ${loads.join(', ')}`,
  })) as { [K in keyof T]: Figures };
}

/**
 * Holds `units` units on one sale, one unit per create-order call (the same code path and counter as
 * any customer's hold), before create-order is measured on it; answers the run and its seconds.
 */
export async function prefillSale(base: string, saleId: number, units: number) {
  const started = performance.now();
  const run = await load(`${base}/api/razorpay/create-order`, {
    method: 'POST',
    body: () => JSON.stringify(orderBody(saleId)),
    amount: units,
  });
  return { ...run, elapsedS: (performance.now() - started) / 1000 };
}
