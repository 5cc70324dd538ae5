import fs from 'node:fs';
import zlib from 'node:zlib';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api.js';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { madeAsArrived } from '#shared/domain/change-times.ts';
import { kitchenRulesMl } from '#shared/content/locales/kitchen-rules.ml.ts';
import { reportsEn as en } from '#shared/content/locales/reports.en.ts';
import { reportsMl as ml } from '#shared/content/locales/reports.ml.ts';
import { taskListReply, temperatureReply, type TemperatureReading } from '#shared/schemas/tasks.ts';
import { recordCorrection } from '#server/modules/corrections/corrections.service.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createPdfRenderer, PdfRenderError } from './pdf-renderer.ts';

/** The Chromium the API tests print with; CI installs it (scripts/ensure-chromium.sh). */
const CHROMIUM = '/usr/bin/chromium';
const NO_CHROMIUM = fs.existsSync(CHROMIUM)
  ? null
  : `no Chromium at ${CHROMIUM}: run scripts/ensure-chromium.sh (as root) to print report PDFs`;

const pdfUrl = (eventId: number | string) => `/api/diary-events/${eventId}/report.pdf`;
/** Whitespace is where pdf.js guesses it from the gaps between glyphs; the characters and their order are the PDF's. */
const squash = (text: string) => text.replace(/\s+/g, '');

interface PdfText {
  /** The page's text as pdf.js reads it: the glyphs, in the order they are drawn. */
  glyphs: string;
  /** The same with each ActualText span read as its text: what a reader copies or searches. */
  text: string;
  /** The names of the fonts the page draws with, e.g. 'AAAAAA+NotoSansMalayalam-Regular'. */
  fonts: string[];
  /** The font of every drawn run that holds Malayalam. */
  malayalamFonts: string[];
  pages: number;
}

/** The ActualText strings of a PDF's content streams, in the order they are written (UTF-16BE hex). */
function actualTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = zlib.inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    for (const span of content.matchAll(/\/ActualText\s*<FEFF([0-9A-Fa-f]*)>/g)) {
      texts.push(Buffer.from(span[1]!, 'hex').swap16().toString('utf16le'));
    }
  }
  return texts;
}

/**
 * The PDF's text through pdf.js, page after page. Chromium (Skia) writes Malayalam as shaped glyphs: a
 * two-part vowel sign drawn around its consonant, a conjunct drawn as one glyph. For every such cluster it
 * writes a marked-content span whose ActualText is the cluster's text in logical order (PDF 32000
 * §14.9.4), as PDFium, Acrobat and poppler read it. pdf.js's getTextContent marks the spans but keeps the
 * glyphs, so this reads each span as its ActualText (taken from the content streams, which Chromium
 * writes in page order).
 */
async function readPdf(pdf: Buffer): Promise<PdfText> {
  const document = await getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false })
    .promise;
  try {
    const spans = actualTexts(pdf);
    let glyphs = '';
    let text = '';
    let spanCount = 0;
    const fonts = new Set<string>();
    const malayalamFonts = new Set<string>();
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent({ includeMarkedContent: true });
      let depth = 0;
      // Drawing the page's operators loads its fonts into commonObjs, where the text items name them.
      const operators = await page.getOperatorList();
      const fontName = (id: string) => (page.commonObjs.get(id) as { name: string }).name;
      // pdf.js names the marked content's tag ('Span') as well, though its types leave it out.
      for (const item of content.items as (TextItem | (TextMarkedContent & { tag?: string }))[]) {
        if ('type' in item) {
          if (item.type === 'beginMarkedContentProps' && item.tag === 'Span') {
            text += spans[spanCount++] ?? '';
            depth++;
          } else if (item.type === 'endMarkedContent' && depth > 0) {
            depth--;
          }
          continue;
        }
        const written = item.str + (item.hasEOL ? '\n' : '');
        glyphs += written;
        if (depth === 0) text += written;
        if (/[\u0D00-\u0D7F]/.test(item.str)) malayalamFonts.add(fontName(item.fontName));
      }
      operators.fnArray.forEach((op, index) => {
        if (op === OPS.setFont) fonts.add(fontName((operators.argsArray[index] as [string])[0]));
      });
    }
    expect(spanCount, 'one ActualText for every span').toBe(spans.length);
    return { glyphs, text, fonts: [...fonts], malayalamFonts: [...malayalamFonts], pages: document.numPages };
  } finally {
    await document.destroy();
  }
}

describe('the event report PDF', () => {
  let t: TestApp;
  let staff: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('staff', 'cook');
    admin = await t.signIn('admin', 'owner2');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, cookie = staff) =>
    callAs(t.app, cookie, method, url, payload);

  /**
   * A diary event with a short list (one page): a task done by two people, one started, the final
   * task, and the pit's temperature task with two readings, one below its limit and corrected by the
   * other; a completion ticked by mistake and undone. Made through the single-task calls (an admin
   * removes the other default tasks); the times are then set as a day's kitchen left them.
   */
  async function reportEvent(title: string): Promise<number> {
    const created = await call('POST', '/api/diary-events/create', { title, date: '2026-12-20' });
    expect(created.statusCode, created.body).toBe(200);
    const eventId = created.json().event.id as number;
    expect((await call('POST', `/api/people/${eventId}`, { count: 120 })).statusCode).toBe(200);
    const defaults = taskListReply.parse((await call('GET', `/api/todos/${eventId}`)).json()).data;
    const pit = defaults.find((task) => task.temperatureCheck === 'before-loading')!;
    for (const task of defaults.filter((each) => !each.isFinalTask && each.id !== pit.id)) {
      const removed = await call('DELETE', `/api/todos/${eventId}/${task.id}`, undefined, admin);
      expect(removed.statusCode, removed.body).toBe(200);
    }
    const add = async (task: string, assignedTo = '') => {
      const added = await call('POST', `/api/todos/${eventId}/tasks`, {
        kind: 'custom',
        task,
        dueDate: 'Day before event',
        estimatedDuration: 30,
        assignedTo,
      });
      expect(added.statusCode, added.body).toBe(201);
      return added.json().task.id as string;
    };
    const act = async (taskId: string, action: 'start' | 'complete', name: string) => {
      const response = await call('POST', `/api/todos/${eventId}/${taskId}/${action}`, { name });
      expect(response.statusCode, response.body).toBe(200);
    };
    const buy = await add('ഇറച്ചി വാങ്ങുക', 'അനു');
    await act(buy, 'start', 'ബാല');
    await act(buy, 'complete', 'മീര');
    const rice = await add('Soak rice');
    await act(rice, 'start', 'Ravi');
    // The day as the kitchen lived it: bought in 1 hour 5 minutes two days before, rice soaking since 07:00.
    const times = {
      buy: ['2026-12-18T04:00:00.000Z', '2026-12-18T05:05:00.000Z'],
      rice: ['2026-12-20T01:30:00.000Z', null],
    };
    for (const [taskId, [startedAt, completedAt]] of [
      [buy, times.buy],
      [rice, times.rice],
    ] as const) {
      await t.database.db
        .updateTable('diary_tasks')
        .set({ started_at: startedAt, completed_at: completedAt })
        .where('event_id', '=', eventId)
        .where('id', '=', taskId)
        .execute();
    }
    const readings = [];
    for (const value of [150, 250]) {
      const recorded = await call('POST', `/api/todos/${eventId}/${pit.id}/temperatures`, { value, name: 'രവി' });
      expect(recorded.statusCode, recorded.body).toBe(200);
      readings.push(temperatureReply.parse(recorded.json()).reading);
    }
    const [low, high] = readings as [TemperatureReading, TemperatureReading];
    const who = { name: 'Anu', account: 'owner2', role: 'admin' as const, times: madeAsArrived(Date.now()) };
    await recordCorrection(
      t.database.db,
      {
        scope: { eventId },
        kind: 'reading',
        recordId: String(low.id),
        action: 'correct',
        before: { valueC: low.valueC, takenBy: low.takenBy, takenAt: low.takenAt },
        after: { id: high.id, valueC: high.valueC, takenBy: high.takenBy, takenAt: high.takenAt },
        reason: 'Probe in the ash',
      },
      who,
    );
    await recordCorrection(
      t.database.db,
      {
        scope: { eventId },
        kind: 'task-completion',
        recordId: rice,
        action: 'undo',
        before: { completedBy: 'Ravi', completedAt: '2026-12-20T02:00:00.000Z', completedAccount: 'cook' },
        reason: 'Ticked by mistake',
      },
      who,
    );
    return eventId;
  }

  it('refuses without a session (401), bad input (400) and an unknown event (404), as JSON', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: pdfUrl(1), payload: { language: 'en' } });
    expect(anonymous.statusCode).toBe(401);

    const eventId = await reportEvent('Refusals');
    for (const body of [{ language: 'fr' }, {}, { language: 'ML' }]) {
      const response = await call('POST', pdfUrl(eventId), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field: 'language' });
    }
    expect((await call('POST', pdfUrl('abc'), { language: 'en' })).statusCode).toBe(400);

    const unknown = await call('POST', pdfUrl(999999), { language: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'kitchenRules.diary.notFound' });
  });

  it('answers 503 with its code, never 500, when the server has no Chromium', async () => {
    const without = await createTestApp({ config: { chromiumPath: '/nonexistent/chromium' } });
    try {
      const cookie = await without.signIn('staff');
      const created = await callAs(without.app, cookie, 'POST', '/api/diary-events/create', {
        title: 'No printer',
        date: '2026-12-20',
      });
      const eventId = created.json().event.id as number;
      const response = await callAs(without.app, cookie, 'POST', pdfUrl(eventId), { language: 'ml' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        success: false,
        error: en.pdf.refusals.unavailable,
        code: 'reports.pdf.refusals.unavailable',
      });
    } finally {
      await without.close();
    }
  });

  describe('printed by Chromium', () => {
    beforeEach((context) => {
      if (NO_CHROMIUM) context.skip(NO_CHROMIUM);
    });

    it('answers a PDF in Malayalam: shaped, searchable in logical order, in Noto Sans Malayalam', async () => {
      const title = 'വിവാഹ മന്തി <script>alert(1)</script>';
      const eventId = await reportEvent(title);
      const response = await call('POST', pdfUrl(eventId), { language: 'ml' });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(`${title}_report.pdf`)}`,
      );
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const read = await readPdf(pdf);
      expect(read.pages).toBeLessThanOrEqual(2);
      // The title as typed, escaped into the page and so printed as text, not run.
      expect(read.text).toContain('<script>alert(1)</script>');
      for (const phrase of [
        ml.summary.heading,
        ml.statistics.heading,
        ml.summary.createdBy,
        ml.pdf.temperatures.heading,
        ml.pdf.temperatures.outOfRange,
        ml.columns.completionTime,
        kitchenRulesMl.temperature.limits.beforeLoading,
        '120 പേർ',
        '1 മണിക്കൂർ 5 മിനിറ്റ്',
        'വിവാഹ മന്തി',
        'ഇറച്ചി വാങ്ങുക',
        ml.corrections.corrected,
        '250 °C ആയി തിരുത്തി — Probe in the ash',
        'Ravi 20/12/2026, 07:30-ന് പൂർത്തിയാക്കിയത്',
      ]) {
        expect(squash(read.text), phrase).toContain(squash(phrase));
      }
      // Shaped: ജോ (ജ + ോ) is drawn as േ, ജ, ാ: the vowel sign's halves around the consonant.
      expect(read.glyphs).toContain('\u0D47\u0D1C\u0D3E');
      expect(ml.statistics.heading).toContain('\u0D1C\u0D4B');

      expect(read.fonts.some((font) => /^[A-Z]{6}\+NotoSansMalayalam-Regular$/.test(font))).toBe(true);
      expect(read.fonts.some((font) => /^[A-Z]{6}\+NotoSansMalayalam-Bold$/.test(font))).toBe(true);
      expect(read.malayalamFonts.length).toBeGreaterThan(0);
      expect(read.malayalamFonts.every((font) => font.includes('NotoSansMalayalam'))).toBe(true);
      // The font itself is embedded, not named for the reader to find.
      expect(pdf.toString('latin1')).toMatch(
        /\/FontName \/[A-Z]{6}\+NotoSansMalayalam-Regular\n[^>]*\/FontFile2 \d+ 0 R>>/,
      );
    });

    it('answers the same report in English to an admin, the reading out of range marked', async () => {
      const eventId = await reportEvent('Wedding Mandi');
      const response = await call('POST', pdfUrl(eventId), { language: 'en' }, admin);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const read = await readPdf(response.rawPayload);
      for (const phrase of [
        'Wedding Mandi — Event Report',
        en.summary.heading,
        '120 people',
        en.status.inProgress,
        en.statistics.heading,
        en.pdf.temperatures.heading,
        '150 °C',
        en.pdf.temperatures.outOfRange,
        '250 °C',
        en.pdf.temperatures.inRange,
        ...Object.values(en.columns),
        '1 hour 5 minutes',
        'Soak rice',
        en.badges.final,
        en.badges.temperature,
        en.corrections.corrected,
        'corrected to 250 °C by Anu',
        'Probe in the ash',
        'Completion by Ravi at 20/12/2026, 07:30 undone by Anu',
        'Ticked by mistake',
      ]) {
        expect(squash(read.text), phrase).toContain(squash(phrase));
      }
      expect(squash(read.text)).toContain(squash('ഇറച്ചി വാങ്ങുക'));
      expect(squash(read.text)).not.toContain(squash(ml.summary.heading));
    });

    it('prints a few at once, refuses more as busy, gives up after its time, and stops when closed', async () => {
      const log = pino({ level: 'silent' });
      const html = '<!doctype html><p>Report</p>';
      const refusal = (promise: Promise<unknown>) =>
        promise.then(
          () => 'printed',
          (error: unknown) => (error instanceof PdfRenderError ? error.refusal : String(error)),
        );

      const one = createPdfRenderer({ executablePath: CHROMIUM, log, concurrency: 1, maxWaiting: 0 });
      try {
        const results = await Promise.all([refusal(one.render(html)), refusal(one.render(html))]);
        expect(results).toEqual(['printed', 'busy']);
        expect((await one.render(html)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      } finally {
        await one.close();
      }
      expect(await refusal(one.render(html))).toBe('unavailable');

      const hasty = createPdfRenderer({ executablePath: CHROMIUM, log, timeoutMs: 1 });
      try {
        expect(await refusal(hasty.render(html))).toBe('failed');
      } finally {
        await hasty.close();
      }
    });
  });
});
