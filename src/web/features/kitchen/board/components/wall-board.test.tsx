import { screen, within } from '@testing-library/react';
import { i18n } from '#web/lib/i18n.ts';
import { describe, expect, it } from 'vitest';
import { kitchenEn as en } from '#shared/content/locales/kitchen.en.ts';
import { kitchenMl as ml } from '#shared/content/locales/kitchen.ml.ts';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import type { Task, TemperatureReading } from '#shared/schemas/tasks.ts';
import { ok, serveApi } from '#web/test/fake-api.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { diaryPage, makeDiaryEvent, makeReading, makeTask } from '#web/test/factories.ts';
import { hourMinute } from '../../model/clock.ts';
import { boardEvent } from '../model/pick-event.ts';
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
    expect(within(temperature).getByText(i18n.t('kitchenRules.temperature.limits.beforeLoading'))).toBeTruthy();
    expect(within(temperature).getByText(i18n.t('kitchenRules.temperature.actions.beforeLoadingLow'))).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('1 / 4 done');
    expect(calls.some((call) => call.path === '/api/todos/5')).toBe(true);
  });

  it('counts with the server’s clock, not this screen’s: a screen 30 minutes slow still shows the task running over', async () => {
    setup([makeDiaryEvent({ id: 5, title: 'Wedding today', date: today })], [tasks[0]!], [], 30 * 60_000);
    const meat = await screen.findByRole('listitem', { name: 'Load the meat' });
    // Started 10 minutes ago by this screen's clock, 40 by the server's: past its 30 minutes.
    expect(await within(meat).findByText(en.board.exceeded)).toBeTruthy();
  });

  it('reads in Malayalam', async () => {
    await switchLanguage('ml');
    setup([makeDiaryEvent({ id: 5, title: 'Wedding today', date: today })], tasks);
    const meat = await screen.findByRole('listitem', { name: 'Load the meat' });
    expect(within(meat).getByText(`Ravi · ${hourMinute(startedAt)} മുതൽ`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: ml.board.inProgress })).toBeTruthy();
    expect(screen.getByText(ml.board.noReading)).toBeTruthy();
  });

  it('picks today, else the next upcoming event, else the latest one', () => {
    const past = makeDiaryEvent({ id: 1, date: '2026-01-01' });
    const older = makeDiaryEvent({ id: 2, date: '2025-06-01' });
    const soon = makeDiaryEvent({ id: 3, date: '2026-12-01' });
    const later = makeDiaryEvent({ id: 4, date: '2027-01-01' });
    const now = makeDiaryEvent({ id: 5, date: '2026-11-23' });
    expect(boardEvent([later, soon, now, past], '2026-11-23')).toBe(now);
    expect(boardEvent([later, soon, past], '2026-11-23')).toBe(soon);
    expect(boardEvent([older, past], '2026-11-23')).toBe(past);
    expect(boardEvent([], '2026-11-23')).toBeNull();
  });
});
