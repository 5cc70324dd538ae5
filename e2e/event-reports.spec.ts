import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import type * as PdfJsModule from 'pdfjs-dist';
import { blankTask } from '../src/shared/content/default-tasks.ts';
import { reportsEn as en } from '../src/shared/content/locales/reports.en.ts';
import { reportsMl as ml } from '../src/shared/content/locales/reports.ml.ts';
import { CSV_BYTE_ORDER_MARK } from '../src/shared/domain/csv.ts';
import { addDays } from '../src/shared/domain/event-date.ts';
import { formatReportInstant } from '../src/shared/domain/kitchen/report-times.ts';
import { FINAL_TASK_NAME } from '../src/shared/domain/kitchen/task-schedule.ts';
import type { DiaryEvent } from '../src/shared/schemas/diary.ts';
import type { Task } from '../src/shared/schemas/tasks.ts';
import {
  DEFAULT_TASK,
  createDiaryEvent,
  findTask,
  signInThroughApi,
  startTaskThroughApi,
  taskList,
  uniqueTag,
} from './fixtures/kitchen.ts';
import { SALE_DATE } from './fixtures/events.ts';
import { writeTaskHistory } from './fixtures/task-history.ts';
import { expectFits, expectMalayalamFont } from './fixtures/layout.ts';
import { expect, test } from './fixtures/test.ts';

/** The dropdown's writing of an event: 'title (dd/mm/yyyy)'. */
const optionLabel = (event: DiaryEvent) => {
  const [year, month, day] = event.date.split('-');
  return `${event.title} (${day}/${month}/${year})`;
};

/**
 * The report's tasks, written into the database as a list kept in older days would hold them:
 * ISO instants, day-first text, a start that is no date and an end before its start. Every date is long
 * past, so the task started and completed through the API today sorts after them.
 */
function reportTasks(eventId: number): Task[] {
  const task = (id: string, sortOrder: number, fields: Partial<Task>): Task => ({
    ...blankTask(eventId),
    id,
    sortOrder,
    estimatedDuration: '30',
    ...fields,
  });
  return [
    task('buy', 1, {
      task: 'Buy mutton',
      completed: true,
      assignedTo: 'Anu',
      startedAt: '2020-12-18T04:00:00.000Z',
      startedBy: 'Bala',
      completedAt: '2020-12-18T05:05:00.000Z',
      completedBy: 'Meera',
    }),
    task('pit', 2, {
      task: 'Pit temperature check',
      isTemperature: true,
      temperatureCheck: 'general',
      startedAt: '2020-12-20T01:30:00.000Z',
      startedBy: 'Ravi',
    }),
    task('rice', 3, { task: 'Soak rice', assignedTo: 'Ravi' }),
    task('final', 4, { task: FINAL_TASK_NAME, isFinalTask: true }),
    task('drop', 5, {
      task: 'Delivery to Kottayam',
      isDelivery: true,
      deliveryType: 'standard',
      deliveryLocation: 'Kottayam',
      completed: true,
      startedAt: '20/12/2020 12:00:00',
      startedBy: 'Sam',
      completedAt: '20/12/2020 14:00:00',
      completedBy: 'Sam',
    }),
    task('route', 6, {
      task: 'Combined route delivery to Pala',
      isDelivery: true,
      deliveryType: 'combined',
      deliveryLocation: 'Pala',
      completed: true,
      startedAt: 'after lunch',
      completedAt: '2020-12-20T08:00:00.000Z',
      completedBy: 'Sam',
    }),
    task('odd', 7, {
      task: '=cmd()',
      completed: true,
      startedAt: '2020-12-20T08:00:00.000Z',
      startedBy: 'Anu',
      completedAt: '2020-12-20T07:00:00.000Z',
      completedBy: 'Anu "Chef" K',
    }),
    task('wash', 8, {
      task: 'Wash pots',
      completed: true,
      startedAt: '2020-12-20T09:00:00.000Z',
      startedBy: 'Anu',
      completedAt: '2020-12-20T09:01:10.000Z',
      completedBy: 'Anu',
    }),
    task('stack', 9, {
      task: 'Stack crates',
      completed: true,
      startedAt: '2020-12-20T10:00:00.000Z',
      startedBy: 'Meera',
      completedAt: 'later on',
      completedBy: 'Meera',
    }),
  ];
}

/**
 * A diary event with 120 people and the report's tasks: one started and completed through the API by
 * Anil (today, so 'Less than a minute'), the rest written as above.
 */
async function eventWithReport(request: APIRequestContext, title: string): Promise<{ event: DiaryEvent; real: Task }> {
  const event = await createDiaryEvent(request, { title, estimatedAttendance: 80 });
  expect((await request.post(`/api/people/${event.id}`, { data: { count: 120 } })).status()).toBe(200);
  await startTaskThroughApi(request, event.id, DEFAULT_TASK.inventoryCheck, 'Anil');
  const completed = await request.post(`/api/todos/${event.id}/${DEFAULT_TASK.inventoryCheck}/complete`, {
    data: { name: 'Anil' },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  const real = await findTask(request, event.id, DEFAULT_TASK.inventoryCheck);
  writeTaskHistory(event.id, reportTasks(event.id), [real.id]);
  return { event, real };
}

const rows = (page: Page) => page.locator('tbody tr');
const taskNames = (page: Page) => page.locator('tbody tr [data-column="task"]').allTextContents();
const row = (page: Page, name: string) =>
  rows(page).filter({ has: page.locator('[data-column="task"]').getByText(name, { exact: true }) });
const cell = (page: Page, name: string, column: string) => row(page, name).locator(`[data-column="${column}"]`);

test('the event report: summary, statistics, filters, sort, badges, time taken and the CSV', async ({
  page,
  staffAccount,
}) => {
  await signInThroughApi(page.request, staffAccount);
  const title = `Report ${uniqueTag()}`;
  const older = await createDiaryEvent(page.request, {
    title: `Older ${uniqueTag()}`,
    date: addDays(SALE_DATE, -7),
  });
  const { event, real } = await eventWithReport(page.request, title);
  const anil = {
    start: formatReportInstant(Date.parse(real.startedAt!)),
    end: formatReportInstant(Date.parse(real.completedAt!)),
  };
  const byTime = [
    'Soak rice',
    FINAL_TASK_NAME,
    'Combined route delivery to Pala',
    'Buy mutton',
    'Pit temperature check',
    'Delivery to Kottayam',
    '=cmd()',
    'Wash pots',
    'Stack crates',
    real.task,
  ];

  await test.step('events newest first; the report waits for a choice', async () => {
    await page.goto('/eventreports');
    await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
    await expect(page.getByText(en.pickEvent)).toBeVisible();
    const options = await page.getByLabel(en.selectEvent).locator('option').allTextContents();
    expect(options[0]).toBe(en.placeholder);
    expect(options.indexOf(optionLabel(event))).toBeGreaterThan(0);
    expect(options.indexOf(optionLabel(event))).toBeLessThan(options.indexOf(optionLabel(older)));
    await page.getByLabel(en.selectEvent).selectOption({ label: optionLabel(event) });
    await expect(page).toHaveURL(new RegExp(`[?&]event=${event.id}(&|$)`));
  });

  await test.step('summary and statistics', async () => {
    const summary = page.getByRole('region', { name: en.summary.heading });
    await expect(summary.locator('dd')).toHaveText([
      title,
      /\d{4}/,
      staffAccount.username,
      '120 people',
      'In Progress',
    ]);
    const statistics = page.getByRole('region', { name: en.statistics.heading });
    await expect(statistics.locator('dd')).toHaveText(['10', '7', '1', '2']);
    const widths = await statistics
      .locator('[data-testid^="bar-"]')
      .evaluateAll((bars) => bars.map((bar) => (bar as HTMLElement).style.width));
    expect(widths).toEqual(['70%', '10%', '20%']);
    await expect(statistics.getByRole('listitem')).toHaveText(['Completed', 'In Progress', 'Pending']);
  });

  await test.step('the table: default order, statuses, badges and every time-taken text', async () => {
    await expect(page.getByRole('columnheader')).toHaveText(Object.values(en.columns));
    expect(await taskNames(page)).toEqual(byTime);
    await expect(row(page, 'Pit temperature check').getByTestId('report-status')).toHaveText('In Progress');
    await expect(row(page, 'Soak rice').getByTestId('report-status')).toHaveText('Pending');
    await expect(row(page, FINAL_TASK_NAME).getByTestId('report-badge')).toHaveText(['Final']);
    await expect(row(page, 'Pit temperature check').getByTestId('report-badge')).toHaveText(['Temperature']);
    await expect(row(page, 'Delivery to Kottayam').getByTestId('report-badge')).toHaveText(['Delivery']);
    await expect(row(page, 'Combined route delivery to Pala').getByTestId('report-badge')).toHaveText([
      'Combined Delivery',
    ]);
    await expect(cell(page, 'Buy mutton', 'startTime')).toHaveText('18/12/2020, 09:30:00');
    await expect(cell(page, 'Buy mutton', 'timeTaken')).toHaveText('1 hour 5 minutes');
    await expect(cell(page, 'Delivery to Kottayam', 'startTime')).toHaveText('20/12/2020, 12:00:00');
    await expect(cell(page, 'Delivery to Kottayam', 'timeTaken')).toHaveText('2 hours');
    await expect(cell(page, 'Wash pots', 'timeTaken')).toHaveText('1 minute');
    await expect(cell(page, real.task, 'timeTaken')).toHaveText('Less than a minute');
    await expect(cell(page, real.task, 'startedBy')).toHaveText('Anil');
    await expect(cell(page, 'Combined route delivery to Pala', 'startTime')).toHaveText('after lunch');
    await expect(cell(page, 'Combined route delivery to Pala', 'timeTaken')).toHaveText('Invalid start date');
    await expect(cell(page, 'Stack crates', 'completionTime')).toHaveText('later on');
    await expect(cell(page, 'Stack crates', 'timeTaken')).toHaveText('Invalid end date');
    await expect(cell(page, '=cmd()', 'timeTaken')).toHaveText('Time calculation error');
    await expect(cell(page, 'Pit temperature check', 'completionTime')).toHaveText('N/A');
    await expect(cell(page, 'Soak rice', 'timeTaken')).toHaveText('N/A');
  });

  await test.step('filters and search', async () => {
    const status = page.getByLabel(en.tasks.status, { exact: true });
    await status.selectOption({ label: 'In Progress' });
    expect(await taskNames(page)).toEqual(['Pit temperature check']);
    await status.selectOption({ label: 'Pending' });
    expect(await taskNames(page)).toEqual(['Soak rice', FINAL_TASK_NAME]);
    await status.selectOption({ label: 'Completed' });
    await expect(rows(page)).toHaveCount(7);
    await status.selectOption({ label: 'All' });

    const search = page.getByPlaceholder(en.tasks.searchPlaceholder);
    await search.fill('RAVI');
    await expect(rows(page)).toHaveCount(2);
    expect(await taskNames(page)).toEqual(['Soak rice', 'Pit temperature check']);
    await search.fill('meera');
    expect(await taskNames(page)).toEqual(['Buy mutton', 'Stack crates']);
    await search.fill('anil');
    expect(await taskNames(page)).toEqual([real.task]);
    await status.selectOption({ label: 'Pending' });
    await expect(page.getByText(en.tasks.noMatch)).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await status.selectOption({ label: 'All' });
    await search.fill('');
    await expect(rows(page)).toHaveCount(10);
  });

  await test.step('sort by time, status and name with the arrow', async () => {
    const toggle = page.getByRole('button', { name: en.tasks.ascending });
    await expect(toggle).toHaveText('↑');
    await toggle.click();
    await expect(page.getByRole('button', { name: en.tasks.descending })).toHaveText('↓');
    expect(await taskNames(page)).toEqual([...byTime].reverse());
    await page.getByLabel(en.tasks.sortBy).selectOption({ label: 'Status' });
    // Descending: Completed, then In Progress, then Pending.
    await expect(rows(page).getByTestId('report-status')).toHaveText([
      ...Array<string>(7).fill('Completed'),
      'In Progress',
      'Pending',
      'Pending',
    ]);
    await page.getByRole('button', { name: en.tasks.descending }).click();
    await page.getByLabel(en.tasks.sortBy).selectOption({ label: 'Task Name' });
    const names = await taskNames(page);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names[0]).toBe('=cmd()');
  });

  await test.step('the CSV: every task, the exact cells, named after the event', async () => {
    await page.getByLabel(en.tasks.sortBy).selectOption({ label: 'Time' });
    await page.getByLabel(en.tasks.status, { exact: true }).selectOption({ label: 'Completed' });
    await expect(page.getByRole('radio', { name: en.export.csv })).toBeChecked();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en.export.button }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${title}_report.csv`);
    const content = fs.readFileSync(await download.path(), 'utf8');
    expect(content).toBe(
      CSV_BYTE_ORDER_MARK +
        [
          '"Task","Status","Assigned To","Started By","Start Time","Completed By","Completion Time","Time Taken","Corrections"',
          '"Soak rice","Pending","Ravi",,"N/A",,"N/A","N/A",',
          `"${FINAL_TASK_NAME}","Pending",,,"N/A",,"N/A","N/A",`,
          '"Combined route delivery to Pala","Completed",,,"after lunch","Sam","20/12/2020, 13:30:00","Invalid start date",',
          '"Buy mutton","Completed","Anu","Bala","18/12/2020, 09:30:00","Meera","18/12/2020, 10:35:00","1 hour 5 minutes",',
          '"Pit temperature check","In Progress",,"Ravi","20/12/2020, 07:00:00",,"N/A","N/A",',
          '"Delivery to Kottayam","Completed",,"Sam","20/12/2020, 12:00:00","Sam","20/12/2020, 14:00:00","2 hours",',
          `"'=cmd()","Completed",,"Anu","20/12/2020, 13:30:00","Anu ""Chef"" K","20/12/2020, 12:30:00","Time calculation error",`,
          '"Wash pots","Completed",,"Anu","20/12/2020, 14:30:00","Anu","20/12/2020, 14:31:10","1 minute",',
          '"Stack crates","Completed",,"Meera","20/12/2020, 15:30:00","Meera","later on","Invalid end date",',
          `"${real.task}","Completed",,"Anil","${anil.start}","Anil","${anil.end}","Less than a minute",`,
        ].join('\r\n') +
        '\r\n',
    );
  });

  await test.step('clearing the choice empties the report', async () => {
    await page.getByLabel(en.selectEvent).selectOption({ label: en.placeholder });
    await expect(page.getByText(en.pickEvent)).toBeVisible();
    await expect(page.getByRole('region', { name: en.summary.heading })).toHaveCount(0);
  });
});

for (const [language, width, height] of [
  ['ml', 360, 740],
  ['en', 1920, 1080],
] as const) {
  const texts = language === 'ml' ? ml : en;

  test(`the report fits ${width} px (${language}) with nothing cut off`, async ({ page, staffAccount }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript((chosen) => localStorage.setItem('mandi.language', chosen), language);
    await signInThroughApi(page.request, staffAccount);
    const { event } = await eventWithReport(page.request, `Report ${language} ${uniqueTag()}`);
    await page.goto(`/eventreports?event=${event.id}`);
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: texts.tasks.heading, exact: true })).toBeVisible();
    await expect(page.getByLabel(texts.selectEvent)).toHaveValue(String(event.id));
    await expect(cell(page, 'Buy mutton', 'timeTaken')).toHaveText(
      language === 'ml' ? '1 മണിക്കൂർ 5 മിനിറ്റ്' : '1 hour 5 minutes',
    );
    await expect(cell(page, 'Delivery to Kottayam', 'timeTaken')).toHaveText(
      language === 'ml' ? '2 മണിക്കൂർ' : '2 hours',
    );
    await expect(row(page, 'Combined route delivery to Pala').getByTestId('report-badge')).toHaveText([
      texts.badges.combinedDelivery,
    ]);
    await expect(page.getByRole('button', { name: texts.export.button })).toBeEnabled();
    await expectFits(page, `event report (${language}, ${width} px)`);
    if (language === 'ml') await expectMalayalamFont(page, 'event report');

    // Touch-sized controls: the selects, the search, the arrow, the radios and the export button.
    const small = await page
      .getByTestId('event-reports')
      .locator('select, input[type="search"], button, label:has(input[type="radio"])')
      .evaluateAll((elements) =>
        elements
          .map((element) => ({ text: element.textContent?.trim() ?? '', box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.height > 0 && (box.height < 47.5 || box.width < 47.5))
          .map(({ text, box }) => `${text} ${Math.round(box.width)}×${Math.round(box.height)}`),
      );
    expect(small, 'controls smaller than 48 px').toEqual([]);
  });
}

/** pdf.js's browser build, served to a page of its own so that the test can draw the PDF it downloaded. */
const require = createRequire(import.meta.url);
const PDF_VIEWER = 'http://pdf-viewer.test';
const PDFJS_FILES: Record<string, string> = {
  '/pdf.mjs': require.resolve('pdfjs-dist/build/pdf.min.mjs'),
  '/pdf.worker.mjs': require.resolve('pdfjs-dist/build/pdf.worker.min.mjs'),
};

type PdfJs = typeof PdfJsModule;

interface DrawnPdf {
  pages: number;
  /** Fonts the first page draws with, as embedded ('AAAAAA+NotoSansMalayalam-Regular'). */
  fonts: string[];
  /** Fonts of the runs holding Malayalam. */
  malayalamFonts: string[];
  /** Share of the canvas's pixels that are not white. */
  inked: number;
}

/**
 * Draws page 1 of `pdf` with pdf.js (its own worker, the PDF's embedded fonts) on a canvas in a fresh
 * page, and answers what it drew with; the canvas stays on the page for a screenshot.
 */
async function drawPdf(viewer: Page, pdf: Buffer): Promise<DrawnPdf> {
  await viewer.route(`${PDF_VIEWER}/**`, (route) => {
    const file = PDFJS_FILES[new URL(route.request().url()).pathname];
    if (file) return route.fulfill({ path: file, contentType: 'text/javascript' });
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html><body style="margin:0;background:#fff"><canvas id="page"></canvas></body></html>',
    });
  });
  await viewer.goto(`${PDF_VIEWER}/`);
  return viewer.evaluate(async (base64) => {
    const pdfjs = (await import(`${location.origin}/pdf.mjs`)) as PdfJs;
    pdfjs.GlobalWorkerOptions.workerSrc = `${location.origin}/pdf.worker.mjs`;
    const data = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const document_ = await pdfjs.getDocument({ data }).promise;
    const page = await document_.getPage(1);
    const viewport = page.getViewport({ scale: 1.5 });
    const canvas = document.getElementById('page') as HTMLCanvasElement;
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    await page.render({ canvas, viewport }).promise;

    const fontName = (id: string) => (page.commonObjs.get(id) as { name: string }).name;
    const operators = await page.getOperatorList();
    const fonts = new Set<string>();
    operators.fnArray.forEach((op, index) => {
      if (op === pdfjs.OPS.setFont) fonts.add(fontName((operators.argsArray[index] as [string])[0]));
    });
    const text = await page.getTextContent();
    const malayalamFonts = new Set<string>();
    for (const item of text.items) {
      if ('str' in item && /[\u0D00-\u0D7F]/.test(item.str)) malayalamFonts.add(fontName(item.fontName));
    }
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let inked = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      if (pixels[i]! < 200 || pixels[i + 1]! < 200 || pixels[i + 2]! < 200) inked++;
    }
    return {
      pages: document_.numPages,
      fonts: [...fonts],
      malayalamFonts: [...malayalamFonts],
      inked: inked / (pixels.length / 4),
    };
  }, pdf.toString('base64'));
}

test('the PDF in Malayalam: downloaded as <title>_report.pdf, drawn in Noto Sans Malayalam', async ({
  page,
  staffAccount,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('mandi.language', 'ml'));
  await signInThroughApi(page.request, staffAccount);
  const title = `മന്തി റിപ്പോർട്ട് ${uniqueTag()}`;
  const { event } = await eventWithReport(page.request, title);
  // The pit's reading: one below the limit before loading, marked in the PDF's temperature log.
  const list = await taskList(page.request, event.id);
  const pit = list.data.find((task) => task.id === 'pit')!;
  writeTaskHistory(
    event.id,
    [{ ...pit, temperatureCheck: 'before-loading' }],
    list.data.filter((task) => task.id !== 'pit').map((task) => task.id),
  );
  const reading = await page.request.post(`/api/todos/${event.id}/pit/temperatures`, {
    data: { value: 150, name: 'രവി' },
  });
  expect(reading.status(), await reading.text()).toBe(200);

  await page.goto(`/eventreports?event=${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: ml.title })).toBeVisible();
  await page.getByRole('radio', { name: ml.export.pdf }).check();
  const exportButton = page.getByRole('button', { name: ml.export.button });
  await expect(exportButton).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  expect(download.suggestedFilename()).toBe(`${title}_report.pdf`);
  const pdf = fs.readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByRole('button', { name: ml.export.button })).toBeEnabled();

  const viewer = await page.context().newPage();
  const drawn = await drawPdf(viewer, pdf);
  const image = testInfo.outputPath('report-ml-page-1.png');
  await viewer.locator('#page').screenshot({ path: image });
  await testInfo.attach('report-ml-page-1', { path: image, contentType: 'image/png' });

  expect(drawn.pages).toBeGreaterThanOrEqual(1);
  // Not blank: headings, cards, the bar and the tables are drawn (a blank A4 page is 0).
  expect(drawn.inked, 'share of the page drawn').toBeGreaterThan(0.03);
  expect(drawn.fonts.some((font) => /\+NotoSansMalayalam-Regular$/.test(font))).toBe(true);
  expect(drawn.fonts.some((font) => /\+NotoSansMalayalam-Bold$/.test(font))).toBe(true);
  expect(drawn.malayalamFonts.length).toBeGreaterThan(0);
  expect(drawn.malayalamFonts.every((font) => font.includes('NotoSansMalayalam'))).toBe(true);
  await viewer.close();
});
