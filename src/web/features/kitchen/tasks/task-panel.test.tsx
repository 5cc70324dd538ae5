import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { kitchenEn as en } from '#shared/content/locales/kitchen.en.ts';
import { FINAL_TASK_NAME } from '#shared/domain/kitchen/task-schedule.ts';
import { staleTaskListReply, type Task, type TemperatureReading } from '#shared/schemas/diary.ts';
import { errorOf, field, type } from '#web/test/form.ts';
import { fail, ok, serveApi, type Call, type Routes } from '#web/test/fake-api.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { makeDiaryEvent, makeReading, makeTask } from '#web/test/factories.ts';
import { hourMinute } from '../model/clock.ts';
import { TaskPanel } from './task-panel.tsx';

const event = makeDiaryEvent({ id: 5, title: 'Wedding', date: '2026-12-20' });

let tasks: Task[];
let version: number;
let calls: Call[];

function setup(list: Task[], overrides: Routes = {}) {
  tasks = list;
  version = 1;
  ({ calls } = serveApi({
    'GET /api/todos/:eventId': () => ok({ data: tasks, version }),
    'GET /api/todos/:eventId/temperatures': () => ok({ data: [] }),
    'GET /api/people/:eventId': () => ok({ data: 60 }),
    'GET /api/people/:eventId/booked': () => ok({ data: null }),
    'POST /api/todos/:eventId/:taskId/start': ({ params, body }) => {
      const { name } = body as { name: string };
      const started = tasks.find((task) => task.id === params.taskId)!;
      const task = { ...started, startedAt: new Date().toISOString(), startedBy: name };
      tasks = tasks.map((candidate) => (candidate.id === task.id ? task : candidate));
      return ok({ task, version: ++version });
    },
    ...overrides,
  }));
  renderWithProviders(<TaskPanel event={event} onClose={vi.fn()} />);
}

const taskCard = async (name: string) =>
  (await screen.findByRole('heading', { level: 5, name })).closest('article') as HTMLElement;
const stateOf = (card: HTMLElement) => within(card).getByTestId('task-state').textContent;
const posts = (path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);

describe('task panel', () => {
  beforeEach(() => localStorage.clear());

  it('groups tasks by due date with the computed date, and shows progress', async () => {
    setup([
      makeTask({ id: 'a', task: 'Buy mutton', dueDate: '2 days before event', completed: true, completedBy: 'Anu' }),
      makeTask({ id: 'b', task: 'Soak rice', dueDate: 'Event day' }),
      makeTask({ id: 'c', task: 'Marinate', dueDate: 'Day before event' }),
    ]);
    await taskCard('Soak rice');
    const headings = screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      '2 days before event · Friday, 18 December 2026',
      'Day before event · Saturday, 19 December 2026',
      'Event day · Sunday, 20 December 2026',
    ]);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('1 of 3 tasks done');
    expect(stateOf(await taskCard('Buy mutton'))).toBe('Completed by Anu');
    expect(stateOf(await taskCard('Soak rice'))).toBe(en.tasks.state.notStarted);
    expect(screen.getByText('People: 60')).toBeTruthy();
  });

  it('starts a task by name, and remembers the name on this device', async () => {
    setup([makeTask({ id: 'a', task: 'Soak rice' }), makeTask({ id: 'b', task: 'Light the pit' })]);
    const rice = await taskCard('Soak rice');
    fireEvent.click(within(rice).getByRole('button', { name: en.tasks.actions.start }));
    const dialog = screen.getByRole('dialog', { name: 'Who is doing this?' });
    expect(field(en.tasks.who.name).value).toBe('');
    type(en.tasks.who.name, 'Ravi');
    fireEvent.click(within(dialog).getByRole('button', { name: en.tasks.who.confirm }));

    await waitFor(() => expect(stateOf(rice)).toMatch(/^Started by Ravi since \d\d:\d\d$/));
    expect(posts('/api/todos/5/a/start')[0]!.body).toEqual({ name: 'Ravi' });
    expect(within(rice).queryByRole('button', { name: en.tasks.actions.start })).toBeNull();
    expect(within(rice).getByRole('button', { name: en.tasks.actions.undoStart })).toBeTruthy();

    fireEvent.click(within(await taskCard('Light the pit')).getByRole('button', { name: en.tasks.actions.start }));
    expect(field(en.tasks.who.name).value).toBe('Ravi');
  });

  it("shows the server's message when someone else already started the task", async () => {
    setup([makeTask({ id: 'a', task: 'Soak rice' })], {
      'POST /api/todos/:eventId/:taskId/start': () =>
        fail(409, 'Already started by Anu at 09:15', 'kitchenRules.tasks.alreadyStarted', {
          params: { name: 'Anu', time: '09:15' },
        }),
    });
    const rice = await taskCard('Soak rice');
    fireEvent.click(within(rice).getByRole('button', { name: en.tasks.actions.start }));
    fireEvent.click(screen.getByRole('button', { name: en.tasks.who.confirm }));
    const alert = await within(rice).findByRole('alert');
    expect(i18n.exists('kitchenRules.tasks.alreadyStarted')).toBe(true);
    expect(alert.textContent).toBe(i18n.t('kitchenRules.tasks.alreadyStarted', { name: 'Anu', time: '09:15' }));
    expect(alert.textContent).toContain('Anu');
  });

  it('records a temperature reading; out of range shows the corrective action in red', async () => {
    const action = 'kitchenRules.temperature.actions.beforeLoadingLow';
    setup(
      [
        makeTask({
          id: 't1',
          task: 'Pit temperature before loading',
          isTemperature: true,
          temperatureCheck: 'before-loading',
        }),
      ],
      {
        'POST /api/todos/:eventId/:taskId/temperatures': ({ body }) => {
          const { value, name } = body as { value: number; name: string };
          const reading: TemperatureReading = makeReading({
            taskId: 't1',
            valueC: value,
            takenBy: name,
            inRange: false,
            correctiveAction: action,
          });
          return ok({ reading, task: tasks[0], version: 2 });
        },
      },
    );
    const card = await taskCard('Pit temperature before loading');
    const value = within(card).getByLabelText(en.tasks.reading.label) as HTMLInputElement;
    fireEvent.click(within(card).getByRole('button', { name: en.tasks.reading.record }));
    expect(errorOf(value)).toBe(en.tasks.reading.invalid);

    fireEvent.change(value, { target: { value: '150' } });
    fireEvent.click(within(card).getByRole('button', { name: en.tasks.reading.record }));
    type(en.tasks.who.name, 'Suresh');
    fireEvent.click(screen.getByRole('button', { name: en.tasks.who.confirm }));

    const result = await within(card).findByText('Out of range: 150 °C');
    expect(result.parentElement!.className).toContain('bg-red-700');
    expect(i18n.exists(action)).toBe(true);
    expect(result.parentElement!.textContent).toContain(i18n.t(action));
    expect(posts('/api/todos/5/t1/temperatures')[0]!.body).toEqual({ value: 150, name: 'Suresh' });
  });

  it('has no delete button on the final task; other tasks ask before deleting', async () => {
    setup(
      [
        makeTask({ id: 'a', task: 'Soak rice' }),
        makeTask({ id: 'z', task: FINAL_TASK_NAME, isFinalTask: true, sortOrder: 99 }),
      ],
      {
        'DELETE /api/todos/:eventId/:taskId': ({ params }) => {
          tasks = tasks.filter((task) => task.id !== params.taskId);
          return ok();
        },
      },
    );
    const final = await taskCard(FINAL_TASK_NAME);
    expect(within(final).queryByRole('button', { name: en.tasks.actions.delete })).toBeNull();
    expect(within(final).getByText(en.tasks.meta.final)).toBeTruthy();

    fireEvent.click(within(await taskCard('Soak rice')).getByRole('button', { name: en.tasks.actions.delete }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this task?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: en.tasks.deleteDialog.confirm }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 5, name: 'Soak rice' })).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')!.path).toBe('/api/todos/5/a');
  });

  it('asks before resetting all tasks', async () => {
    setup([], { 'POST /api/todos/:eventId/reset': () => ok() });
    expect(await screen.findByText(en.tasks.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.tasks.actions.reset }));
    expect(
      within(screen.getByRole('dialog')).getByText('Are you sure you want to reset all tasks? This cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: en.tasks.resetDialog.confirm }));
    await waitFor(() => expect(posts('/api/todos/5/reset')).toHaveLength(1));
  });

  it('marks a started task that ran over its time in red', async () => {
    const startedAt = new Date(Date.now() - 2 * 60 * 60_000).toISOString();
    setup([makeTask({ id: 'a', task: 'Light the pit', estimatedDuration: '30', startedAt, startedBy: 'Anu' })]);
    const card = await taskCard('Light the pit');
    expect(stateOf(card)).toBe(`Time exceeded · started by Anu at ${hourMinute(startedAt)}`);
    expect(within(card).getByTestId('task-state').className).toContain('bg-red-700');
  });

  it('adds a delivery task only with a location', async () => {
    setup([makeTask({ id: 'a', task: 'Soak rice' })], {
      'POST /api/todos/:eventId/tasks': ({ body }) => {
        const request = body as { deliveryLocation: string };
        const task = makeTask({ task: `Delivery to ${request.deliveryLocation}`, isDelivery: true });
        tasks = [...tasks, task];
        return { status: 201, body: { success: true, task, version: 2 } };
      },
    });
    await taskCard('Soak rice');
    fireEvent.click(screen.getByRole('button', { name: en.tasks.actions.addDelivery }));
    expect(field(en.tasks.delivery.startTime).value).toBe('12:00 PM');
    expect(field(en.tasks.delivery.duration).value).toBe('30');
    const form = field(en.tasks.delivery.location).closest('form')!;
    fireEvent.click(within(form).getByRole('button', { name: en.tasks.delivery.submit }));
    expect(errorOf(field(en.tasks.delivery.location))).toBe('Please enter a delivery location');
    expect(posts('/api/todos/5/tasks')).toHaveLength(0);

    type(en.tasks.delivery.location, 'Kottayam');
    fireEvent.click(within(form).getByRole('button', { name: en.tasks.delivery.submit }));
    await taskCard('Delivery to Kottayam');
    expect(posts('/api/todos/5/tasks')[0]!.body).toMatchObject({
      kind: 'delivery',
      deliveryLocation: 'Kottayam',
      deliveryType: 'standard',
      startTime: '12:00 PM',
      estimatedDuration: 30,
    });
  });

  it('a stale schedule save shows the current list instead', async () => {
    setup(
      [
        makeTask({ id: 'a', task: 'Light the pit', startTime: '6:00 AM' }),
        makeTask({ id: 'b', task: 'Load the meat', startTime: '8:00 AM' }),
      ],
      {
        'POST /api/todos/:eventId': () => {
          // Someone else changed the list meanwhile.
          tasks = [...tasks, makeTask({ id: 'c', task: 'Added on another tablet' })];
          version = 7;
          const body = staleTaskListReply.parse({
            success: false,
            error: 'The task list changed',
            code: 'kitchenRules.tasks.staleList',
            data: tasks,
            version,
          });
          return { status: 409, body };
        },
      },
    );
    await taskCard('Light the pit');
    fireEvent.click(screen.getByRole('button', { name: en.tasks.actions.schedule }));
    fireEvent.click(screen.getByRole('button', { name: '10 AM' }));
    expect(screen.getByRole('alert').textContent).toBe(en.tasks.schedule.tooEarly);
    fireEvent.click(screen.getByRole('button', { name: '2 PM' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en.tasks.schedule.apply }));

    await taskCard('Added on another tablet');
    expect(await screen.findByText(en.tasks.schedule.stale)).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('0 of 3 tasks done');
    const saved = posts('/api/todos/5')[0]!.body as { tasks: Task[]; version: number };
    expect(saved.version).toBe(1);
    expect(saved.tasks.map((task) => task.startTime)).toEqual(['8:00 AM', '10:00 AM']);
  });

  it('offers the storefront bookings as the people count', async () => {
    setup([], {
      'GET /api/people/:eventId/booked': () => ok({ data: 84 }),
      'POST /api/people/:eventId': () => ok(),
    });
    fireEvent.click(await screen.findByRole('button', { name: en.tasks.people.useBooked }));
    expect(screen.getByText('Booked on the storefront: 84 people')).toBeTruthy();
    await waitFor(() => expect(posts('/api/people/5')[0]!.body).toEqual({ count: 84 }));
  });
});
