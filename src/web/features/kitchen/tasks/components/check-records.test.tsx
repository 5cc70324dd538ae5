import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { kitchenEn as en } from '#shared/content/locales/kitchen.en.ts';
import { kitchenRulesEn as rules } from '#shared/content/locales/kitchen-rules.en.ts';
import { kitchenRulesMl as rulesMl } from '#shared/content/locales/kitchen-rules.ml.ts';
import { fillText } from '#shared/content/text-store.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import type { Task, TemperatureReading } from '#shared/schemas/tasks.ts';
import { makeDiaryEvent, makeReading, makeTask } from '#web/test/factories.ts';
import { ok, serveApi, type Call } from '#web/test/fake-api.ts';
import { errorOf } from '#web/test/form.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { TaskPanel } from './task-panel.tsx';

/** A pit check's limit beside its reading, what was done about a reading outside it, and a reason for doing it early. */
const cook: SessionUser = { id: 3, username: 'ravi', role: 'staff', displayName: '', email: '' };
let tasks: Task[];
let readings: TemperatureReading[];
let calls: Call[];

function setup(list: Task[], eventDate = '2026-01-10') {
  tasks = list;
  ({ calls } = serveApi({
    'GET /api/auth/me': () => ok({ user: cook }),
    'GET /api/todos/:eventId': () => ok({ data: tasks, version: 1 }),
    'GET /api/todos/:eventId/temperatures': () => ok({ data: readings }),
    'GET /api/people/:eventId': () => ok({ data: 60 }),
    'GET /api/people/:eventId/booked': () => ok({ data: null }),
    'GET /api/step-videos': () => ok({ data: [] }),
    'POST /api/todos/:eventId/:taskId/complete': () => {
      tasks = [{ ...tasks[0]!, completed: true, completedBy: 'Ravi', completedAt: new Date().toISOString() }];
      return ok({ task: tasks[0], version: 2 });
    },
  }));
  renderWithProviders(
    <TaskPanel event={makeDiaryEvent({ id: 5, title: 'Wedding', date: eventDate })} onClose={vi.fn()} />,
  );
}

const card = async (name: string) =>
  (await screen.findByRole('heading', { level: 5, name })).closest('article') as HTMLElement;
const completions = () => calls.filter((call) => call.method === 'POST' && call.path.endsWith('/complete'));
const pitCheck = (fields: Partial<Task>) =>
  makeTask({ id: 'p', task: 'Pit check', isTemperature: true, dueDate: 'Event day', startTime: '', ...fields });

describe('pit check records', () => {
  beforeEach(() => {
    localStorage.clear();
    readings = [];
  });

  it('shows the limit beside the reading, and the 2-hour rule applied to a done-check reading', async () => {
    readings = [makeReading({ taskId: 'p', valueC: 140, check: 'done-check', inRange: true })];
    setup([pitCheck({ temperatureCheck: 'done-check' })]);
    const item = await card('Pit check');
    expect(within(item).getByTestId('reading-limit').textContent).toBe(
      fillText(rules.checks.limit, { limit: rules.temperature.limits.doneCheck }),
    );
    expect(await within(item).findByText(rules.temperature.actions.doneCheckTenMore)).toBeTruthy();
  });

  it('asks what was done before completing with a reading out of its band, and sends it', async () => {
    setup([pitCheck({ temperatureCheck: 'after-loading-15' })]);
    const item = await card('Pit check');
    expect(within(item).getByTestId('reading-limit').textContent).toBe('Limit: 186–280 °C 15 minutes after loading');
    fireEvent.change(within(item).getByLabelText(en.tasks.reading.label), { target: { value: '90' } });
    const action = within(item).getByLabelText(rules.checks.actionLabel);
    fireEvent.click(within(item).getByRole('button', { name: en.tasks.actions.complete }));
    await waitFor(() => expect(errorOf(action)).toBe(rules.checks.actionRequired));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(action, { target: { value: 'Closed the lid tight, told Suresh' } });
    fireEvent.click(within(item).getByRole('button', { name: en.tasks.actions.complete }));
    fireEvent.click(await screen.findByRole('button', { name: en.tasks.who.confirm }));
    await waitFor(() =>
      expect(completions()[0]?.body).toMatchObject({
        temperatureValue: 90,
        actionTaken: 'Closed the lid tight, told Suresh',
      }),
    );
  });

  it('asks for it on a reading recorded before without it', async () => {
    readings = [
      makeReading({
        taskId: 'p',
        valueC: 20,
        check: 'general',
        inRange: false,
        correctiveAction: 'kitchenRules.temperature.actions.pitLow',
      }),
    ];
    setup([pitCheck({ temperatureCheck: 'general' })]);
    const item = await card('Pit check');
    expect(await within(item).findByLabelText(rules.checks.actionLabel)).toBeTruthy();
  });

  it('shows what was done on the reading, and asks no more', async () => {
    readings = [
      makeReading({
        taskId: 'p',
        valueC: 20,
        check: 'general',
        inRange: false,
        correctiveAction: 'kitchenRules.temperature.actions.pitLow',
        actionTaken: 'Relit the fire',
        actionBy: 'Anu',
      }),
    ];
    setup([pitCheck({ temperatureCheck: 'general' })]);
    const item = await card('Pit check');
    expect(await within(item).findByText('Done about it (Anu): Relit the fire')).toBeTruthy();
    expect(within(item).queryByLabelText(rules.checks.actionLabel)).toBeNull();
  });

  it('words the fields in Malayalam', async () => {
    await switchLanguage('ml');
    setup([pitCheck({ temperatureCheck: 'after-loading-30', startTime: '8:00 AM' })], '2027-05-01');
    const item = await card('Pit check');
    expect(within(item).getByLabelText(rulesMl.checks.earlyLabel)).toBeTruthy();
    expect(within(item).getByTestId('reading-limit').textContent).toBe('പരിധി: ഇറച്ചി ഇറക്കി 30 മിനിറ്റ് കഴിഞ്ഞ് 172–240 °C');
    fireEvent.change(within(item).getAllByRole('textbox')[0]!, { target: { value: '400' } });
    expect(within(item).getByLabelText(rulesMl.checks.actionLabel)).toBeTruthy();
  });

  it('asks why a check due later is done early, and sends the reason', async () => {
    setup([pitCheck({ temperatureCheck: 'after-loading-hour', startTime: '8:30 AM' })], '2027-05-01');
    const item = await card('Pit check');
    const reason = within(item).getByLabelText(rules.checks.earlyLabel);
    fireEvent.change(within(item).getByLabelText(en.tasks.reading.label), { target: { value: '150' } });
    fireEvent.click(within(item).getByRole('button', { name: en.tasks.actions.complete }));
    await waitFor(() =>
      expect(errorOf(reason)).toBe(fillText(rules.checks.tooEarly, { time: '8:30 AM', minutes: 15 })),
    );
    fireEvent.change(reason, { target: { value: 'Delivery moved earlier' } });
    fireEvent.click(within(item).getByRole('button', { name: en.tasks.actions.complete }));
    fireEvent.click(await screen.findByRole('button', { name: en.tasks.who.confirm }));
    await waitFor(() =>
      expect(completions()[0]?.body).toMatchObject({ temperatureValue: 150, earlyReason: 'Delivery moved earlier' }),
    );
    expect(completions()[0]?.body).not.toHaveProperty('actionTaken');
  });

  it('shows the early reason kept on a completed check', async () => {
    setup([
      pitCheck({
        temperatureCheck: 'after-loading-hour',
        completed: true,
        completedBy: 'Ravi',
        completedAt: new Date().toISOString(),
        earlyReason: 'Delivery moved earlier',
      }),
    ]);
    const item = await card('Pit check');
    expect(within(item).getByText('Done early: Delivery moved earlier')).toBeTruthy();
  });
});
