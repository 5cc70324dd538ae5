// How soon the storefront paints on a phone: Lighthouse's mobile run (simulated 4× slower
// CPU, slow 4G) on the production build, as `npm start` serves it. In the same run, the same page
// without its build-time drawing (any other address gets the empty app.html, which draws the
// storefront only after the JavaScript has run) is the baseline.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { LANGUAGE_CHOICE } from '../src/shared/domain/language-choice.ts';
import { CHROMIUM_ARGS } from '../src/server/lib/chromium-args.ts';
import { machine, recordFigure, REPEATS } from './lib/harness.ts';
import { reportChecks, startServer, stopProcess } from './lib/server.ts';
import { storefrontJavaScript } from './lib/storefront.ts';

/** The phone's largest paint at most, in both languages, worst of the runs. */
const LCP_TARGET_MS = 1200;

const RUNS = Number(process.env.PAINT_RUNS ?? REPEATS);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Paint {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** What Lighthouse found as the largest paint (its CSS selector and text). */
  lcpElement: string;
  /** Whether the page's scripts ran: they, and only they, ask for the sale's events. */
  scriptsRan: boolean;
}

/**
 * A visitor's language choice, kept on the device (and in the cookie the server reads to send the
 * Malayalam page): Lighthouse keeps it when told not to reset the storage. The browser's cache is
 * emptied, so that every run is a first visit.
 */
async function chooseLanguage(port: number, origin: string, language: 'en' | 'ml') {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    // A file of the same origin, not a page: the app, started with the previous choice, would write
    // that choice back once its texts had loaded (initI18n), after this one.
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(
      (name, chosen) => {
        localStorage.setItem(name, chosen);
        document.cookie = `${name}=${chosen}; path=/; max-age=31536000; samesite=lax`;
      },
      LANGUAGE_CHOICE,
      language,
    );
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function measure(port: number, url: string, page: string): Promise<Paint> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // PAINT_REPORT_DIR keeps each run's whole Lighthouse report, to see what a paint waited for.
  const reports = process.env.PAINT_REPORT_DIR;
  if (reports) fs.writeFileSync(path.join(reports, `${page}-${Date.now()}.json`), result.report as string);
  const { audits, categories } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  // Where the blocking time comes from: each long task Lighthouse saw, as it simulates it on the phone.
  if (process.env.PAINT_LONG_TASKS) {
    const items = (audits['long-tasks']?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
    for (const task of items) console.log(`    long task ${JSON.stringify(task)}`);
  }
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcpElement: largestElement(audits['largest-contentful-paint-element']?.details),
    scriptsRan: JSON.stringify(audits['network-requests']?.details ?? {}).includes('/api/events'),
  };
}

function largestElement(details: unknown): string {
  const found = JSON.stringify(details ?? {}).match(/"selector":"([^"]*)".*?"snippet":"((?:[^"\\]|\\.)*)"/);
  return found ? `${found[1]} ${found[2]!.slice(0, 80)}` : 'unknown';
}

/** The worst of the runs, each figure on its own (the harness reports the worst, bench/lib/harness.ts). */
function summary(runs: Paint[]): Paint {
  const worst = (pick: (run: Paint) => number) => Math.max(...runs.map(pick));
  return {
    score: Math.min(...runs.map((run) => run.score)),
    fcp: worst((run) => run.fcp),
    lcp: worst((run) => run.lcp),
    tbt: worst((run) => run.tbt),
    cls: worst((run) => run.cls),
    lcpElement: [...new Set(runs.map((run) => run.lcpElement))].join(' | '),
    scriptsRan: runs.every((run) => run.scriptsRan),
  };
}

const line = (name: string, paint: Paint) =>
  `${name}: performance ${paint.score}, FCP ${(paint.fcp / 1000).toFixed(2)} s, LCP ${(paint.lcp / 1000).toFixed(2)} s, TBT ${Math.round(paint.tbt)} ms, CLS ${paint.cls.toFixed(3)}\n    largest paint: ${paint.lcpElement}`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-paint-'));
  const loadBefore = os.loadavg()[0]!.toFixed(2);
  const server = await startServer({ DATA_DIR: dataDir });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const runs = { en: [] as Paint[], ml: [] as Paint[], baseline: [] as Paint[] };
    for (let run = 0; run < RUNS; run++) {
      await chooseLanguage(chrome.port, server.url, 'en');
      runs.en.push(await measure(chrome.port, `${server.url}/`, 'en'));
      await chooseLanguage(chrome.port, server.url, 'en');
      runs.baseline.push(await measure(chrome.port, `${server.url}/welcome`, 'baseline'));
      await chooseLanguage(chrome.port, server.url, 'ml');
      runs.ml.push(await measure(chrome.port, `${server.url}/`, 'ml'));
    }
    const en = summary(runs.en);
    const ml = summary(runs.ml);
    const before = summary(runs.baseline);
    const js = storefrontJavaScript();
    const where = machine(loadBefore);
    console.log(`storefront paint, Lighthouse mobile defaults, worst of ${RUNS} runs\n  machine: ${where}\n`);
    console.log(line('prerendered / (English)  ', en));
    console.log(line('prerendered / (Malayalam)', ml));
    console.log(line('baseline (drawn by JS)   ', before));
    console.log(
      `LCP ${(en.lcp / before.lcp).toFixed(2)}× the baseline's (English), ${(ml.lcp / before.lcp).toFixed(2)}× (Malayalam)`,
    );
    console.log(
      `first-load JavaScript: ${(js.en / 1024).toFixed(1)} KB gzipped in English, ${(js.ml / 1024).toFixed(1)} KB in Malayalam`,
    );
    console.log('');
    for (const [language, page] of [
      ['en', en],
      ['ml', ml],
    ] as const) {
      recordFigure({
        figure: `storefront (${language}) LCP, Lighthouse mobile, worst of ${RUNS}`,
        value: `${Math.round(page.lcp)} ms`,
        target: `≤ ${LCP_TARGET_MS} ms`,
        ok: page.lcp <= LCP_TARGET_MS,
        machine: where,
      });
      recordFigure({
        figure: `storefront (${language}) TBT, Lighthouse mobile, worst of ${RUNS}`,
        value: `${Math.round(page.tbt)} ms`,
        target: '≤ 100 ms',
        ok: page.tbt <= 100,
        machine: where,
      });
    }
    reportChecks(
      (['en', 'ml'] as const).flatMap((language) => {
        const page = language === 'en' ? en : ml;
        return [
          [`${language}: the page's scripts ran and asked for the events (every run)`, page.scriptsRan],
          [`${language}: first-load JavaScript ≤ 100 KB gzipped`, js[language] <= 100 * 1024],
          [`${language}: no layout shift (CLS < 0.01)`, page.cls < 0.01],
        ] as [string, boolean][];
      }),
    );
  } finally {
    chrome.kill();
    await stopProcess(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
