import { en } from '#shared/content/locales/en.ts';
import { ml } from '#shared/content/locales/ml.ts';
import { TextStore } from '#shared/content/text-store.ts';
import { formatEventDate } from '#shared/domain/event-date.ts';
import {
  DEFAULT_VIEW,
  percentOf,
  REPORT_STATUSES,
  reportRows,
  reportStatus,
  taskBadges,
  taskStatistics,
  type ReportStatus,
  type TaskBadge,
} from '#shared/domain/kitchen/report-tasks.ts';
import { formatReportInstant } from '#shared/domain/kitchen/report-times.ts';
import {
  REPORT_COLUMNS,
  reportAttendance,
  reportCells,
  wordRecordTime,
  type ReportColumn,
} from '#shared/domain/kitchen/report-cells.ts';
import {
  groupCorrections,
  taskCorrectionTexts,
  wordCorrection,
  type ReportCorrections,
} from '#shared/domain/kitchen/report-corrections.ts';
import { temperatureLimitText } from '#shared/domain/kitchen/temperature-limits.ts';
import type { Correction } from '#shared/schemas/corrections.ts';
import type { Task, TemperatureReading } from '#shared/schemas/tasks.ts';
import type { ReportLanguage } from '#shared/schemas/reports.ts';
import { REPORT_FONT_FAMILY, reportFontCss } from './report-fonts.ts';

/** What the report shows of one diary event, read as the kitchen left it. */
export interface EventReport {
  event: { title: string; date: string; createdBy: string; isCompleted: boolean };
  /** The saved people count, else the event's estimate (as the screen shows it). */
  attendance: number;
  tasks: readonly Task[];
  /** Oldest first. */
  readings: readonly TemperatureReading[];
  /** The undos and corrections of the tasks and readings, oldest first: printed beside what they change. */
  corrections: readonly Correction[];
}

type Params = Record<string, string | number>;
type Translate = (key: string, params?: Params) => string;

/** The screens' texts in both languages; a text Malayalam lacks is English. */
const TEXTS = new TextStore<ReportLanguage>('en').add('en', en).add('ml', ml);

/** The report's wording in `language`, from the texts the screens use. */
export function translator(language: ReportLanguage): Translate {
  return TEXTS.translator(language);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** The columns of names as typed. */
const TYPED = new Set<ReportColumn>(['assignedTo', 'startedBy', 'completedBy']);

/** The screen's status colours (emerald, amber, stone), as print colours. */
const STATUS_COLOURS: Record<ReportStatus, { bar: string; pill: string; ink: string }> = {
  completed: { bar: '#059669', pill: '#d1fae5', ink: '#064e3b' },
  inProgress: { bar: '#f59e0b', pill: '#fef3c7', ink: '#78350f' },
  pending: { bar: '#a8a29e', pill: '#f5f5f4', ink: '#292524' },
};
const BADGE_COLOURS: Record<TaskBadge, { background: string; ink: string }> = {
  final: { background: '#fee2e2', ink: '#7f1d1d' },
  temperature: { background: '#ffedd5', ink: '#7c2d12' },
  delivery: { background: '#e0f2fe', ink: '#0c4a6e' },
  combinedDelivery: { background: '#e0f2fe', ink: '#0c4a6e' },
};

const STYLE = `
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body {
  margin: 0;
  font-family: '${REPORT_FONT_FAMILY}', 'Liberation Sans', 'DejaVu Sans', sans-serif;
  font-size: 9.5pt;
  line-height: 1.45;
  color: #1c1917;
}
h1 { font-size: 17pt; line-height: 1.3; margin: 0 0 2pt; }
h2 { font-size: 12.5pt; margin: 0 0 6pt; padding-bottom: 2pt; border-bottom: 1.5pt solid #d6d3d1; }
section { margin-top: 14pt; }
.muted { color: #57534e; font-size: 8.5pt; margin: 0; }
.facts { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6pt; margin: 0; }
.fact, .count { background: #fafaf9; border: 0.75pt solid #e7e5e4; border-radius: 5pt; padding: 4pt 7pt; break-inside: avoid; }
.fact dt, .count dt { font-size: 8pt; font-weight: 700; color: #57534e; }
.fact dd { margin: 0; font-size: 10.5pt; font-weight: 700; overflow-wrap: anywhere; }
.counts { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6pt; margin: 0; }
.count dd { margin: 0; font-size: 18pt; font-weight: 700; }
.bar { display: flex; height: 10pt; margin-top: 8pt; border-radius: 5pt; overflow: hidden; background: #e7e5e4; }
.legend { display: flex; flex-wrap: wrap; gap: 4pt 14pt; list-style: none; padding: 0; margin: 6pt 0 0; }
.legend li { display: flex; align-items: center; gap: 4pt; }
.swatch { display: inline-block; width: 8pt; height: 8pt; border-radius: 2pt; }
table { width: 100%; border-collapse: collapse; table-layout: auto; }
thead { display: table-header-group; }
th, td { text-align: left; vertical-align: top; padding: 3.5pt 4pt; border-bottom: 0.75pt solid #e7e5e4; overflow-wrap: break-word; }
/* Typed text (task names, people) may hold a word longer than its column: it breaks anywhere. */
.typed { overflow-wrap: anywhere; }
thead th { font-size: 8pt; color: #44403c; border-bottom: 1.5pt solid #a8a29e; }
tr { break-inside: avoid; }
tbody th { font-weight: 700; }
.pill { display: inline-block; border-radius: 999pt; padding: 0 5pt; font-size: 8pt; font-weight: 700; white-space: nowrap; }
.badges { display: flex; flex-wrap: wrap; gap: 2pt; margin-top: 2pt; }
.badge { border-radius: 3pt; padding: 0 3pt; font-size: 7pt; font-weight: 700; white-space: nowrap; }
.out-of-range td { background: #fef2f2; }
.out-of-range td:first-child { box-shadow: inset 2.5pt 0 0 #b91c1c; }
.flag-out { background: #b91c1c; color: #ffffff; }
.flag-in { background: #d1fae5; color: #064e3b; }
.action { display: block; margin-top: 2pt; font-size: 8pt; color: #7f1d1d; }
.corrections td { padding-top: 0; font-size: 8pt; color: #7c2d12; }
.corrections ul { margin: 0; padding-left: 12pt; }
.corrections li { overflow-wrap: anywhere; }
.flag-corrected { background: #ffedd5; color: #7c2d12; margin-left: 3pt; }
.empty { background: #fafaf9; border-radius: 5pt; padding: 8pt; text-align: center; color: #44403c; margin: 0; }
`;

/**
 * The event's report as one self-contained HTML page for Chromium to print: the summary, the task
 * statistics with their bar, the temperature log (readings out of their check's range marked, with the
 * corrective action) and the task table, in `language`. Every text a person typed is escaped; the page
 * loads nothing (its fonts are inlined, its policy forbids anything else).
 */
export function reportHtml(report: EventReport, language: ReportLanguage, now: Date = new Date()): string {
  const t = translator(language);
  const words: Translate = (key, params) => t(`reports.${key}`, params);
  const e = escapeHtml;
  const { event } = report;
  const title = words('pdf.title', { title: event.title });
  const corrections = groupCorrections(report.corrections, report.tasks, report.readings);

  const facts = [
    [words('summary.event'), event.title],
    [words('summary.date'), formatEventDate(event.date, language)],
    [words('summary.createdBy'), event.createdBy],
    [words('summary.attendance'), reportAttendance(report.attendance, words)],
    [words('summary.status'), words(event.isCompleted ? 'status.completed' : 'status.inProgress')],
  ]
    .map(([label, value]) => `<div class="fact"><dt>${e(label!)}</dt><dd>${e(value!)}</dd></div>`)
    .join('');

  return printedPage({
    language,
    title,
    style: STYLE,
    body: `<header>
<h1>${e(title)}</h1>
<p class="muted">${e(words('pdf.generatedAt', { time: formatReportInstant(now.getTime()) }))}</p>
</header>
<section><h2>${e(words('summary.heading'))}</h2><dl class="facts">${facts}</dl></section>
${statisticsSection(report.tasks, words)}
${temperatureSection(report.readings, corrections, t, words)}
${tasksSection(report.tasks, corrections, language, words)}
${otherCorrectionsSection(corrections, words)}`,
  });
}

/**
 * A printed page's shell, the same for every PDF the server makes: nothing fetched (the font inlined,
 * no scripts), the report's font, then the page's own style and body.
 */
export function printedPage(page: { language: string; title: string; style: string; body: string }): string {
  return `<!doctype html>
<html lang="${page.language}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; font-src data:; style-src 'unsafe-inline'">
<title>${escapeHtml(page.title)}</title>
<style>${reportFontCss()}${page.style}</style>
</head>
<body>
${page.body}
</body>
</html>
`;
}

function statisticsSection(tasks: readonly Task[], words: Translate): string {
  const e = escapeHtml;
  const statistics = taskStatistics(tasks);
  // As on the screen: the statistics only when there are tasks.
  if (statistics.total === 0) return '';
  const counts = [
    [words('statistics.total'), statistics.total],
    ...REPORT_STATUSES.map((status) => [words(`status.${status}`), statistics[status]] as const),
  ]
    .map(([label, value]) => `<div class="count"><dt>${e(String(label))}</dt><dd>${value}</dd></div>`)
    .join('');
  const bar = REPORT_STATUSES.map(
    (status) =>
      `<div data-status="${status}" style="width:${percentOf(statistics[status], statistics.total)}%;background:${STATUS_COLOURS[status].bar}"></div>`,
  ).join('');
  const legend = REPORT_STATUSES.map(
    (status) =>
      `<li><span class="swatch" style="background:${STATUS_COLOURS[status].bar}"></span>${e(words(`status.${status}`))}</li>`,
  ).join('');
  return `<section><h2>${e(words('statistics.heading'))}</h2><dl class="counts">${counts}</dl>
<div class="bar" role="img" aria-label="${e(words('statistics.barLabel'))}">${bar}</div><ul class="legend">${legend}</ul></section>`;
}

/** A table row under a record, as wide as the table, listing its corrections in words; '' when none. */
function correctionsRow(texts: readonly string[], columns: number): string {
  if (texts.length === 0) return '';
  const e = escapeHtml;
  const items = texts.map((text) => `<li>${e(text)}</li>`).join('');
  return `<tr class="corrections"><td colspan="${columns}"><ul>${items}</ul></td></tr>`;
}

function temperatureSection(
  readings: readonly TemperatureReading[],
  corrections: ReportCorrections,
  t: Translate,
  words: Translate,
): string {
  const e = escapeHtml;
  const heading = `<h2>${e(words('pdf.temperatures.heading'))}</h2>`;
  if (readings.length === 0)
    return `<section>${heading}<p class="empty">${e(words('pdf.temperatures.empty'))}</p></section>`;
  const columns = ['time', 'check', 'reading', 'takenBy', 'result']
    .map((column) => `<th scope="col">${e(words(`pdf.temperatures.${column}`))}</th>`)
    .join('');
  const rows = readings
    .map((reading) => {
      const result = reading.inRange
        ? `<span class="pill flag-in">${e(words('pdf.temperatures.inRange'))}</span>`
        : `<span class="pill flag-out">${e(words('pdf.temperatures.outOfRange'))}</span>` +
          (reading.correctiveAction ? `<span class="action">${e(t(reading.correctiveAction))}</span>` : '') +
          (reading.actionTaken
            ? `<span class="action typed">${e(t('kitchenRules.checks.actionTaken', { name: reading.actionBy ?? '', action: reading.actionTaken }))}</span>`
            : '');
      const changed = (corrections.byReading.get(reading.id) ?? []).map((correction) =>
        wordCorrection(correction, words),
      );
      const limit = temperatureLimitText(reading.check);
      const corrected = changed.length
        ? `<span class="pill flag-corrected">${e(words('corrections.corrected'))}</span>`
        : '';
      return `<tr class="${reading.inRange ? 'in-range' : 'out-of-range'}">
<td>${e(wordRecordTime(reading.takenAt, reading.arrivedAt, words))}</td>
<td>${e(t(limit.key, limit.params))}</td>
<td><strong>${e(words('pdf.temperatures.value', { value: reading.valueC }))}</strong>${corrected}</td>
<td class="typed">${e(reading.takenBy || words('tasks.nobody'))}</td>
<td>${result}</td>
</tr>${correctionsRow(changed, 5)}`;
    })
    .join('\n');
  return `<section>${heading}<table class="readings"><thead><tr>${columns}</tr></thead><tbody>${rows}</tbody></table></section>`;
}

function tasksSection(
  tasks: readonly Task[],
  corrections: ReportCorrections,
  language: ReportLanguage,
  words: Translate,
): string {
  const e = escapeHtml;
  const heading = `<h2>${e(words('tasks.heading'))}</h2>`;
  if (tasks.length === 0) return `<section>${heading}<p class="empty">${e(words('tasks.empty'))}</p></section>`;
  const header = REPORT_COLUMNS.map((column) => `<th scope="col">${e(words(`columns.${column}`))}</th>`).join('');
  // Every task, in the order the report opens with (by time, ascending), as the screen's export.
  const rows = reportRows(tasks, DEFAULT_VIEW, language)
    .map((task) => {
      const cells = reportCells(task, words, language);
      const status = reportStatus(task);
      const colours = STATUS_COLOURS[status];
      const badges = taskBadges(task)
        .map(
          (badge) =>
            `<span class="badge" style="background:${BADGE_COLOURS[badge].background};color:${BADGE_COLOURS[badge].ink}">${e(words(`badges.${badge}`))}</span>`,
        )
        .join('');
      const rest = REPORT_COLUMNS.slice(2)
        .map(
          (column) =>
            `<td${TYPED.has(column) ? ' class="typed"' : ''}>${e(cells[column] || words('tasks.nobody'))}</td>`,
        )
        .join('');
      return `<tr><th scope="row" class="typed">${e(cells.task)}${badges ? `<div class="badges">${badges}</div>` : ''}</th>
<td><span class="pill" style="background:${colours.pill};color:${colours.ink}">${e(cells.status)}</span></td>${rest}</tr>${correctionsRow(taskCorrectionTexts(corrections, task.id, words), REPORT_COLUMNS.length)}`;
    })
    .join('\n');
  // The task's name gets a quarter of the width; the other columns as their texts need.
  return `<section>${heading}<table class="tasks"><colgroup><col style="width:24%"></colgroup><thead><tr>${header}</tr></thead><tbody>${rows}</tbody></table></section>`;
}

/** Corrections of records the report no longer lists: kept on the record all the same. */
function otherCorrectionsSection(corrections: ReportCorrections, words: Translate): string {
  if (corrections.other.length === 0) return '';
  const e = escapeHtml;
  const items = corrections.other.map((correction) => `<li>${e(wordCorrection(correction, words))}</li>`).join('');
  return `<section><h2>${e(words('corrections.otherHeading'))}</h2><ul class="other-corrections">${items}</ul></section>`;
}
