import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Browser, BrowserContext } from 'playwright-core';
import type { ReportPdfRefusal } from '#shared/schemas/reports.ts';
import { CHROMIUM_ARGS } from '#server/lib/chromium-args.ts';
import { createSemaphore, QueueFullError } from '#server/lib/semaphore.ts';

/** Why a PDF could not be made: the route answers 503 with the matching `reports.pdf.refusals` code. */
export class PdfRenderError extends Error {
  constructor(
    readonly refusal: ReportPdfRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'PdfRenderError';
  }
}

export interface PdfRendererOptions {
  executablePath: string;
  log: FastifyBaseLogger;
  /** Pages printed at once; more wait their turn. */
  concurrency?: number;
  /** Requests that may wait for a turn; beyond them the answer is 'busy' at once. */
  maxWaiting?: number;
  /** The longest one page may take (launching the browser included). */
  timeoutMs?: number;
}

export interface PdfRenderer {
  /** The HTML page printed on A4 with its backgrounds. Rejects with PdfRenderError. */
  render(html: string): Promise<Buffer>;
  /** Closes the browser, if it was launched; the renderer refuses to print from then on. */
  close(): Promise<void>;
}

/**
 * One Chromium for the whole process, launched on the first PDF (not at start, so a server that never
 * prints a report never runs it) and again after it dies; one fresh, offline browser context per PDF.
 */
export function createPdfRenderer({
  executablePath,
  log,
  concurrency = 2,
  maxWaiting = 8,
  timeoutMs = 30_000,
}: PdfRendererOptions): PdfRenderer {
  const inTurn = createSemaphore(concurrency, maxWaiting);
  let browser: Promise<Browser> | null = null;
  let closed = false;

  function launch(): Promise<Browser> {
    if (browser) return browser;
    const launching = (async () => {
      try {
        await fs.promises.access(executablePath, fs.constants.X_OK);
      } catch {
        throw new PdfRenderError('unavailable', `No Chromium at ${executablePath} (set CHROMIUM_PATH)`);
      }
      let launched: Browser;
      try {
        // Loaded with the first PDF: a server that prints none never loads Playwright.
        const { chromium } = await import('playwright-core');
        launched = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true, timeout: timeoutMs });
      } catch (error) {
        log.error({ err: error, executablePath }, 'Chromium did not start');
        throw new PdfRenderError('unavailable', `Chromium at ${executablePath} did not start`);
      }
      launched.on('disconnected', () => {
        if (browser === launching) browser = null;
      });
      log.info({ executablePath, version: launched.version() }, 'Chromium launched for report PDFs');
      return launched;
    })();
    browser = launching;
    // A failed launch is tried again by the next PDF.
    launching.catch(() => {
      if (browser === launching) browser = null;
    });
    return launching;
  }

  async function print(html: string): Promise<Buffer> {
    const deadline = Date.now() + timeoutMs;
    const left = () => Math.max(0, deadline - Date.now());
    const running = await withTimeout(launch(), left());
    const context = await withTimeout(running.newContext({ offline: true }), left());
    try {
      // Closing the context (finally) ends a print still running when the time is up.
      return await withTimeout(printPage(context, html), left());
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  return {
    async render(html) {
      if (closed) throw new PdfRenderError('unavailable', 'The server is shutting down');
      try {
        return await inTurn(() => print(html));
      } catch (error) {
        if (error instanceof PdfRenderError) {
          if (error.refusal === 'unavailable') log.warn({ executablePath }, error.message);
          else log.error({ err: error }, 'report PDF failed');
          throw error;
        }
        if (error instanceof QueueFullError) throw new PdfRenderError('busy', 'Too many report PDFs at once');
        log.error({ err: error }, 'report PDF failed');
        throw new PdfRenderError('failed', 'The PDF could not be made');
      }
    },
    async close() {
      closed = true;
      const running = browser;
      browser = null;
      if (running) await (await running.catch(() => null))?.close();
    },
  };
}

async function printPage(context: BrowserContext, html: string): Promise<Buffer> {
  const page = await context.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  // The inlined fonts are decoded asynchronously: print only once every face is ready.
  await page.evaluate('document.fonts.ready.then(() => undefined)');
  return page.pdf({
    format: 'A4',
    printBackground: true,
    margin: { top: '14mm', right: '12mm', bottom: '16mm', left: '12mm' },
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate:
      '<div style="width:100%;font-size:8px;color:#57534e;text-align:center;font-family:sans-serif">' +
      '<span class="pageNumber"></span> / <span class="totalPages"></span></div>',
  });
}

/** The work's answer, or a 'failed' refusal once `ms` have passed (the work's own end is then ignored). */
async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PdfRenderError('failed', `The PDF took longer than ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}
