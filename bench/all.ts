// `npm run bench`: every bench in turn, each in its own process as its own npm script runs it, then one
// table of every figure against its target, with the machine each was measured on. BENCH_SECONDS,
// BENCH_WARM_UP_SECONDS and BENCH_REPEATS shorten a run (bench/README.md); BENCH_ONLY=a,b picks benches.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FigureRow } from './lib/harness.ts';
import { ROOT } from './lib/process.ts';

const BENCHES = [
  'events-read',
  'flash-sale',
  'postgres-orders',
  'storefront-paint',
  'kitchen-live',
  'offline-catch-up',
  'bounds-full',
];
const only = process.env.BENCH_ONLY?.split(',');
const figuresFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-bench-all-')), 'figures.jsonl');
const started = performance.now();
const outcomes: { bench: string; code: number | null; seconds: number }[] = [];

for (const bench of BENCHES.filter((name) => !only || only.includes(name))) {
  console.log(`\n=== ${bench} ===`);
  const benchStarted = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', `bench/${bench}.ts`], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BENCH_FIGURES: figuresFile },
  });
  outcomes.push({ bench, code: run.status, seconds: (performance.now() - benchStarted) / 1000 });
}

const rows: (FigureRow & { bench: string })[] = fs.existsSync(figuresFile)
  ? fs
      .readFileSync(figuresFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as FigureRow & { bench: string })
  : [];
const width = (pick: (row: FigureRow & { bench: string }) => string, title: string) =>
  Math.max(title.length, ...rows.map((row) => pick(row).length));
const columns = [
  ['bench', (row: FigureRow & { bench: string }) => row.bench],
  ['figure', (row: FigureRow & { bench: string }) => row.figure],
  ['value', (row: FigureRow & { bench: string }) => row.value],
  ['target', (row: FigureRow & { bench: string }) => row.target],
  ['', (row: FigureRow & { bench: string }) => (row.ok ? 'PASS' : 'FAIL')],
] as const;
const widths = columns.map(([title, pick]) => width(pick, title));
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
console.log('\n=== npm run bench ===');
console.log(line(columns.map(([title]) => title)));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(columns.map(([, pick]) => pick(row))));
console.log('\nmachines:');
for (const machine of new Set(rows.map((row) => `${row.bench}: ${row.machine}`))) console.log(`  ${machine}`);
console.log('\nbenches:');
for (const { bench, code, seconds } of outcomes) {
  console.log(`  ${bench.padEnd(18)} ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`);
}
const failed = rows.filter((row) => !row.ok).length + outcomes.filter((outcome) => outcome.code !== 0).length;
console.log(
  `\n${rows.length} figures, ${rows.filter((row) => !row.ok).length} failed; whole run ${((performance.now() - started) / 60000).toFixed(1)} min ` +
    `(BENCH_SECONDS=${process.env.BENCH_SECONDS ?? 'default'}, BENCH_REPEATS=${process.env.BENCH_REPEATS ?? 3})`,
);
process.exitCode = failed ? 1 : 0;
