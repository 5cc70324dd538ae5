import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { kitchenEn as en } from '#shared/content/locales/kitchen.en.ts';
import { kitchenMl as ml } from '#shared/content/locales/kitchen.ml.ts';
import { kitchenRulesEn as rules } from '#shared/content/locales/kitchen-rules.en.ts';
import { kitchenRulesMl as rulesMl } from '#shared/content/locales/kitchen-rules.ml.ts';
import { fillText } from '#shared/content/text-store.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import type { Task, TemperatureReading } from '#shared/schemas/tasks.ts';
import { makeDiaryEvent, makeReading, makeTask } from '#web/test/factories.ts';
import { fail, ok, serveApi, type Call, type Routes } from '#web/test/fake-api.ts';
import { errorOf, field, type } from '#web/test/form.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { TaskPanel } from './task-panel.tsx';

/** The task panel's records: undo with a reason, reading corrections, the newest reading, worded limits, conflicts. */
const event = makeDiaryEvent({ id: 5, title: 'Wedding', date: '2026-12-20' });
const cook: SessionUser = { id: 3, username: 'ravi', role: 'staff', displayName: '', email: '' };

let tasks: Task[];
let readings: TemperatureReading[];
let calls: Call[];

function setup(list: Task[], overrides: Routes = {}, user = cook) {
  tasks = list;
  ({ calls } = serveApi({
    'GET /api/auth/me': () => ok({ user }),
    'GET /api/todos/:eventId': () => ok({ data: tasks, version: 1 }),
    'GET /api/todos/:eventId/temperatures': () => ok({ data: readings }),
    'GET /api/people/:eventId': () => ok({ data: 60 }),
    'GET /api/people/:eventId/booked': () => ok({ data: null }),
    'GET /api/step-videos': () => ok({ data: [] }),
    ...overrides,
  }));
  renderWithProviders(<TaskPanel event={event} onClose={vi.fn()} />);
}

const taskCard = async (name: string) =>
  (await screen.findByRole('heading', { level: 5, name })).closest('article') as HTMLElement;
const posts = (path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const completedBy = (account: string, at: string) =>
  makeTask({
    id: 'a',
    task: 'Soak rice',
    completed: true,
    completedBy: 'Ravi',
    completedAt: at,
    completedAccount: account,
    startedBy: 'Ravi',
    startedAt: at,
    startedAccount: account,
  });

describe('task records on the panel', () => {
  beforeEach(() => {
    localStorage.clear();
    readings = [];
  });

  it('undoes my own completion with a reason, which the server keeps', async () => {
    setup([completedBy('ravi', minutesAgo(2))], {
      'POST /api/todos/:eventId/:taskId/undo-complete': () => {
        tasks = [{ ...tasks[0]!, completed: false, completedAt: null, completedBy: null, completedAccount: null }];
        return ok({ task: tasks[0], version: 2 });
      },
    });
    const card = await taskCard('Soak rice');
    fireEvent.click(await within(card).findByRole('button', { name: en.tasks.actions.undoComplete }));
    const dialog = screen.getByRole('dialog', { name: en.tasks.undo.titleComplete });
    fireEvent.click(within(dialog).getByRole('button', { name: en.tasks.undo.confirm }));
    const reason = within(dialog).getByRole('textbox', { name: en.tasks.undo.reason });
    await waitFor(() => expect(errorOf(reason)).toBe('Give a short reason (3 to 200 characters)'));
    expect(document.activeElement).toBe(reason);
    expect(posts('/api/todos/5/a/undo-complete')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: en.tasks.undo.mistake }));
    type(en.tasks.who.name, 'Ravi');
    fireEvent.click(within(dialog).getByRole('button', { name: en.tasks.undo.confirm }));
    await waitFor(() =>
      expect(posts('/api/todos/5/a/undo-complete')[0]?.body).toEqual({ name: 'Ravi', reason: en.tasks.undo.mistake }),
    );
    await waitFor(() => expect(within(card).getByTestId('task-state').textContent).toMatch(/^Started by Ravi/));
  });

  it("offers no undo of another cook's completion", async () => {
    setup([completedBy('anu', minutesAgo(2))]);
    const card = await taskCard('Soak rice');
    await screen.findByText('Completed by Ravi');
    expect(within(card).queryByRole('button', { name: en.tasks.actions.undoComplete })).toBeNull();
  });

  it('offers no undo of my own completion after 10 minutes', async () => {
    setup([completedBy('ravi', minutesAgo(11))]);
    const card = await taskCard('Soak rice');
    await screen.findByText('Completed by Ravi');
    expect(within(card).queryByRole('button', { name: en.tasks.actions.undoComplete })).toBeNull();
  });

  it('lets an admin undo any completion', async () => {
    setup([completedBy('anu', minutesAgo(300))], {}, { ...cook, username: 'owner', role: 'admin' });
    const card = await taskCard('Soak rice');
    expect(await within(card).findByRole('button', { name: en.tasks.actions.undoComplete })).toBeTruthy();
  });

  it('shows the newest reading after a completion records another, and corrects a reading', async () => {
    const pit = makeTask({ id: 't1', task: 'Pit check', isTemperature: true, temperatureCheck: 'before-loading' });
    readings = [
      makeReading({
        id: 1,
        taskId: 't1',
        valueC: 150,
        inRange: false,
        takenAccount: 'ravi',
        takenAt: minutesAgo(3),
        correctiveAction: 'kitchenRules.temperature.actions.beforeLoadingLow',
      }),
    ];
    setup([pit], {
      'POST /api/todos/:eventId/:taskId/complete': ({ body }) => {
        const { temperatureValue } = body as { temperatureValue: number };
        readings = [
          ...readings,
          makeReading({ id: 2, taskId: 't1', valueC: temperatureValue, takenAt: minutesAgo(0) }),
        ];
        tasks = [
          { ...pit, completed: true, completedBy: 'Ravi', completedAt: minutesAgo(0), completedAccount: 'ravi' },
        ];
        return ok({ task: tasks[0], version: 2 });
      },
      'POST /api/todos/:eventId/temperatures/:readingId/correct': ({ body }) => {
        const { value } = body as { value: number };
        readings = [
          { ...readings[0]!, correctedBy: 3 },
          readings[1]!,
          makeReading({ id: 3, taskId: 't1', valueC: value, takenAt: new Date().toISOString() }),
        ];
        return ok({ reading: readings[2], task: tasks[0], version: 3 });
      },
    });
    const card = await taskCard('Pit check');
    expect(await within(card).findByText('Out of range: 150 °C')).toBeTruthy();
    fireEvent.change(within(card).getByLabelText(en.tasks.reading.label), { target: { value: '250' } });
    fireEvent.click(within(card).getByRole('button', { name: en.tasks.actions.complete }));
    fireEvent.click(await screen.findByRole('button', { name: en.tasks.who.confirm }));
    expect(await within(card).findByText('Within the limit: 250 °C')).toBeTruthy();
    expect(within(card).queryByText('Out of range: 150 °C')).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: en.tasks.reading.correct }));
    const dialog = screen.getByRole('dialog', { name: 'Correct the reading of 250 °C' });
    type(en.tasks.reading.correctValue, '700');
    fireEvent.click(within(dialog).getByRole('button', { name: en.tasks.reading.typo }));
    fireEvent.click(within(dialog).getByRole('button', { name: en.tasks.reading.correctSave }));
    await waitFor(() =>
      expect(errorOf(field(en.tasks.reading.correctValue))).toBe('Enter a temperature from -50 to 600 °C'),
    );
    type(en.tasks.reading.correctValue, '210');
    fireEvent.click(within(dialog).getByRole('button', { name: en.tasks.reading.correctSave }));
    expect(await within(card).findByText('Within the limit: 210 °C')).toBeTruthy();
    expect(posts('/api/todos/5/temperatures/2/correct')[0]!.body).toMatchObject({
      value: 210,
      reason: en.tasks.reading.typo,
    });
  });

  it('words a temperature past the limits before sending it, in Malayalam', async () => {
    await switchLanguage('ml');
    setup([makeTask({ id: 't1', task: 'Pit check', isTemperature: true, temperatureCheck: 'general' })]);
    const card = await taskCard('Pit check');
    const value = within(card).getByLabelText(ml.tasks.reading.label) as HTMLInputElement;
    fireEvent.change(value, { target: { value: '99999' } });
    fireEvent.click(within(card).getByRole('button', { name: ml.tasks.reading.record }));
    await waitFor(() => expect(errorOf(value)).toBe(fillText(rulesMl.limits.temperature, { min: '-50', max: '600' })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('words the custom task limits beside their fields, in English and Malayalam', async () => {
    setup([makeTask({ id: 'a', task: 'Soak rice' })]);
    await taskCard('Soak rice');
    fireEvent.click(screen.getByRole('button', { name: en.tasks.actions.addCustom }));
    const form = screen.getByRole('form', { name: en.tasks.custom.heading });
    type(en.tasks.custom.task, 'Buy leaves');
    fireEvent.change(within(form).getByLabelText(en.tasks.custom.dueDate), { target: { value: 'custom' } });
    type(en.tasks.custom.customDays, '31');
    type(en.tasks.custom.duration, '2000');
    type(en.tasks.custom.startTime, '25:99 XM');
    fireEvent.click(within(form).getByRole('button', { name: en.tasks.custom.submit }));
    await waitFor(() => expect(errorOf(field(en.tasks.custom.customDays))).toBe('Enter 1 to 30 days before the event'));
    expect(document.activeElement).toBe(field(en.tasks.custom.customDays));
    // A custom number of days is more than 0.
    type(en.tasks.custom.customDays, '0');
    fireEvent.click(within(form).getByRole('button', { name: en.tasks.custom.submit }));
    await waitFor(() => expect(errorOf(field(en.tasks.custom.customDays))).toBe('Enter 1 to 30 days before the event'));
    expect(errorOf(field(en.tasks.custom.duration))).toBe('Enter a duration of 1 to 1,440 minutes');
    expect(errorOf(field(en.tasks.custom.startTime))).toBe(rules.limits.time);
    expect(posts('/api/todos/5/tasks')).toHaveLength(0);
    // What is no number as a cook types one is said as such, beside its field.
    for (const [typed, refusal] of [
      ['-3', 'Type digits only, like 12'],
      ['2.5', 'Whole numbers only, like 12'],
      ['1e3', 'Type digits only, like 12'],
      ['', 'Type a number'],
    ] as const) {
      type(en.tasks.custom.duration, typed);
      fireEvent.click(within(form).getByRole('button', { name: en.tasks.custom.submit }));
      await waitFor(() => expect(errorOf(field(en.tasks.custom.duration)), typed).toBe(refusal));
    }
    type(en.tasks.custom.duration, '99999999999999999999');
    fireEvent.click(within(form).getByRole('button', { name: en.tasks.custom.submit }));
    await waitFor(() =>
      expect(errorOf(field(en.tasks.custom.duration))).toBe('Enter a duration of 1 to 1,440 minutes'),
    );
    expect(posts('/api/todos/5/tasks')).toHaveLength(0);

    await switchLanguage('ml');
    fireEvent.click(within(form).getByRole('button', { name: ml.tasks.custom.submit }));
    expect(errorOf(field(ml.tasks.custom.customDays))).toBe(
      fillText(rulesMl.limits.customDays, { min: '1', max: '30' }),
    );
    expect(errorOf(field(ml.tasks.custom.duration))).toBe(
      fillText(rulesMl.limits.duration, { min: '1', max: '1,440' }),
    );
  });

  it('takes a task video link only as an http(s) address or a /videos/ path, worded beside the field', async () => {
    setup([makeTask({ id: 'a', task: 'Soak rice' })]);
    await taskCard('Soak rice');
    fireEvent.click(screen.getByRole('button', { name: en.tasks.actions.addCustom }));
    const form = screen.getByRole('form', { name: en.tasks.custom.heading });
    type(en.tasks.custom.task, 'Watch the pit video');
    fireEvent.click(within(form).getByRole('checkbox', { name: en.tasks.custom.hasVideo }));
    type(en.tasks.custom.videoUrl, 'the video on the tablet');
    fireEvent.click(within(form).getByRole('button', { name: en.tasks.custom.submit }));
    await waitFor(() => expect(errorOf(field(en.tasks.custom.videoUrl))).toBe(rules.tasks.videoLink));
    expect(posts('/api/todos/5/tasks')).toHaveLength(0);
    await switchLanguage('ml');
    await waitFor(() => expect(errorOf(field(ml.tasks.custom.videoUrl))).toBe(rulesMl.tasks.videoLink));
  });

  it('completes a temperature task only with a reading: none typed and none recorded is said beside the field', async () => {
    setup([makeTask({ id: 't1', task: 'Pit check', isTemperature: true, temperatureCheck: 'general' })]);
    const card = await taskCard('Pit check');
    const value = within(card).getByLabelText(en.tasks.reading.label) as HTMLInputElement;
    fireEvent.click(within(card).getByRole('button', { name: en.tasks.actions.complete }));
    await waitFor(() => expect(errorOf(value)).toBe(rules.tasks.temperatureRequired));
    expect(document.activeElement).toBe(value);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(value, { target: { value: '180' } });
    await waitFor(() => expect(errorOf(value)).toBeNull());
  });

  it('puts the server’s refusal of a custom task’s field beside that field', async () => {
    setup([makeTask({ id: 'a', task: 'Soak rice' })], {
      'POST /api/todos/:eventId/tasks': () =>
        fail(400, 'Enter a duration of 1 to 1,440 minutes', 'kitchenRules.limits.duration', {
          field: 'estimatedDuration',
          params: { min: '1', max: '1,440' },
        }),
    });
    await taskCard('Soak rice');
    fireEvent.click(screen.getByRole('button', { name: en.tasks.actions.addCustom }));
    const form = screen.getByRole('form', { name: en.tasks.custom.heading });
    type(en.tasks.custom.task, 'Buy leaves');
    fireEvent.click(within(form).getByRole('button', { name: en.tasks.custom.submit }));
    await waitFor(() =>
      expect(errorOf(field(en.tasks.custom.duration))).toBe('Enter a duration of 1 to 1,440 minutes'),
    );
    expect(document.activeElement).toBe(field(en.tasks.custom.duration));
    expect(posts('/api/todos/5/tasks')[0]!.body).toMatchObject({
      kind: 'custom',
      task: 'Buy leaves',
      dueDate: 'Event day',
      estimatedDuration: 30,
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says beside the delivery time when it is no time, and saves nothing', async () => {
    setup([makeTask({ id: 'a', task: 'Light the pit', startTime: '6:00 AM' })], {
      'POST /api/todos/:eventId': () => ok({ data: tasks, version: 2 }),
    });
    await taskCard('Light the pit');
    fireEvent.click(screen.getByRole('button', { name: en.tasks.actions.schedule }));
    type(en.tasks.schedule.deliveryTime, 'noon-ish');
    fireEvent.click(screen.getByRole('button', { name: en.tasks.schedule.apply }));
    await waitFor(() => expect(errorOf(field(en.tasks.schedule.deliveryTime))).toBe(rules.limits.time));
    expect(posts('/api/todos/5')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '2 PM' }));
    await waitFor(() => expect(errorOf(field(en.tasks.schedule.deliveryTime))).toBeNull());
    expect(field(en.tasks.schedule.deliveryTime).value).toBe('2:00 PM');
  });

  it('words a limit the server refuses with, not "that did not work"', async () => {
    setup([makeTask({ id: 'a', task: 'Soak rice' })], {
      'POST /api/todos/:eventId/tasks': () =>
        fail(409, 'This event already has 300 tasks.', 'kitchenRules.limits.tasksPerEvent', {
          params: { min: '0', max: '300' },
        }),
    });
    await taskCard('Soak rice');
    fireEvent.click(screen.getByRole('button', { name: en.tasks.actions.addTemperature }));
    expect(await screen.findByText('This event already has 300 tasks. Delete one before adding another.')).toBeTruthy();
  });

  it('shows mine beside the saved task when someone saved it first; keeping mine sends only what I changed', async () => {
    const original = makeTask({ id: 'a', task: 'Soak rice', estimatedDuration: '30', assignedTo: '', version: 4 });
    const saved = { ...original, estimatedDuration: '45', version: 5 };
    const puts: unknown[] = [];
    setup([original], {
      'PUT /api/todos/:eventId/:taskId': ({ body }) => {
        puts.push(body);
        if ((body as { version: number }).version !== 5) {
          return fail(409, 'Someone else changed this', 'kitchenRules.records.stale', { current: saved });
        }
        tasks = [{ ...saved, assignedTo: 'Anu', version: 6 }];
        return ok({ task: tasks[0], version: 7 });
      },
    });
    const card = await taskCard('Soak rice');
    fireEvent.click(within(card).getByRole('button', { name: en.tasks.actions.edit }));
    type(en.tasks.custom.assignedTo, 'Anu');
    fireEvent.click(within(card).getByRole('button', { name: en.tasks.edit.save }));
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain(rules.records.conflict.heading);
    expect(within(alert).getByTestId('mine-duration').textContent).toBe('30');
    expect(within(alert).getByTestId('saved-duration').textContent).toBe('45');
    expect(within(alert).getByTestId('mine-assignedTo').textContent).toBe('Anu');

    fireEvent.click(within(alert).getByRole('button', { name: rules.records.conflict.keepMine }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts).toEqual([
      { assignedTo: 'Anu', version: 4 },
      { assignedTo: 'Anu', version: 5 },
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: en.tasks.edit.heading })).toBeNull());
  });
});
