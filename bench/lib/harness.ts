// The one bench harness: the product started as the README's `npm start` starts it, the
// yardstick in plain node, the load in a process of its own (load.ts), warm-up, interleaved turns, the
// whole measurement three times with the worst reported, and the machine printed beside every figure.
// bench/README.md says what each yardstick is and why it is the ceiling.
import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/server/test/postgres-cluster.ts';
import { ADMIN, ROOT, startProcess } from './process.ts';

/** The whole measurement is made this many times; the worst is the figure. */
export const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
/** Each server takes this much load, not counted, before its turns: both leave the JIT settled. */
export const WARM_UP_S = Number(process.env.BENCH_WARM_UP_SECONDS ?? 5);
const PG_BIN = '/usr/lib/postgresql/15/bin';

/**
 * The product as `npm start` runs it (scripts/start.mjs: the built dist/, built first when missing),
 * with NODE_ENV=production and the shipped defaults, logging at the shipped level to standard output.
 * PAYMENT_PROVIDER=test is what production asks for to take simulated payments on purpose; ADMIN_* name
 * the first account; `settings` are a bench's own, printed beside its figures (changedSettings).
 */
export async function startProduct(settings: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = await startProcess(
    // BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, to see where the server's time goes
    [...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? []), 'scripts/start.mjs'],
    {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...settings,
    },
    /Storefront:/,
    // The bench's own environment must not leak settings into the product: only what is named here.
    { inherit: ['PATH', 'HOME', 'TMPDIR', 'LANG'] },
  );
  const changed = Object.keys(settings).filter((name) => !['DATA_DIR', 'DATABASE_URL'].includes(name));
  if (changed.length)
    console.log(`  (product started with the bench's own ${changed.map((n) => `${n}=${settings[n]}`).join(', ')})`);
  return { child, url: `http://127.0.0.1:${port}` };
}

/**
 * The yardstick server (bench/yardstick/server.mjs) in plain node, no loader: the same JSON bytes as
 * GET /api/events (read from the product once, into `work`) and a grouped SQLite write. `eventsHeaders`
 * are sent with those bytes only in a diagnosis run (explainHeaders in events-read.ts), never for a figure.
 */
export async function startYardstick(work: string, productUrl?: string, eventsHeaders: Record<string, string> = {}) {
  const eventsJsonFile = path.join(work, 'events.json');
  fs.writeFileSync(
    eventsJsonFile,
    productUrl ? Buffer.from(await (await fetch(`${productUrl}/api/events`)).arrayBuffer()) : '{}',
  );
  const port = await freePort();
  const child = await startProcess(
    [...(process.env.BENCH_YARDSTICK_NODE_ARGS?.split(' ') ?? []), 'bench/yardstick/server.mjs'],
    {
      PORT: String(port),
      DATA_DIR: path.join(work, 'yardstick'),
      EVENTS_JSON_FILE: eventsJsonFile,
      EVENTS_HEADERS: JSON.stringify(eventsHeaders),
    },
    /yardstick ready/,
    { inherit: ['PATH', 'HOME', 'TMPDIR', 'LANG'] },
  );
  return { child, url: `http://127.0.0.1:${port}` };
}

function postgresVersion(): string {
  try {
    return execFileSync(path.join(PG_BIN, 'postgres'), ['--version'], { encoding: 'utf8' })
      .trim()
      .replace(/^postgres \(PostgreSQL\) /, '');
  } catch {
    return 'not installed';
  }
}

const load1 = () => os.loadavg()[0]!.toFixed(2);
const facts = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, PostgreSQL ${postgresVersion()}`;

const loadAtStart = load1();

/**
 * The machine, for printing beside a figure: what it is, and how busy it was before (by default when
 * the bench started) and now.
 */
export function machine(loadBefore = loadAtStart) {
  return `${facts}; load average ${loadBefore} → ${load1()}`;
}

/**
 * Makes the whole measurement REPEATS times and answers the worst by `worse` (the one that reads worse
 * for the product: the lower ratio, the higher latency), with each repeat's figure and the machine.
 */
export async function worstOf<T>(
  name: string,
  measure: (repeat: number) => Promise<T>,
  show: (result: T) => string,
  worse: (a: T, b: T) => boolean,
): Promise<{ worst: T; all: T[]; machine: string }> {
  const loadBefore = load1();
  const all: T[] = [];
  for (let repeat = 1; repeat <= REPEATS; repeat++) {
    const result = await measure(repeat);
    console.log(`  ${name}, measurement ${repeat} of ${REPEATS}: ${show(result)}`);
    all.push(result);
  }
  const worst = all.reduce((a, b) => (worse(b, a) ? b : a));
  const where = machine(loadBefore);
  console.log(`  ${name}, worst of ${REPEATS}: ${show(worst)}\n    machine: ${where}`);
  return { worst, all, machine: where };
}

/** One row of `npm run bench`'s table: a figure, its target, whether it held, and the machine. */
export interface FigureRow {
  figure: string;
  value: string;
  target: string;
  ok: boolean;
  machine: string;
}

/**
 * A product figure against its yardstick (a ratio, product ÷ yardstick): it holds when it reaches the
 * target, and it fails when it beats the yardstick (> 100 %) unless bench/README.md explains why under
 * "Figures that may beat their yardstick" (a line naming the figure's id in backquotes).
 */
export function againstYardstick(id: string, ratio: number, target: number): { ok: boolean; note: string } {
  if (ratio > 1 && !explainedBeating(id)) {
    return { ok: false, note: `beats its yardstick (${(ratio * 100).toFixed(0)} %): unexplained in bench/README.md` };
  }
  return { ok: ratio >= target, note: '' };
}

function explainedBeating(id: string): boolean {
  const readme = fs.readFileSync(path.join(ROOT, 'bench/README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Figures that may beat their yardstick'));
  return section?.includes(`\`${id}\``) ?? false;
}

/** Prints a figure and, under `npm run bench` (BENCH_FIGURES names a file), adds it to the table. */
export function recordFigure(row: FigureRow): void {
  console.log(`${row.ok ? 'PASS' : 'FAIL'}  ${row.figure}: ${row.value} (target ${row.target})`);
  if (!row.ok) process.exitCode = 1;
  const file = process.env.BENCH_FIGURES;
  const bench = path.basename(process.argv[1] ?? 'bench', '.ts');
  if (file) fs.appendFileSync(file, JSON.stringify({ bench, ...row }) + '\n');
}

export const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;
