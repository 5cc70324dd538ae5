import { describe, expect, it } from 'vitest';
import { blankTask } from '#shared/content/default-tasks.ts';
import { kitchenRulesEn } from '#shared/content/locales/kitchen-rules.en.ts';
import { kitchenRulesMl } from '#shared/content/locales/kitchen-rules.ml.ts';
import { reportsEn as en } from '#shared/content/locales/reports.en.ts';
import { reportsMl as ml } from '#shared/content/locales/reports.ml.ts';
import { FINAL_TASK_NAME } from '#shared/domain/kitchen/task-schedule.ts';
import type { Task, TemperatureReading } from '#shared/schemas/diary.ts';
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
  check: 'before-loading',
  inRange: true,
  correctiveAction: null,
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
      }),
      reading(2, { takenAt: '2026-12-20T04:00:00.000Z' }),
    ],
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
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain(en.summary.heading);
  });

  it('without tasks or readings says so, and leaves out the statistics as the screen does', () => {
    const html = reportHtml(sample({ tasks: [], readings: [] }), 'en', NOW);
    expect(html).toContain(en.tasks.empty);
    expect(html).toContain(en.pdf.temperatures.empty);
    expect(html).not.toContain(en.statistics.heading);
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
