// HTTP load for the benches: autocannon at 100 connections in a process of its own (load-worker.mjs),
// figures per run and per turn.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buyerAddressOf, orderBodyOf } from './order-body.mjs';

export const CONNECTIONS = 100;
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** Measured loads take turns in this many slices each (see inTurns). */
export const SLICES = 5;
const WORKER = path.join(import.meta.dirname, 'load-worker.mjs');

/** Buyers numbered across every load of this bench: each has a phone and an address of their own. */
let buyers = 0;
export function orderBody(eventId: number) {
  return orderBodyOf(eventId, ++buyers);
}
export function nextBuyerAddress(): string {
  return buyerAddressOf(++buyers);
}

export interface LoadOptions {
  method: 'GET' | 'POST';
  /**
   * POST create-order bodies for this event, one buyer each (orderBody), each call from its buyer's
   * address (X-Forwarded-For): a server started BEHIND_THE_PROXY checks each one's unpaid units.
   */
  orderFor?: number;
  /** A number of calls instead of a duration. */
  amount?: number;
  seconds?: number;
}

export interface LoadRun {
  url: string;
  options: LoadOptions;
  /** The answering process: its CPU time per answered call is counted beside the figures. */
  pid?: number;
}

export interface Figures {
  ok: number;
  seconds: number;
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU time (user + system) the answering process spent per answered call, when it is known. */
  cpuUsPerCall?: number;
  /** The machine's load average before → after, for judging the run. */
  machine: string;
  /** CPU seconds the load generator itself spent. */
  loadGeneratorCpuS?: number;
}

/** The value under which `fraction` of `values` fall (p99: 0.99). */
export function percentileOf(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!);
}

/** CPU seconds (user + system) a process has used, from /proc (0 when it is gone). */
export function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime + stime, in clock ticks of 1/100 s (getconf CLK_TCK on Linux)
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds the whole machine has spent busy (every process and the kernel: user, nice, system, irq,
 * softirq, steal) and in all, over all cores, from /proc/stat.
 */
export function machineCpuSeconds(): { busy: number; all: number; interrupts: number } {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.slice(0, 8).map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return { busy: busy / 100, all: (busy + idle! + iowait!) / 100, interrupts: (irq! + softirq!) / 100 };
}

/** What turns cost the whole machine (machineCpuSeconds) and the calls they made. */
export interface MachineCpu {
  busy: number;
  all: number;
  calls: number;
  /** Of `busy`, the load generator's own CPU seconds (an HTTP turn's; 0 for others). */
  loadGenerator: number;
  /** Of `busy`, the kernel's work charged to no process (irq, softirq: much of loopback TCP). */
  interrupts: number;
  /** Of `busy`, this bench's own process (it reads the server's log lines). */
  bench: number;
}
export const noMachineCpu = (): MachineCpu => ({
  busy: 0,
  all: 0,
  calls: 0,
  loadGenerator: 0,
  interrupts: 0,
  bench: 0,
});

/**
 * The same turn, adding what it cost the whole machine to `into`: the load generator and the kernel
 * included.
 */
export const countingMachineCpu =
  (turn: Turn, into: MachineCpu): Turn =>
  async (seconds) => {
    const before = machineCpuSeconds();
    const benchBefore = process.cpuUsage();
    const result = await turn(seconds);
    const benchSpent = process.cpuUsage(benchBefore);
    const after = machineCpuSeconds();
    into.bench += (benchSpent.user + benchSpent.system) / 1e6;
    into.busy += after.busy - before.busy;
    into.all += after.all - before.all;
    into.interrupts += after.interrupts - before.interrupts;
    into.calls += result.ok;
    into.loadGenerator += result.loadGeneratorCpuS ?? 0;
    return result;
  };

interface WorkerResult {
  ok: number;
  non2xx: number;
  errors: number;
  duration: number;
  p99: number;
  buyersUsed: number;
  latencies: number[];
  cpuSeconds: number;
}

function runWorker(spec: object): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER, JSON.stringify(spec)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as WorkerResult) : reject(new Error(`load generator failed: ${err}`)),
    );
  });
}

export async function load(
  url: string,
  options: LoadOptions,
  pid?: number,
): Promise<Figures & { latencies: number[] }> {
  // Other work on the machine skews one run against the other: the load average says when it did.
  const loadBefore = os.loadavg()[0]!;
  const seconds = options.seconds ?? DURATION_S;
  const cpuBefore = pid ? cpuSeconds(pid) : 0;
  const result = await runWorker({
    url,
    connections: CONNECTIONS,
    method: options.method,
    seconds,
    amount: options.amount,
    orderFor: options.orderFor,
    firstBuyer: buyers,
  });
  buyers += result.buyersUsed;
  const cpu = pid ? cpuSeconds(pid) - cpuBefore : 0;
  const elapsed = options.amount ? result.duration : seconds;
  return {
    ok: result.ok,
    latencies: result.latencies,
    seconds: elapsed,
    rps: result.ok / elapsed,
    p99: result.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    ...(pid && result.ok ? { cpuUsPerCall: (cpu / result.ok) * 1e6 } : {}),
    loadGeneratorCpuS: result.cpuSeconds,
    machine: `load ${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}`,
  };
}

/** One measured thing that can take a turn: an HTTP load, or anything else that counts what it did. */
export type Turn = (seconds: number) => Promise<{
  ok: number;
  latencies: number[];
  non2xx?: number;
  errors?: number;
  cpuUsPerCall?: number;
  loadGeneratorCpuS?: number;
}>;

export const httpTurn =
  (run: LoadRun): Turn =>
  (seconds) =>
    load(run.url, { ...run.options, seconds }, run.pid);

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
    cpuUs: 0,
    loads: [] as string[],
  }));
  for (let slice = 0; slice < slices; slice++) {
    for (const [index, turn] of turns.entries()) {
      const loadBefore = os.loadavg()[0]!;
      const result = await turn(seconds / slices);
      const total = totals[index]!;
      total.ok += result.ok;
      total.seconds += seconds / slices;
      for (const latency of result.latencies) total.latencies.push(latency);
      total.non2xx += result.non2xx ?? 0;
      total.errors += result.errors ?? 0;
      total.cpuUs += (result.cpuUsPerCall ?? 0) * result.ok;
      total.loads.push(`${loadBefore.toFixed(1)}→${os.loadavg()[0]!.toFixed(1)}`);
    }
  }
  return totals.map(({ latencies, loads, cpuUs, ...total }) => ({
    ...total,
    rps: total.ok / total.seconds,
    p99: percentileOf(latencies, 0.99),
    ...(cpuUs ? { cpuUsPerCall: cpuUs / total.ok } : {}),
    machine: `load ${loads.join(', ')}`,
  })) as { [K in keyof T]: Figures };
}

/**
 * Holds `units` units on one sale, one unit per create-order call (the same code path and counter as
 * any customer's hold), before create-order is measured on it; answers the run and its seconds.
 */
export async function prefillSale(base: string, saleId: number, units: number) {
  const started = performance.now();
  const run = await load(`${base}/api/razorpay/create-order`, { method: 'POST', orderFor: saleId, amount: units });
  return { ...run, elapsedS: (performance.now() - started) / 1000 };
}
