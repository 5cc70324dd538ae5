import { describe, expect, it } from 'vitest';
import { blankTask } from '#shared/content/default-tasks.ts';
import { kitchenRulesEn } from '#shared/content/locales/kitchen-rules.en.ts';
import { kitchenRulesMl } from '#shared/content/locales/kitchen-rules.ml.ts';
import { reportsEn as en } from '#shared/content/locales/reports.en.ts';
import { reportsMl as ml } from '#shared/content/locales/reports.ml.ts';
import { FINAL_TASK_NAME } from '#shared/domain/kitchen/task-schedule.ts';
import type { Correction } from '#shared/schemas/corrections.ts';
import type { Task, TemperatureReading } from '#shared/schemas/tasks.ts';
import { escapeHtml, reportHtml, translator, type EventReport } from './report-html.ts';
import { attachmentHeader } from './reports.routes.ts';

const HOSTILE = '<script>alert("x")</script>';

const task = (id: string, sortOrder: number, fields: Partial<Task>): Task => ({
  ...blankTask(7),
  id,
  sortOrder,
  task: id,
  ...fields,
});

const reading = (id: number, fields: Partial<TemperatureReading>): TemperatureReading => ({
  id,
  eventId: 7,
  taskId: 'pit',
  valueC: 250,
  takenAt: '2026-12-20T03:30:00.000Z',
  takenBy: 'Ravi',
  takenAccount: 'cook',
  check: 'before-loading',
  inRange: true,
  correctiveAction: null,
  correctedBy: null,
  actionTaken: null,
  actionBy: null,
  ...fields,
});

function sample(overrides: Partial<EventReport> = {}): EventReport {
  return {
    event: { title: `Wedding ${HOSTILE}`, date: '2026-12-20', createdBy: 'owner & co', isCompleted: false },
    attendance: 120,
    tasks: [
      task('buy', 1, {
        task: `Buy mutton ${HOSTILE}`,
        completed: true,
        assignedTo: '<b>Anu</b>',
        startedAt: '2026-12-18T04:00:00.000Z',
        startedBy: 'Bala "the cook"',
        completedAt: '2026-12-18T05:05:00.000Z',
        completedBy: "Meera's",
      }),
      task('pit', 2, {
        task: 'Pit temperature check',
        taskMl: 'കുഴിയിലെ താപനില പരിശോധന',
        isTemperature: true,
        startedAt: '20/12/2026 07:00:00',
        startedBy: 'Ravi',
      }),
      task('final', 3, { task: FINAL_TASK_NAME, isFinalTask: true }),
      task('drop', 4, { task: 'Delivery', isDelivery: true, deliveryType: 'combined', deliveryNotes: HOSTILE }),
    ],
    readings: [
      reading(1, {
        valueC: 150,
        takenBy: `<img src=x onerror=alert(1)>`,
        inRange: false,
        correctiveAction: 'kitchenRules.temperature.actions.beforeLoadingLow',
        actionTaken: 'Added wood & waited <15 min>',
        actionBy: 'Suresh',
      }),
      reading(2, { takenAt: '2026-12-20T04:00:00.000Z' }),
    ],
    corrections: [],
    ...overrides,
  };
}

const NOW = new Date('2026-12-21T04:30:00.000Z');

describe('the report page Chromium prints', () => {
  it('escapes every text a person typed: titles, names, task names', () => {
    const html = reportHtml(sample(), 'en', NOW);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>Anu');
    expect(html).toContain('<title>Wedding &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; — Event Report</title>');
    expect(html).toContain('Buy mutton &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;Anu&lt;/b&gt;');
    expect(html).toContain('Bala &quot;the cook&quot;');
    expect(html).toContain('Meera&#39;s');
    expect(html).toContain('owner &amp; co');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('loads nothing: the fonts are inlined and the page policy allows nothing else', () => {
    const html = reportHtml(sample(), 'ml', NOW);
    expect(html).toContain(`content="default-src 'none'; font-src data:; style-src 'unsafe-inline'"`);
    const urls = [...html.matchAll(/url\(([^)]{0,40})/g)].map((match) => match[1]);
    expect(urls.length).toBe(4);
    expect(urls.every((url) => url!.startsWith('data:font/woff2;base64,'))).toBe(true);
    expect(html).not.toMatch(/<[^>]+\s(?:src|href)=/);
    expect(html.match(/font-family: 'Noto Sans Malayalam';/g)).toHaveLength(4);
    expect(html).toContain('font-weight: 700;');
    expect(html).toMatch(/unicode-range: [^;]*U\+0D00-0D7F/);
  });

  it('has the summary, the statistics with the bar, the readings out of range marked and the tasks', () => {
    const html = reportHtml(sample(), 'en', NOW);
    for (const text of [
      en.summary.heading,
      'Sunday, 20 December 2026',
      '120 people',
      en.status.inProgress,
      en.statistics.heading,
      en.pdf.temperatures.heading,
      en.tasks.heading,
      'Report made on 21/12/2026, 10:00:00',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('<div data-status="completed" style="width:25%;');
    expect(html).toContain('<div data-status="inProgress" style="width:25%;');
    expect(html).toContain('<div data-status="pending" style="width:50%;');

    const readings = html.slice(html.indexOf('<table class="readings">'), html.indexOf('</table>'));
    const rows = readings.split('<tr class=').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^"out-of-range"/);
    expect(rows[0]).toContain('150 °C');
    expect(rows[0]).toContain(en.pdf.temperatures.outOfRange);
    expect(rows[0]).toContain(kitchenRulesEn.temperature.actions.beforeLoadingLow);
    expect(rows[0]).toContain(kitchenRulesEn.temperature.limits.beforeLoading);
    expect(rows[0]).toContain('Done about it (Suresh): Added wood &amp; waited &lt;15 min&gt;');
    expect(rows[0]).toContain('20/12/2026, 09:00:00');
    expect(rows[1]).toMatch(/^"in-range"/);
    expect(rows[1]).toContain(en.pdf.temperatures.inRange);

    const tasks = html.slice(html.indexOf('<table class="tasks">'));
    const headers = [...tasks.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((match) => match[1]);
    expect(headers).toEqual(Object.values(en.columns));
    // By time, ascending: not started ones by their place in the list, before those started long after.
    const names = [...tasks.matchAll(/<th scope="row"[^>]*>([^<]*)/g)].map((match) => match[1]);
    expect(names).toEqual([
      FINAL_TASK_NAME,
      'Delivery',
      'Buy mutton &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;',
      'Pit temperature check',
    ]);
    expect(tasks).toContain('1 hour 5 minutes');
    expect(tasks).toContain('18/12/2026, 09:30:00');
    expect(tasks).toContain('20/12/2026, 07:00:00');
    expect(tasks).toContain(`>${en.badges.final}<`);
    expect(tasks).toContain(`>${en.badges.temperature}<`);
    expect(tasks).toContain(`>${en.badges.combinedDelivery}<`);
    expect(tasks).toContain(`<td class="typed">${en.tasks.nobody}</td>`);
    expect(tasks).toContain(`<td>${en.time.notAvailable}</td>`);
  });

  it('is written in Malayalam when asked, the kitchen rules included', () => {
    const html = reportHtml(sample(), 'ml', NOW);
    expect(html).toMatch(/^<!doctype html>\n<html lang="ml">/);
    for (const text of [
      ml.summary.heading,
      ml.statistics.heading,
      ml.pdf.temperatures.heading,
      ml.pdf.temperatures.outOfRange,
      kitchenRulesMl.temperature.actions.beforeLoadingLow,
      ml.tasks.heading,
      ...Object.values(ml.columns),
      '120 പേർ',
      '1 മണിക്കൂർ 5 മിനിറ്റ്',
      'കുഴിയിലെ താപനില പരിശോധന',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain(en.summary.heading);
    expect(html).not.toContain('Pit temperature check');
  });

  it('without tasks or readings says so, and leaves out the statistics as the screen does', () => {
    const html = reportHtml(sample({ tasks: [], readings: [] }), 'en', NOW);
    expect(html).toContain(en.tasks.empty);
    expect(html).toContain(en.pdf.temperatures.empty);
    expect(html).not.toContain(en.statistics.heading);
  });

  describe('corrections, printed beside what they change', () => {
    const correction = (id: number, fields: Partial<Correction>): Correction => ({
      id,
      recordKind: 'task-completion',
      recordId: 'buy',
      action: 'undo',
      before: {},
      after: null,
      reason: 'Ticked by mistake',
      madeBy: 'Anu',
      account: 'cook',
      madeAt: '2026-12-18T05:08:00.000Z',
      ...fields,
    });
    const corrections = [
      correction(1, {
        before: { completedBy: 'Bala', completedAt: '2026-12-18T05:05:00.000Z', completedAccount: 'cook' },
      }),
      correction(2, {
        recordKind: 'reading',
        recordId: '1',
        action: 'correct',
        before: { valueC: 150, takenBy: 'Ravi', takenAt: '2026-12-20T03:30:00.000Z' },
        after: { id: 2, valueC: 250, takenBy: 'Anu', takenAt: '2026-12-20T04:00:00.000Z' },
        reason: `Probe in the ash ${HOSTILE}`,
        madeAt: '2026-12-21T03:00:00.000Z',
      }),
      correction(3, { recordKind: 'task-start', recordId: 'gone', before: { startedBy: 'Sam' } }),
    ];
    const rowAfter = (html: string, marker: string) => {
      const from = html.indexOf(marker);
      const row = html.slice(from, html.indexOf('</tr>', from) + 5);
      const next = html.slice(from + row.length, html.indexOf('</tr>', from + row.length) + 5);
      return { row, next };
    };

    it('under the task and the reading they correct, the original kept, the reason escaped (English)', () => {
      const html = reportHtml(sample({ corrections }), 'en', NOW);
      const task = rowAfter(html, 'Buy mutton &lt;script');
      expect(task.row).toContain('Bala'); // the original completion stays printed
      expect(task.next).toContain(
        '<tr class="corrections"><td colspan="8"><ul><li>Completion by Bala at 18/12/2026, 10:35 undone by Anu at 10:38 — Ticked by mistake</li></ul></td></tr>',
      );
      const pit = rowAfter(html, '<td><strong>150 °C');
      expect(pit.row).toContain(`>${en.corrections.corrected}<`);
      expect(pit.next).toContain(
        'Reading 150 °C by Ravi at 20/12/2026, 09:00 corrected to 250 °C by Anu at 21/12/2026, 08:30 — Probe in the ash &lt;script&gt;',
      );
      expect(pit.next).toMatch(/^<tr class="corrections"><td colspan="5">/);
      // The temperature task lists its readings' corrections too.
      expect(rowAfter(html, '>Pit temperature check').next).toContain('corrected to 250 °C');
      // The start of a task no longer listed is kept under its own heading.
      expect(html).toContain(`<h2>${en.corrections.otherHeading}</h2>`);
      expect(html).toContain('<li>Start by Sam at N/A undone by Anu at 18/12/2026, 10:38 — Ticked by mistake</li>');
      expect(html).not.toContain('<script');
    });

    it('in Malayalam', () => {
      const html = reportHtml(sample({ corrections }), 'ml', NOW);
      expect(html).toContain('Bala 18/12/2026, 10:35-ന് പൂർത്തിയാക്കിയത് Anu 10:38-ന് റദ്ദാക്കി — Ticked by mistake');
      expect(html).toContain('ആയി തിരുത്തി');
      expect(html).toContain(`>${ml.corrections.corrected}<`);
      expect(html).toContain(ml.corrections.otherHeading);
    });

    it('prints nothing more without corrections', () => {
      const html = reportHtml(sample(), 'en', NOW);
      expect(html).not.toContain('<tr class="corrections">');
      expect(html).not.toContain(en.corrections.otherHeading);
      expect(html).not.toContain(`>${en.corrections.corrected}<`);
    });
  });

  it('prints an attendance outside the limits table as —, never the number', () => {
    for (const attendance of [99_999_999_999_999, 1e300, 0, -5, 100_001, 12.5, Number.NaN]) {
      const html = reportHtml(sample({ attendance }), 'en', NOW);
      expect(html, String(attendance)).toContain('<dt>Estimated Attendance</dt><dd>—</dd>');
      expect(html).not.toContain(' people</dd>');
    }
    expect(reportHtml(sample({ attendance: 100_000 }), 'en', NOW)).toContain('<dd>100000 people</dd>');
  });

  it("words plurals by the language's rule and falls back to English for a key Malayalam lacks", () => {
    expect(translator('en')('reports.time.minutes', { count: 1 })).toBe('1 minute');
    expect(translator('en')('reports.time.minutes', { count: 2 })).toBe('2 minutes');
    expect(translator('ml')('reports.time.hours', { count: 3 })).toBe('3 മണിക്കൂർ');
    expect(translator('ml')('no.such.key')).toBe('no.such.key');
  });

  it('names the download after the event, plain ASCII for old clients', () => {
    expect(attachmentHeader('Wedding "A"/B')).toBe(
      `attachment; filename="Wedding _A__B_report.pdf"; filename*=UTF-8''Wedding%20%22A%22%2FB_report.pdf`,
    );
    expect(attachmentHeader('വിവാഹം')).toContain(`filename*=UTF-8''${encodeURIComponent('വിവാഹം_report.pdf')}`);
  });
});
