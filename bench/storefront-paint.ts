// How soon the storefront paints on a phone: Lighthouse's mobile run (simulated 4× slower
// CPU, slow 4G) on the production build, as `npm start` serves it. In the same run, the same page
// without its build-time drawing (any other address gets the empty app.html, which draws the
// storefront only after the JavaScript has run) is the baseline.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../src/server/lib/chromium-args.ts';
import { reportChecks, startServer, stopProcess } from './lib/server.ts';
import { storefrontJavaScript } from './lib/storefront.ts';

const RUNS = Number(process.env.PAINT_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Paint {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function measure(port: number, url: string): Promise<Paint> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function summary(runs: Paint[]): Paint {
  return {
    score: median(runs.map((run) => run.score)),
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
  };
}

const line = (name: string, paint: Paint) =>
  `${name}: performance ${paint.score}, FCP ${(paint.fcp / 1000).toFixed(2)} s, LCP ${(paint.lcp / 1000).toFixed(2)} s, TBT ${Math.round(paint.tbt)} ms, CLS ${paint.cls.toFixed(3)}`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-paint-'));
  const server = await startServer({ DATA_DIR: dataDir });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const drawn: Paint[] = [];
    const baseline: Paint[] = [];
    for (let run = 0; run < RUNS; run++) {
      drawn.push(await measure(chrome.port, `${server.url}/`));
      baseline.push(await measure(chrome.port, `${server.url}/welcome`));
    }
    const page = summary(drawn);
    const before = summary(baseline);
    const js = storefrontJavaScript();
    console.log(`storefront paint, Lighthouse mobile, median of ${RUNS} runs on ${os.cpus().length} cores\n`);
    console.log(line('prerendered /          ', page));
    console.log(line('baseline (drawn by JS) ', before));
    console.log(`LCP ${(page.lcp / before.lcp).toFixed(2)}× the baseline's`);
    console.log(`first-load JavaScript: ${(js.bytes / 1024).toFixed(1)} KB gzipped in ${js.files} files\n`);
    reportChecks([
      ['LCP ≤ 1.8 s', page.lcp <= 1800],
      ['TBT ≤ 150 ms', page.tbt <= 150],
      ['first-load JavaScript ≤ 110 KB gzipped', js.bytes <= 110 * 1024],
      ['hydration does not shift the layout (CLS < 0.01)', page.cls < 0.01],
    ]);
  } finally {
    chrome.kill();
    await stopProcess(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
