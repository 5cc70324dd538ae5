import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '#web/lib/i18n.ts';
import { describe, expect, it } from 'vitest';
import { kitchenEn as en } from '#shared/content/locales/kitchen.en.ts';
import { kitchenMl as ml } from '#shared/content/locales/kitchen.ml.ts';
import { fillText } from '#shared/content/text-store.ts';
import { addDays, formatEventDate, todayInKerala } from '#shared/domain/event-date.ts';
import { keralaInstant } from '#shared/domain/kerala-time.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import type { Task, TemperatureReading } from '#shared/schemas/tasks.ts';
import { ok, serveApi } from '#web/test/fake-api.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { diaryPage, makeDiaryEvent, makeReading, makeTask } from '#web/test/factories.ts';
import { hourMinute } from '../../model/clock.ts';
import { boardEvent, pickableEvents } from '../model/pick-event.ts';
import { WallBoard } from './wall-board.tsx';

const today = todayInKerala();
const startedAt = new Date(Date.now() - 10 * 60_000).toISOString();
const longAgo = new Date(Date.now() - 3 * 60 * 60_000).toISOString();

function setup(events: DiaryEvent[], tasks: Task[], readings: TemperatureReading[] = [], serverAheadMs = 0) {
  const server = serveApi({
    'GET /api/time': () => ok({ now: Date.now() + serverAheadMs }),
    'GET /api/diary-events': () => ok(diaryPage(events)),
    'GET /api/todos/:eventId': () => ok({ data: tasks, version: 1 }),
    'GET /api/todos/:eventId/temperatures': () => ok({ data: readings }),
  });
  renderWithProviders(<WallBoard />, { url: '/testworks' });
  return server;
}

const tasks = [
  makeTask({ id: 'a', task: 'Load the meat', startedAt, startedBy: 'Ravi', estimatedDuration: '30', sortOrder: 1 }),
  makeTask({
    id: 'b',
    task: 'Light the pit',
    startedAt: longAgo,
    startedBy: 'Anu',
    estimatedDuration: '30',
    sortOrder: 2,
  }),
  makeTask({ id: 'c', task: 'Cook the rice', sortOrder: 3 }),
  makeTask({ id: 'd', task: 'Buy mutton', completed: true, completedBy: 'Anu', sortOrder: 0 }),
];

describe('wall board', () => {
  it("shows today's event: tasks in progress with who and since when, what runs over, what is next", async () => {
    const { calls } = setup(
      [
        makeDiaryEvent({ id: 4, title: 'Next week', date: addDays(today, 7) }),
        makeDiaryEvent({ id: 5, title: 'Wedding today', date: today }),
      ],
      tasks,
      [
        makeReading({ id: 1, valueC: 210, takenAt: '2026-11-23T03:00:00.000Z' }),
        makeReading({
          id: 2,
          valueC: 170,
          takenAt: '2026-11-23T04:00:00.000Z',
          takenBy: 'Suresh',
          inRange: false,
          correctiveAction: 'kitchenRules.temperature.actions.beforeLoadingLow',
        }),
      ],
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Wedding today' })).toBeTruthy();
    const meat = await screen.findByRole('listitem', { name: 'Load the meat' });
    expect(within(meat).getByText(`Ravi · since ${hourMinute(startedAt)}`)).toBeTruthy();
    expect(within(meat).queryByText(en.board.exceeded)).toBeNull();
    const pit = screen.getByRole('listitem', { name: 'Light the pit' });
    expect(within(pit).getByText(en.board.exceeded)).toBeTruthy();
    expect(pit.className).toContain('bg-red-700');

    const next = screen.getByRole('region', { name: en.board.next });
    expect(within(next).getByText('Cook the rice')).toBeTruthy();
    const temperature = screen.getByRole('region', { name: en.board.temperature });
    expect(within(temperature).getByText('170 °C')).toBeTruthy();
    const limit = i18n.t('kitchenRules.temperature.limits.beforeLoading');
    expect(within(temperature).getByText(i18n.t('kitchenRules.checks.limit', { limit }))).toBeTruthy();
    expect(within(temperature).getByText(i18n.t('kitchenRules.temperature.actions.beforeLoadingLow'))).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('1 / 4 done');
    expect(calls.some((call) => call.path === '/api/todos/5')).toBe(true);
  });

  it('shows a reading between the hour marks out of its band in red, with the band and what was done', async () => {
    setup([makeDiaryEvent({ id: 5, title: 'Wedding today', date: today })], tasks, [
      makeReading({
        id: 3,
        valueC: 90,
        check: 'after-loading-15',
        inRange: false,
        correctiveAction: 'kitchenRules.temperature.actions.pitLow',
        actionTaken: 'Closed the lid tight',
        actionBy: 'Suresh',
      }),
    ]);
    const temperature = await screen.findByRole('region', { name: en.board.temperature });
    const shown = await within(temperature).findByText('90 °C');
    expect(shown.parentElement!.className).toContain('bg-red-700');
    expect(within(temperature).getByText('Limit: 186–280 °C 15 minutes after loading')).toBeTruthy();
    expect(within(temperature).getByText('Done about it (Suresh): Closed the lid tight')).toBeTruthy();
  });

  it('counts with the server’s clock, not this screen’s: a screen 30 minutes slow still shows the task running over', async () => {
    setup([makeDiaryEvent({ id: 5, title: 'Wedding today', date: today })], [tasks[0]!], [], 30 * 60_000);
    const meat = await screen.findByRole('listitem', { name: 'Load the meat' });
    // Started 10 minutes ago by this screen's clock, 40 by the server's: past its 30 minutes.
    expect(await within(meat).findByText(en.board.exceeded)).toBeTruthy();
  });

  it('reads in Malayalam, the tasks by their Malayalam names', async () => {
    await switchLanguage('ml');
    setup(
      [makeDiaryEvent({ id: 5, title: 'Wedding today', date: today })],
      [
        { ...tasks[0]!, taskMl: 'ഇറച്ചി ഇറക്കുക' },
        { ...tasks[2]!, taskMl: 'ചോറ് വേവിക്കുക' },
        makeTask({ id: 'e', task: 'Wash the racks', startedAt, startedBy: 'User', sortOrder: 4 }),
      ],
    );
    const meat = await screen.findByRole('listitem', { name: 'ഇറച്ചി ഇറക്കുക' });
    expect(within(meat).getByText(`Ravi · ${hourMinute(startedAt)} മുതൽ`)).toBeTruthy();
    // The name a blank cook is recorded under, in the screen's language; a task without Malayalam in English.
    const racks = screen.getByRole('listitem', { name: 'Wash the racks' });
    expect(within(racks).getByText(`${ml.tasks.defaultCook} · ${hourMinute(startedAt)} മുതൽ`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: ml.board.inProgress })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: ml.board.next })).getByText('ചോറ് വേവിക്കുക')).toBeTruthy();
    expect(screen.getByText(ml.board.noReading)).toBeTruthy();
    expect(screen.getByText(ml.board.today)).toBeTruthy();
    expect(screen.getByLabelText(ml.board.pickLabel)).toBeTruthy();
  });

  it('skips today’s event once it is completed, for the next one coming', async () => {
    const { calls } = setup(
      [
        makeDiaryEvent({ id: 5, title: 'Lunch today', date: today, isCompleted: true }),
        makeDiaryEvent({ id: 6, title: 'Dinner in two days', date: addDays(today, 2) }),
        makeDiaryEvent({ id: 7, title: 'Party next week', date: addDays(today, 7) }),
      ],
      [],
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dinner in two days' })).toBeTruthy();
    expect(screen.getByText(fillText(en.board.inDays, { count: 2 }))).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/todos/6')).toBe(true));
    expect(calls.some((call) => call.path === '/api/todos/5')).toBe(false);
  });

  it('says so when no event is today or coming, and lets staff put any event on the board', async () => {
    setup(
      [
        makeDiaryEvent({ id: 5, title: 'Lunch today', date: today, isCompleted: true }),
        makeDiaryEvent({ id: 4, title: 'Last month', date: addDays(today, -30) }),
      ],
      tasks,
    );
    expect(await screen.findByRole('heading', { level: 1, name: en.board.noEventToday })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: en.board.inProgress })).toBeNull();
    const picker = screen.getByLabelText(en.board.pickLabel) as HTMLSelectElement;
    expect(Array.from(picker.options).map((option) => option.textContent)).toEqual([
      en.board.pickAuto,
      `Lunch today · ${formatEventDate(today, 'en')} · ${en.board.completed}`,
      `Last month · ${formatEventDate(addDays(today, -30), 'en')}`,
    ]);
    expect(picker.className).toContain('min-h-14');

    fireEvent.change(picker, { target: { value: '5' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lunch today' })).toBeTruthy();
    expect(screen.getByText(en.board.completed, { selector: 'span' })).toBeTruthy();
    expect(await screen.findByRole('listitem', { name: 'Load the meat' })).toBeTruthy();
    expect(picker.value).toBe('5');

    fireEvent.change(picker, { target: { value: '' } });
    expect(await screen.findByRole('heading', { level: 1, name: en.board.noEventToday })).toBeTruthy();
  });

  it('lists as Next only what is due today, and what is overdue in its own group', async () => {
    const inTwoDays = addDays(today, 2);
    setup(
      [makeDiaryEvent({ id: 6, title: 'Dinner', date: inTwoDays })],
      [
        makeTask({ id: 'stock', task: 'Check stock', dueDate: '3 days before event', sortOrder: 1 }),
        makeTask({ id: 'wood', task: 'Buy wood', dueDate: '2 days before event', startTime: '9:00 AM', sortOrder: 2 }),
        makeTask({ id: 'spices', task: 'Buy spices', dueDate: '2 days before event', sortOrder: 3 }),
        makeTask({ id: 'done', task: 'Order mutton', dueDate: '2 days before event', completed: true, sortOrder: 4 }),
        makeTask({ id: 'light', task: 'Light the pit', dueDate: 'Day before event', sortOrder: 5 }),
        makeTask({ id: 'load', task: 'Load the meat', dueDate: 'Event day', sortOrder: 6 }),
      ],
      [],
      // The server's clock reads 7:00 AM today in Kerala: nothing of today is late yet.
      keralaInstant(today, 7 * 60) - Date.now(),
    );
    const next = await screen.findByRole('region', { name: en.board.next });
    await waitFor(() =>
      expect(
        within(next)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['9:00 AMBuy wood', 'Buy spices']),
    );
    const overdue = screen.getByRole('region', { name: en.board.overdue });
    expect(
      within(overdue)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${en.late.mark}Check stock${fillText(en.board.dueOn, { due: fillText(en.tasks.due.daysBefore, { count: 3 }) })}`,
    ]);
    expect(overdue.className).toContain('ring-red-600');
    for (const later of ['Light the pit', 'Load the meat', 'Order mutton'])
      expect(screen.queryByText(later)).toBeNull();
  });

  it('at 9 AM marks today’s 6:00–8:00 AM tasks late, in words and red, never under Next; in Malayalam too', async () => {
    setup(
      [makeDiaryEvent({ id: 8, title: 'Wedding', date: today })],
      [
        makeTask({ id: 'masala', task: 'Meat masala', startTime: '6:00 AM', sortOrder: 1 }),
        makeTask({ id: 'load', task: 'Load the meat', startTime: '7:30 AM', sortOrder: 2 }),
        makeTask({ id: 'chutney', task: 'Chutney', startTime: '8:00 AM', sortOrder: 3 }),
        makeTask({ id: 'rice', task: 'Soak the rice', startTime: '9:30 AM', sortOrder: 4 }),
        makeTask({
          id: 'fire',
          task: 'Manage the fire',
          startTime: '8:30 AM',
          estimatedDuration: '15',
          startedAt: new Date(keralaInstant(today, 8 * 60 + 30)).toISOString(),
          startedBy: 'Anu',
          sortOrder: 5,
        }),
      ],
      [],
      keralaInstant(today, 9 * 60) - Date.now(),
    );
    const late = await screen.findByRole('region', { name: en.board.overdue });
    const names = (region: HTMLElement) =>
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await waitFor(() =>
      expect(names(late)).toEqual([
        `${en.late.mark}Meat masala${fillText(en.board.dueOn, { due: `${en.tasks.due.event}, 6:00 AM` })}`,
        `${en.late.mark}Load the meat${fillText(en.board.dueOn, { due: `${en.tasks.due.event}, 7:30 AM` })}`,
        `${en.late.mark}Chutney${fillText(en.board.dueOn, { due: `${en.tasks.due.event}, 8:00 AM` })}`,
      ]),
    );
    expect(late.className).toContain('ring-red-600');
    expect(within(late).getAllByTestId('late-mark')[0]!.className).toContain('bg-red-700');
    expect(names(screen.getByRole('region', { name: en.board.next }))).toEqual(['9:30 AMSoak the rice']);
    // Started at 8:30 for 15 minutes: by 9:00 it is late too.
    const fire = screen.getByRole('listitem', { name: 'Manage the fire' });
    expect(within(fire).getByTestId('late-mark').textContent).toBe(en.late.mark);

    await switchLanguage('ml');
    const lateMl = await screen.findByRole('region', { name: ml.board.overdue });
    expect(
      within(lateMl)
        .getAllByTestId('late-mark')
        .map((mark) => mark.textContent),
    ).toEqual([ml.late.mark, ml.late.mark, ml.late.mark]);
  });

  it('picks today’s event not completed, else the next upcoming one not completed, else none', () => {
    const done = makeDiaryEvent({ id: 1, date: '2026-11-23', isCompleted: true });
    const older = makeDiaryEvent({ id: 2, date: '2025-06-01' });
    const soon = makeDiaryEvent({ id: 3, date: '2026-12-01' });
    const later = makeDiaryEvent({ id: 4, date: '2027-01-01' });
    const now = makeDiaryEvent({ id: 5, date: '2026-11-23' });
    const archived = makeDiaryEvent({ id: 6, date: '2026-11-25', archivedAt: '2026-11-20T00:00:00.000Z' });
    expect(boardEvent([later, soon, now, done, older], '2026-11-23')).toBe(now);
    expect(boardEvent([later, soon, done, archived, older], '2026-11-23')).toBe(soon);
    expect(boardEvent([done, older], '2026-11-23')).toBeNull();
    expect(boardEvent([], '2026-11-23')).toBeNull();
    expect(pickableEvents([older, later, done, soon], '2026-11-23').map((event) => event.id)).toEqual([1, 3, 4, 2]);
  });
});
