import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kitchenEn } from '#shared/content/locales/kitchen.en.ts';
import { reportsEn as en } from '#shared/content/locales/reports.en.ts';
import { reportsMl as ml } from '#shared/content/locales/reports.ml.ts';
import { CSV_BYTE_ORDER_MARK } from '#shared/domain/csv.ts';
import { formatEventDate } from '#shared/domain/event-date.ts';
import { FINAL_TASK_NAME } from '#shared/domain/kitchen/task-schedule.ts';
import type { Correction } from '#shared/schemas/corrections.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import type { Task, TemperatureReading } from '#shared/schemas/tasks.ts';
import { fail, ok, serveApi, type Call, type Reply, type Routes } from '#web/test/fake-api.ts';
import { diaryPage, makeDiaryEvent, makeReading, makeTask } from '#web/test/factories.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { EventReportsPage } from './event-reports-page.tsx';

const WEDDING = makeDiaryEvent({
  id: 5,
  title: 'Wedding',
  date: '2026-12-20',
  createdBy: 'cook1',
  estimatedAttendance: 80,
});
const BIRTHDAY = makeDiaryEvent({ id: 6, title: 'Birthday', date: '2026-11-02', isCompleted: true });
const NEW_YEAR = makeDiaryEvent({ id: 7, title: 'New Year', date: '2027-01-01' });

/**
 * Eight tasks: five completed, one in progress, two pending. Their times are ISO instants, day-first text
 * and one that is no date at all, so every time-taken text shows.
 */
const TASKS: Task[] = [
  makeTask({
    id: 'buy',
    task: 'Buy mutton',
    sortOrder: 1,
    completed: true,
    assignedTo: 'Anu',
    startedAt: '2026-12-18T04:00:00.000Z',
    startedBy: 'Bala',
    completedAt: '2026-12-18T05:05:00.000Z',
    completedBy: 'Meera',
  }),
  makeTask({
    id: 'pit',
    task: 'Pit temperature check',
    sortOrder: 2,
    isTemperature: true,
    startedAt: '2026-12-20T01:30:00.000Z',
    startedBy: 'Ravi',
  }),
  makeTask({ id: 'rice', task: 'Soak rice', taskMl: 'അരി കുതിർക്കുക', sortOrder: 3, assignedTo: 'Ravi' }),
  makeTask({ id: 'final', task: FINAL_TASK_NAME, sortOrder: 4, isFinalTask: true }),
  makeTask({
    id: 'drop',
    task: 'Delivery to Kottayam',
    sortOrder: 5,
    isDelivery: true,
    deliveryType: 'standard',
    completed: true,
    startedAt: '20/12/2026 12:00:00',
    startedBy: 'Sam',
    completedAt: '20/12/2026 12:00:40',
    completedBy: 'Sam',
  }),
  makeTask({
    id: 'route',
    task: 'Combined route delivery to Pala',
    sortOrder: 6,
    isDelivery: true,
    deliveryType: 'combined',
    completed: true,
    startedAt: 'after lunch',
    completedAt: '2026-12-20T08:00:00.000Z',
    completedBy: 'Sam',
  }),
  makeTask({
    id: 'odd',
    task: '=cmd()',
    sortOrder: 7,
    completed: true,
    startedAt: '2026-12-20T08:00:00.000Z',
    startedBy: 'Anu',
    completedAt: '2026-12-20T07:00:00.000Z',
    completedBy: 'Anu "Chef" K',
  }),
  makeTask({
    id: 'wash',
    task: 'Wash pots',
    sortOrder: 8,
    completed: true,
    startedAt: '2026-12-20T09:00:00.000Z',
    startedBy: 'Anu',
    completedAt: '2026-12-20T09:02:30.000Z',
    completedBy: 'Anu',
  }),
];

/** The table's default order: not started by their place in the list, then by start time. */
const BY_TIME = [
  'Soak rice',
  FINAL_TASK_NAME,
  'Combined route delivery to Pala',
  'Buy mutton',
  'Pit temperature check',
  'Delivery to Kottayam',
  '=cmd()',
  'Wash pots',
];

/** The pit check's readings: 150 °C, corrected by the 190 °C taken after it. */
const READINGS: TemperatureReading[] = [
  makeReading({ id: 4, eventId: 5, taskId: 'pit', valueC: 150, takenBy: 'Ravi', takenAt: '2026-12-20T04:32:00.000Z' }),
  makeReading({ id: 5, eventId: 5, taskId: 'pit', valueC: 190, takenBy: 'Ravi', takenAt: '2026-12-20T04:36:00.000Z' }),
];

const correction = (fields: Partial<Correction> & Pick<Correction, 'id' | 'recordKind' | 'recordId'>): Correction => ({
  action: 'undo',
  before: {},
  after: null,
  reason: 'Ticked by mistake',
  madeBy: 'Anu',
  account: 'cook2',
  madeAt: '2026-12-18T04:35:00.000Z',
  ...fields,
});

/** An undone completion of Buy mutton, the 150 °C reading corrected, and an undone start of a task since removed. */
const CORRECTIONS: Correction[] = [
  correction({
    id: 1,
    recordKind: 'task-completion',
    recordId: 'buy',
    before: { completedBy: 'Bala', completedAt: '2026-12-18T04:32:00.000Z', completedAccount: 'cook1' },
  }),
  correction({
    id: 2,
    recordKind: 'reading',
    recordId: '4',
    action: 'correct',
    before: { valueC: 150, takenBy: 'Ravi', takenAt: '2026-12-20T04:32:00.000Z' },
    after: { id: 5, valueC: 190, takenBy: 'Ravi', takenAt: '2026-12-20T04:36:00.000Z' },
    reason: 'Probe in the ash',
    madeAt: '2026-12-20T04:36:00.000Z',
  }),
  correction({
    id: 3,
    recordKind: 'task-start',
    recordId: 'gone',
    before: { startedBy: 'Sam', startedAt: '2026-12-19T03:00:00.000Z', startedAccount: 'cook1' },
    reason: 'Wrong event',
  }),
];
const UNDONE_COMPLETION = 'Completion by Bala at 18/12/2026, 10:02 undone by Anu at 10:05 — Ticked by mistake';
const CORRECTED_READING =
  'Reading 150 °C by Ravi at 20/12/2026, 10:02 corrected to 190 °C by Anu at 10:06 — Probe in the ash';
const UNDONE_START = 'Start by Sam at 19/12/2026, 08:30 undone by Anu at 18/12/2026, 10:05 — Wrong event';

let calls: Call[];

function setup(
  options: {
    events?: DiaryEvent[] | Reply;
    tasks?: Task[] | Reply;
    people?: Reply;
    readings?: Reply;
    corrections?: Correction[] | Reply;
    routes?: Routes;
    url?: string;
  } = {},
) {
  const reply = <T,>(value: T[] | Reply | undefined, fallback: T[], wrap: (list: T[]) => Reply) =>
    value === undefined ? wrap(fallback) : Array.isArray(value) ? wrap(value) : value;
  const served = serveApi({
    // The server answers the newest page, newest first.
    'GET /api/diary-events': () => reply(options.events, [NEW_YEAR, WEDDING, BIRTHDAY], (data) => ok(diaryPage(data))),
    'GET /api/todos/:eventId': () => reply(options.tasks, TASKS, (data) => ok({ data, version: 3 })),
    'GET /api/people/:eventId': () => options.people ?? ok({ data: 120 }),
    'GET /api/todos/:eventId/temperatures': () => options.readings ?? ok({ data: READINGS }),
    'GET /api/diary-events/:id/corrections': () => reply(options.corrections, [], (data) => ok({ data })),
    ...options.routes,
  });
  calls = served.calls;
  renderWithProviders(<EventReportsPage />, { url: options.url ?? '/eventreports' });
  return served;
}

const eventSelect = () => screen.getByLabelText(en.selectEvent) as HTMLSelectElement;
const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Opens the Wedding's report and waits for its table. */
async function openWedding() {
  await screen.findByRole('option', { name: 'Wedding (20/12/2026)' });
  fireEvent.change(eventSelect(), { target: { value: '5' } });
  await screen.findByRole('heading', { name: en.tasks.heading });
}

const bodyRows = () => screen.getAllByRole('row').slice(1);
const taskNames = () => bodyRows().map((row) => row.querySelector('[data-column="task"]')!.textContent);
const cellOf = (name: string, column: string) => {
  const row = bodyRows().find((candidate) => candidate.querySelector('[data-column="task"]')!.textContent === name)!;
  return row.querySelector(`[data-column="${column}"]`)!.textContent;
};
const statusOf = (name: string) => {
  const row = bodyRows().find((candidate) => candidate.querySelector('[data-column="task"]')!.textContent === name)!;
  return within(row).getByTestId('report-status').textContent;
};
const badgesOf = (name: string) => {
  const row = bodyRows().find((candidate) => candidate.querySelector('[data-column="task"]')!.textContent === name)!;
  return within(row)
    .queryAllByTestId('report-badge')
    .map((badge) => badge.textContent);
};
const summaryValue = (label: string) => {
  const summary = screen.getByRole('region', { name: en.summary.heading });
  return within(summary).getByText(label).nextElementSibling!.textContent;
};

interface Download {
  name: string;
  blob: Blob;
}

/** Stands in for the browser's saving of a blob: records the file name and the blob. */
function captureDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${++next}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return downloads;
}

/** The file's text with its byte-order mark kept (Blob.text() would drop it). */
async function fileText(blob: Blob): Promise<string> {
  const bytes = await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

describe('event reports', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('loads the events, offers them newest first as "title (date)", and asks for one', async () => {
    setup();
    expect(screen.getByText(en.title)).toBeTruthy();
    expect(screen.getByText(en.subtitle)).toBeTruthy();
    expect(screen.getByText('Loading events...')).toBeTruthy();
    expect(await screen.findByText('Please select an event from the dropdown to view its report.')).toBeTruthy();
    expect([...eventSelect().options].map((option) => option.textContent)).toEqual([
      '-- Select an event --',
      'New Year (01/01/2027)',
      'Wedding (20/12/2026)',
      'Birthday (02/11/2026)',
    ]);
    expect(eventSelect().value).toBe('');
    expect(calls.some((call) => call.path.startsWith('/api/todos'))).toBe(false);
  });

  it('says when there are no events yet', async () => {
    setup({ events: [] });
    expect(await screen.findByText(en.noEvents)).toBeTruthy();
    expect(screen.queryByText(en.pickEvent)).toBeNull();
  });

  it.each([
    ['a refused call', fail(500, 'Internal error'), 'Error loading events: Failed to fetch events: 500'],
    ['a reply without a list', ok({ data: 'nope' }), 'Error loading events: Invalid data format received from server'],
    [
      'a reply that is not a success',
      { body: { success: false } },
      'Error loading events: Invalid data format received from server',
    ],
    ['no connection', 'network' as const, 'Error loading events: Unable to connect to server'],
  ])('shows %s in a message box', async (_, reply, text) => {
    setup({ events: reply as Reply });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(text)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: en.retry })).toBeTruthy();
  });

  it('loads the event data, then shows the summary with the saved people count', async () => {
    setup();
    await screen.findByRole('option', { name: 'Wedding (20/12/2026)' });
    fireEvent.change(eventSelect(), { target: { value: '5' } });
    expect(screen.getByText('Loading event data...')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Event Summary' });
    expect(summaryValue('Event')).toBe('Wedding');
    expect(summaryValue('Date')).toBe(formatEventDate('2026-12-20', 'en'));
    expect(summaryValue('Created By')).toBe('cook1');
    expect(summaryValue('Estimated Attendance')).toBe('120 people');
    expect(summaryValue('Status')).toBe('In Progress');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it("falls back to the event's estimated attendance, and shows Completed for a completed event", async () => {
    setup({ people: fail(500, 'Internal error'), url: '/eventreports?event=6' });
    await screen.findByRole('heading', { name: 'Event Summary' });
    expect(eventSelect().value).toBe('6');
    expect(summaryValue('Estimated Attendance')).toBe('50 people');
    expect(summaryValue('Status')).toBe('Completed');
  });

  it('shows under a task what was done about its reading outside the limit, and why it was done early', async () => {
    const pit = TASKS.find((task) => task.id === 'pit')!;
    setup({
      tasks: TASKS.map((task) => (task.id === 'pit' ? { ...pit, earlyReason: 'Delivery moved earlier' } : task)),
      readings: ok({
        data: [
          makeReading({
            id: 6,
            eventId: 5,
            taskId: 'pit',
            valueC: 90,
            inRange: false,
            actionTaken: 'Closed the lid tight',
            actionBy: 'Suresh',
          }),
        ],
      }),
    });
    await openWedding();
    const notes = await screen.findByTestId('report-check-notes');
    expect([...notes.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '90 °C — Done about it (Suresh): Closed the lid tight',
      'Done early: Delivery moved earlier',
    ]);
  });

  it('clearing the selection empties the report', async () => {
    setup();
    await openWedding();
    fireEvent.change(eventSelect(), { target: { value: '' } });
    expect(screen.queryByRole('heading', { name: 'Event Summary' })).toBeNull();
    expect(screen.getByText(en.pickEvent)).toBeTruthy();
  });

  it('counts the tasks and draws the bar as percentages of the total, with its legend', async () => {
    setup();
    await openWedding();
    const statistics = screen.getByRole('region', { name: 'Task Statistics' });
    const count = (label: string) =>
      within(statistics).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(count('Total Tasks')).toBe('8');
    expect(count('Completed')).toBe('5');
    expect(count('In Progress')).toBe('1');
    expect(count('Pending')).toBe('2');
    expect(screen.getByTestId('bar-completed').style.width).toBe('62.5%');
    expect(screen.getByTestId('bar-inProgress').style.width).toBe('12.5%');
    expect(screen.getByTestId('bar-pending').style.width).toBe('25%');
    expect(
      within(statistics)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Completed', 'In Progress', 'Pending']);
  });

  it('without tasks: no statistics, the empty text, and nothing to export', async () => {
    setup({ tasks: [] });
    await openWedding();
    expect(screen.queryByRole('region', { name: 'Task Statistics' })).toBeNull();
    expect(screen.getByText('No tasks found for this event.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export Report' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a tasks reply without success and a list counts as no tasks', async () => {
    setup({ tasks: ok({ data: { not: 'a list' } }) });
    await openWedding();
    expect(screen.getByText(en.tasks.empty)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed tasks call says so in a message box', async () => {
    setup({ tasks: fail(503, 'Unavailable') });
    await screen.findByRole('option', { name: 'Wedding (20/12/2026)' });
    fireEvent.change(eventSelect(), { target: { value: '5' } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading event data: Failed to fetch tasks: 503')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Event Summary' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: en.tasks.heading })).toBeNull();
  });

  it('shows the eight columns, each status, the badges and every time-taken text', async () => {
    setup();
    await openWedding();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Task',
      'Status',
      'Assigned To',
      'Started By',
      'Start Time',
      'Completed By',
      'Completion Time',
      'Time Taken',
    ]);
    expect(taskNames()).toEqual(BY_TIME);
    expect(statusOf('Buy mutton')).toBe('Completed');
    expect(statusOf('Pit temperature check')).toBe('In Progress');
    expect(statusOf('Soak rice')).toBe('Pending');

    expect(badgesOf(FINAL_TASK_NAME)).toEqual(['Final']);
    expect(badgesOf('Pit temperature check')).toEqual(['Temperature']);
    expect(badgesOf('Delivery to Kottayam')).toEqual(['Delivery']);
    expect(badgesOf('Combined route delivery to Pala')).toEqual(['Combined Delivery']);
    expect(badgesOf('Soak rice')).toEqual([]);

    expect(cellOf('Buy mutton', 'assignedTo')).toBe('Anu');
    expect(cellOf('Buy mutton', 'startedBy')).toBe('Bala');
    expect(cellOf('Buy mutton', 'startTime')).toBe('18/12/2026, 09:30:00');
    expect(cellOf('Buy mutton', 'completedBy')).toBe('Meera');
    expect(cellOf('Buy mutton', 'completionTime')).toBe('18/12/2026, 10:35:00');
    expect(cellOf('Buy mutton', 'timeTaken')).toBe('1 hour 5 minutes');
    expect(cellOf('Wash pots', 'timeTaken')).toBe('2 minutes');
    expect(cellOf('Delivery to Kottayam', 'startTime')).toBe('20/12/2026, 12:00:00');
    expect(cellOf('Delivery to Kottayam', 'timeTaken')).toBe('Less than a minute');
    expect(cellOf('Combined route delivery to Pala', 'startTime')).toBe('after lunch');
    expect(cellOf('Combined route delivery to Pala', 'timeTaken')).toBe('Invalid start date');
    expect(cellOf('=cmd()', 'timeTaken')).toBe('Time calculation error');
    expect(cellOf('Pit temperature check', 'completionTime')).toBe('N/A');
    expect(cellOf('Pit temperature check', 'timeTaken')).toBe('N/A');
    expect(cellOf('Soak rice', 'startTime')).toBe('N/A');
    expect(cellOf('Soak rice', 'startedBy')).toBe('-');
  });

  it('marks late the tasks of a past event not done by their time, in words and red', async () => {
    setup({
      url: '/eventreports?event=6',
      tasks: [
        makeTask({ id: 'soak', task: 'Soak rice', startTime: '9:30 AM', sortOrder: 1 }),
        makeTask({ id: 'done', task: 'Buy mutton', completed: true, completedBy: 'Anu', sortOrder: 2 }),
      ],
    });
    await screen.findByRole('heading', { name: en.tasks.heading });
    const lateOf = (name: string) => {
      const row = bodyRows().find(
        (candidate) => candidate.querySelector('[data-column="task"]')!.textContent === name,
      )!;
      return within(row).queryByTestId('late-mark');
    };
    expect(lateOf('Soak rice')!.textContent).toBe(kitchenEn.late.mark);
    expect(lateOf('Soak rice')!.className).toContain('bg-red-700');
    expect(lateOf('Buy mutton')).toBeNull();
  });

  it('shows when a record made offline reached the server, beside the time it was made, on screen, in both languages, and in the CSV', async () => {
    const downloads = captureDownloads();
    const offline = makeTask({
      id: 'offline',
      task: 'Load the pit',
      completed: true,
      startedAt: '2026-12-20T01:00:00.000Z',
      startedArrivedAt: '2026-12-20T01:00:20.000Z',
      startedBy: 'Ravi',
      completedAt: '2026-12-20T01:30:00.000Z',
      completedArrivedAt: '2026-12-20T01:36:10.000Z',
      completedBy: 'Ravi',
    });
    setup({ tasks: [offline] });
    await openWedding();
    // Arrived 20 seconds after it was made: the time alone. Six minutes later: both.
    expect(cellOf('Load the pit', 'startTime')).toBe('20/12/2026, 06:30:00');
    expect(cellOf('Load the pit', 'completionTime')).toBe(
      '20/12/2026, 07:00:00 (reached the server 20/12/2026, 07:06:10)',
    );
    expect(cellOf('Load the pit', 'timeTaken')).toBe('30 minutes');
    fireEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(await fileText(downloads[0]!.blob)).toContain(
      '"Load the pit","Completed",,"Ravi","20/12/2026, 06:30:00","Ravi","20/12/2026, 07:00:00 (reached the server 20/12/2026, 07:06:10)","30 minutes",',
    );
    await switchLanguage('ml');
    expect(screen.getByText('20/12/2026, 07:00:00 (സെർവറിൽ എത്തിയത് 20/12/2026, 07:06:10)')).toBeTruthy();
    await switchLanguage('en');
  });

  it('filters by status', async () => {
    setup();
    await openWedding();
    expect(
      [...(screen.getByLabelText('Status') as HTMLSelectElement).options].map((option) => option.textContent),
    ).toEqual(['All', 'Completed', 'In Progress', 'Pending']);
    choose('Status', 'completed');
    expect(taskNames()).toEqual([
      'Combined route delivery to Pala',
      'Buy mutton',
      'Delivery to Kottayam',
      '=cmd()',
      'Wash pots',
    ]);
    choose('Status', 'inProgress');
    expect(taskNames()).toEqual(['Pit temperature check']);
    choose('Status', 'pending');
    expect(taskNames()).toEqual(['Soak rice', FINAL_TASK_NAME]);
    choose('Status', 'all');
    expect(taskNames()).toEqual(BY_TIME);
  });

  it('searches the task, who it is for, who started and who completed it, ignoring case', async () => {
    setup();
    await openWedding();
    const search = screen.getByPlaceholderText('Search tasks...');
    expect(search).toBe(screen.getByLabelText('Search'));
    fireEvent.change(search, { target: { value: 'RAVI' } });
    expect(taskNames()).toEqual(['Soak rice', 'Pit temperature check']);
    fireEvent.change(search, { target: { value: 'meera' } });
    expect(taskNames()).toEqual(['Buy mutton']);
    fireEvent.change(search, { target: { value: 'chef' } });
    expect(taskNames()).toEqual(['=cmd()']);
    fireEvent.change(search, { target: { value: 'mutton' } });
    choose('Status', 'pending');
    expect(screen.getByText('No tasks match the current filters.')).toBeTruthy();
    expect(screen.queryAllByRole('row')).toEqual([]);
  });

  it('sorts by time, status or task name, ascending first, and the arrow turns it around', async () => {
    setup();
    await openWedding();
    expect(
      [...(screen.getByLabelText('Sort By') as HTMLSelectElement).options].map((option) => option.textContent),
    ).toEqual(['Time', 'Status', 'Task Name']);
    const toggle = screen.getByRole('button', { name: 'Ascending' });
    expect(toggle.textContent).toBe('↑');

    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Descending' }).textContent).toBe('↓');
    expect(taskNames()).toEqual([...BY_TIME].reverse());

    choose('Sort By', 'name');
    expect(taskNames()).toEqual([
      'Wash pots',
      'Soak rice',
      FINAL_TASK_NAME,
      'Pit temperature check',
      'Delivery to Kottayam',
      'Combined route delivery to Pala',
      'Buy mutton',
      '=cmd()',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Descending' }));
    expect(taskNames()[0]).toBe('=cmd()');

    choose('Sort By', 'status');
    expect(taskNames()).toEqual([
      'Soak rice',
      FINAL_TASK_NAME,
      'Pit temperature check',
      'Buy mutton',
      'Delivery to Kottayam',
      'Combined route delivery to Pala',
      '=cmd()',
      'Wash pots',
    ]);
  });

  it('exports every task as CSV, in the table’s order, named after the event, formulas made inert', async () => {
    const downloads = captureDownloads();
    setup();
    await openWedding();
    // Filters leave the file whole; the sort is the table's.
    choose('Status', 'pending');
    expect(screen.getByRole('radio', { name: 'CSV' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'PDF' })).toHaveProperty('checked', false);
    fireEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('Wedding_report.csv');
    expect(downloads[0]!.blob.type).toBe('text/csv;charset=utf-8');
    expect(await fileText(downloads[0]!.blob)).toBe(
      CSV_BYTE_ORDER_MARK +
        [
          '"Task","Status","Assigned To","Started By","Start Time","Completed By","Completion Time","Time Taken","Corrections"',
          '"Soak rice","Pending","Ravi",,"N/A",,"N/A","N/A",',
          '"Rice and meat taken outside pit","Pending",,,"N/A",,"N/A","N/A",',
          '"Combined route delivery to Pala","Completed",,,"after lunch","Sam","20/12/2026, 13:30:00","Invalid start date",',
          '"Buy mutton","Completed","Anu","Bala","18/12/2026, 09:30:00","Meera","18/12/2026, 10:35:00","1 hour 5 minutes",',
          '"Pit temperature check","In Progress",,"Ravi","20/12/2026, 07:00:00",,"N/A","N/A",',
          '"Delivery to Kottayam","Completed",,"Sam","20/12/2026, 12:00:00","Sam","20/12/2026, 12:00:40","Less than a minute",',
          `"'=cmd()","Completed",,"Anu","20/12/2026, 13:30:00","Anu ""Chef"" K","20/12/2026, 12:30:00","Time calculation error",`,
          '"Wash pots","Completed",,"Anu","20/12/2026, 14:30:00","Anu","20/12/2026, 14:32:30","2 minutes",',
        ].join('\r\n') +
        '\r\n',
    );
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('asks the server for the PDF in the screen’s language and saves it as <title>_report.pdf', async () => {
    const downloads = captureDownloads();
    const { fetchMock } = setup();
    const answer = fetchMock.getMockImplementation()!;
    let release: () => void = () => undefined;
    fetchMock.mockImplementation(async (input, init) => {
      if (!String(input).endsWith('/report.pdf')) return answer(input, init);
      await new Promise<void>((resolve) => (release = resolve));
      return new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    });
    await openWedding();
    fireEvent.click(screen.getByRole('radio', { name: 'PDF' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    const busy = await screen.findByRole('button', { name: 'Exporting...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.blob.type).toBe('application/pdf');
    expect(downloads[0]!.name).toBe('Wedding_report.pdf');
    const pdfCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/report.pdf'))!;
    expect(pdfCall[0]).toBe('/api/diary-events/5/report.pdf');
    expect(pdfCall[1]!.method).toBe('POST');
    expect(JSON.parse(String(pdfCall[1]!.body))).toEqual({ language: 'en' });
    expect(screen.getByRole('button', { name: 'Export Report' })).toHaveProperty('disabled', false);
  });

  it("words the server's PDF refusal in the screen's language", async () => {
    setup({
      routes: {
        'POST /api/diary-events/:id/report.pdf': () =>
          fail(503, 'Too many PDF reports are being made right now.', 'reports.pdf.refusals.busy'),
      },
    });
    await openWedding();
    fireEvent.click(screen.getByRole('radio', { name: 'PDF' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.pdf.refusals.busy);
  });

  it('says why the PDF export failed', async () => {
    setup({ routes: { 'POST /api/diary-events/:id/report.pdf': () => fail(404, 'Not found') } });
    await openWedding();
    fireEvent.click(screen.getByRole('radio', { name: 'PDF' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Export failed: Failed to create the PDF: 404')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: en.dismiss }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads in Malayalam; the CSV stays in English; the PDF is asked for in Malayalam', async () => {
    const downloads = captureDownloads();
    await switchLanguage('ml');
    const { fetchMock } = setup({ routes: { 'POST /api/diary-events/:id/report.pdf': () => fail(500, 'Broken') } });
    expect(await screen.findByText(ml.pickEvent)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ml.title);
    fireEvent.change(screen.getByLabelText(ml.selectEvent), { target: { value: '5' } });
    await screen.findByRole('heading', { name: ml.summary.heading });

    const summary = screen.getByRole('region', { name: ml.summary.heading });
    expect(within(summary).getByText(ml.summary.attendance).nextElementSibling!.textContent).toBe('120 പേർ');
    expect(within(summary).getByText(ml.summary.date).nextElementSibling!.textContent).toBe(
      formatEventDate('2026-12-20', 'ml'),
    );
    expect(screen.getByRole('heading', { name: ml.statistics.heading })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(Object.values(ml.columns));
    expect(cellOf('Buy mutton', 'timeTaken')).toBe('1 മണിക്കൂർ 5 മിനിറ്റ്');
    expect(cellOf('Wash pots', 'timeTaken')).toBe('2 മിനിറ്റ്');
    expect(cellOf('Delivery to Kottayam', 'timeTaken')).toBe(ml.time.underMinute);
    expect(cellOf('അരി കുതിർക്കുക', 'timeTaken')).toBe(ml.time.notAvailable);
    expect(screen.queryByText('Soak rice')).toBeNull();
    expect(cellOf('=cmd()', 'timeTaken')).toBe(ml.time.calculationError);
    expect(cellOf('Combined route delivery to Pala', 'timeTaken')).toBe(ml.time.invalidStart);
    expect(statusOf('Pit temperature check')).toBe(ml.status.inProgress);
    expect(badgesOf('Combined route delivery to Pala')).toEqual([ml.badges.combinedDelivery]);
    expect(screen.getByPlaceholderText(ml.tasks.searchPlaceholder)).toBeTruthy();
    expect(screen.getByRole('button', { name: ml.tasks.ascending }).textContent).toBe('↑');

    fireEvent.click(screen.getByRole('button', { name: ml.export.button }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const csv = await fileText(downloads[0]!.blob);
    expect(csv.split('\r\n')[0]).toBe(
      CSV_BYTE_ORDER_MARK +
        '"Task","Status","Assigned To","Started By","Start Time","Completed By","Completion Time","Time Taken","Corrections"',
    );
    expect(csv).toContain(
      '"Buy mutton","Completed","Anu","Bala","18/12/2026, 09:30:00","Meera","18/12/2026, 10:35:00","1 hour 5 minutes",',
    );

    fireEvent.click(screen.getByRole('radio', { name: ml.export.pdf }));
    fireEvent.click(screen.getByRole('button', { name: ml.export.button }));
    expect(await screen.findByText('എക്‌സ്‌പോർട്ട് പരാജയപ്പെട്ടു: PDF ഉണ്ടാക്കാൻ കഴിഞ്ഞില്ല: 500')).toBeTruthy();
    const pdfCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/report.pdf'))!;
    expect(JSON.parse(String(pdfCall[1]!.body))).toEqual({ language: 'ml' });
  });
  describe('corrections beside the records they change', () => {
    const correctionsOf = (name: string) => {
      const row = bodyRows().find(
        (candidate) => candidate.querySelector('[data-column="task"]')!.textContent === name,
      )!;
      return within(row)
        .queryAllByRole('listitem')
        .map((item) => item.textContent);
    };

    it('lists an undone completion under its task and a corrected reading under its temperature task', async () => {
      setup({ corrections: CORRECTIONS });
      await openWedding();
      expect(correctionsOf('Buy mutton')).toEqual([UNDONE_COMPLETION]);
      expect(correctionsOf('Pit temperature check')).toEqual([CORRECTED_READING]);
      expect(correctionsOf('Soak rice')).toEqual([]);
      // The original stays as it was recorded, the correction beside it.
      expect(cellOf('Buy mutton', 'completedBy')).toBe('Meera');
      const list = screen.getAllByRole('list', { name: en.corrections.heading });
      expect(list).toHaveLength(2);
      // A correction of a task no longer listed is kept apart, not lost.
      const other = screen.getByRole('region', { name: en.corrections.otherHeading });
      expect(within(other).getByRole('listitem').textContent).toBe(UNDONE_START);
      expect(calls.some((call) => call.path === '/api/diary-events/5/corrections')).toBe(true);
    });

    it('without corrections shows none, and no section for others', async () => {
      setup();
      await openWedding();
      expect(screen.queryAllByTestId('report-corrections')).toEqual([]);
      expect(screen.queryByRole('region', { name: en.corrections.otherHeading })).toBeNull();
    });

    it('writes them in the CSV’s ninth column, the report’s eight columns unchanged before it', async () => {
      const downloads = captureDownloads();
      setup({ corrections: CORRECTIONS });
      await openWedding();
      fireEvent.click(screen.getByRole('button', { name: 'Export Report' }));
      await waitFor(() => expect(downloads).toHaveLength(1));
      const csv = await fileText(downloads[0]!.blob);
      expect(csv).toContain(
        `"Buy mutton","Completed","Anu","Bala","18/12/2026, 09:30:00","Meera","18/12/2026, 10:35:00","1 hour 5 minutes","${UNDONE_COMPLETION}"`,
      );
      expect(csv).toContain(
        `"Pit temperature check","In Progress",,"Ravi","20/12/2026, 07:00:00",,"N/A","N/A","${CORRECTED_READING}"`,
      );
    });

    it('in Malayalam', async () => {
      await switchLanguage('ml');
      setup({ corrections: CORRECTIONS });
      await screen.findByText(ml.pickEvent);
      fireEvent.change(screen.getByLabelText(ml.selectEvent), { target: { value: '5' } });
      await screen.findByRole('heading', { name: ml.tasks.heading });
      expect(correctionsOf('Buy mutton')).toEqual([
        'Bala 18/12/2026, 10:02-ന് പൂർത്തിയാക്കിയത് Anu 10:05-ന് റദ്ദാക്കി — Ticked by mistake',
      ]);
      expect(correctionsOf('Pit temperature check')).toEqual([
        'Ravi 20/12/2026, 10:02-ന് രേഖപ്പെടുത്തിയ താപനില 150 °C Anu 10:06-ന് 190 °C ആയി തിരുത്തി — Probe in the ash',
      ]);
      expect(screen.getAllByRole('list', { name: ml.corrections.heading })).toHaveLength(2);
      expect(screen.getByRole('heading', { name: ml.corrections.otherHeading })).toBeTruthy();
    });

    it.each([
      ['corrections', { corrections: fail(500, 'Broken') }, 'Failed to fetch corrections: 500'],
      ['readings', { readings: fail(503, 'Busy') }, 'Failed to fetch temperature readings: 503'],
    ])(
      'a failed %s call shows the message and no report without them; Try again reads again',
      async (_, options, text) => {
        const served = setup({ corrections: CORRECTIONS, ...options });
        await screen.findByRole('option', { name: 'Wedding (20/12/2026)' });
        fireEvent.change(eventSelect(), { target: { value: '5' } });
        const alert = await screen.findByRole('alert');
        expect(within(alert).getByText(`Error loading event data: ${text}`)).toBeTruthy();
        expect(screen.queryByRole('heading', { name: en.tasks.heading })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Export Report' })).toBeNull();
        served.routes['GET /api/diary-events/:id/corrections'] = () => ok({ data: CORRECTIONS });
        served.routes['GET /api/todos/:eventId/temperatures'] = () => ok({ data: READINGS });
        fireEvent.click(within(alert).getByRole('button', { name: en.retry }));
        await screen.findByRole('heading', { name: en.tasks.heading });
        expect(correctionsOf('Pit temperature check')).toEqual([CORRECTED_READING]);
      },
    );
  });

  it.each([99_999_999_999_999, 1e300, 0, 100_001])(
    'prints an attendance of %s as —, never the number',
    async (count) => {
      setup({ people: ok({ data: count }) });
      await openWedding();
      expect(summaryValue('Estimated Attendance')).toBe('—');
    },
  );
});
