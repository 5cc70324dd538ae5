import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '#web/lib/i18n.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { en as appEn } from '#shared/content/locales/en.ts';
import { kitchenEn as en } from '#shared/content/locales/kitchen.en.ts';
import { kitchenMl as ml } from '#shared/content/locales/kitchen.ml.ts';
import { kitchenRulesEn as rules } from '#shared/content/locales/kitchen-rules.en.ts';
import { kitchenRulesMl as mlRules } from '#shared/content/locales/kitchen-rules.ml.ts';
import { fillText } from '#shared/content/text-store.ts';
import { shiftSchedule } from '#shared/domain/kitchen/schedule-shift.ts';
import { FINAL_TASK_NAME } from '#shared/domain/kitchen/task-schedule.ts';
import { reviewInputSchema, type Review } from '#shared/schemas/diary.ts';
import { staleTaskListReply, taskChangesSchema, type Task, type TemperatureReading } from '#shared/schemas/tasks.ts';
import { errorOf, field, type } from '#web/test/form.ts';
import { fail, ok, serveApi, type Call, type Routes } from '#web/test/fake-api.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { makeDiaryEvent, makeReading, makeReview, makeTask } from '#web/test/factories.ts';
import { FakeEventSource } from '#web/test/fake-event-source.ts';
import { switchLanguage } from '#web/test/language.ts';
import { hourMinute } from '../../model/clock.ts';
import { TaskPanel } from './task-panel.tsx';

const event = makeDiaryEvent({ id: 5, title: 'Wedding', date: '2026-12-20' });

let tasks: Task[];
let version: number;
let calls: Call[];
const cook = { id: 3, username: 'ravi', role: 'staff' as const, displayName: '', email: '' };

function setup(list: Task[], overrides: Routes = {}, shown = event) {
  tasks = list;
  version = 1;
  ({ calls } = serveApi({
    'GET /api/auth/me': () => ok({ user: cook }),
    'GET /api/todos/:eventId': () => ok({ data: tasks, version }),
    'GET /api/todos/:eventId/temperatures': () => ok({ data: [] }),
    'GET /api/people/:eventId': () => ok({ data: 60 }),
    'GET /api/people/:eventId/booked': () => ok({ data: null }),
    'GET /api/step-videos': () => ok({ data: [] }),
    'POST /api/todos/:eventId/:taskId/start': ({ params, body }) => {
      const { name } = body as { name: string };
      const started = tasks.find((task) => task.id === params.taskId)!;
      const task = { ...started, startedAt: new Date().toISOString(), startedBy: name, startedAccount: cook.username };
      tasks = tasks.map((candidate) => (candidate.id === task.id ? task : candidate));
      return ok({ task, version: ++version });
    },
    ...overrides,
  }));
  renderWithProviders(<TaskPanel event={shown} onClose={vi.fn()} />);
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
    const readings: TemperatureReading[] = [];
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
        'GET /api/todos/:eventId/temperatures': () => ok({ data: readings }),
        'POST /api/todos/:eventId/:taskId/temperatures': ({ body }) => {
          const { value, name } = body as { value: number; name: string };
          const reading: TemperatureReading = makeReading({
            taskId: 't1',
            valueC: value,
            takenBy: name,
            inRange: false,
            correctiveAction: action,
          });
          readings.push(reading);
          return ok({ reading, task: tasks[0], version: 2 });
        },
      },
    );
    const card = await taskCard('Pit temperature before loading');
    const value = within(card).getByLabelText(en.tasks.reading.label) as HTMLInputElement;
    fireEvent.click(within(card).getByRole('button', { name: en.tasks.reading.record }));
    await waitFor(() => expect(errorOf(value)).toBe(en.tasks.reading.invalid));
    expect(document.activeElement).toBe(value);

    fireEvent.change(value, { target: { value: '150' } });
    fireEvent.click(within(card).getByRole('button', { name: en.tasks.reading.record }));
    await screen.findByRole('dialog', { name: en.tasks.who.title });
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

  it('counts with the server’s clock, not this tablet’s: a tablet 30 minutes slow still marks the task as over its time', async () => {
    // Started 10 minutes ago by this tablet's clock, 40 by the server's: past its 30 minutes.
    const startedAt = new Date(Date.now() - 10 * 60_000).toISOString();
    setup([makeTask({ id: 'a', task: 'Light the pit', estimatedDuration: '30', startedAt, startedBy: 'Anu' })], {
      'GET /api/time': () => ok({ now: Date.now() + 30 * 60_000 }),
    });
    const card = await taskCard('Light the pit');
    await waitFor(() => expect(stateOf(card)).toBe(`Time exceeded · started by Anu at ${hourMinute(startedAt)}`));
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
    await waitFor(() => expect(errorOf(field(en.tasks.delivery.location))).toBe('Please enter a delivery location'));
    expect(document.activeElement).toBe(field(en.tasks.delivery.location));
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

  it('marks a task late, in words and red, once its time on its day has passed; never a done one', async () => {
    setup(
      [
        makeTask({ id: 'a', task: 'Buy mutton', dueDate: 'Day before event', startTime: '9:00 AM', sortOrder: 1 }),
        makeTask({ id: 'b', task: 'Buy rice', dueDate: 'Day before event', completed: true, completedBy: 'Anu' }),
      ],
      {},
      makeDiaryEvent({ id: 5, title: 'Last week', date: '2026-01-10' }),
    );
    const late = await taskCard('Buy mutton');
    expect(within(late).getByTestId('late-mark').textContent).toBe(en.late.mark);
    expect(late.className).toContain('ring-red-600');
    expect(within(await taskCard('Buy rice')).queryByTestId('late-mark')).toBeNull();
    await switchLanguage('ml');
    await waitFor(() => expect(within(late).getByTestId('late-mark').textContent).toBe(ml.late.mark));
  });

  it('a stale schedule save shows the current list instead', async () => {
    setup(
      [
        makeTask({ id: 'a', task: 'Light the pit', startTime: '6:00 AM' }),
        makeTask({ id: 'b', task: 'Load the meat', startTime: '8:00 AM' }),
      ],
      {
        'POST /api/todos/:eventId/schedule': () => {
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
    expect(posts('/api/todos/5/schedule')[0]!.body).toEqual({ deliveryTime: '2:00 PM', version: 1 });
  });

  it('updates the attendance from the task panel, from the event’s version, typed or in steps of 10', async () => {
    setup([makeTask({ id: 'a', task: 'Soak rice' })], {
      'POST /api/people/:eventId': ({ body }) => ok({ data: (body as { count: number }).count }),
    });
    await taskCard('Soak rice');
    const update = screen.getByRole('button', { name: en.tasks.people.update });
    fireEvent.click(update);
    expect(update.getAttribute('aria-expanded')).toBe('true');
    const input = field(en.diary.card.attendanceLabel);
    expect(input.value).toBe('60');
    type(en.diary.card.attendanceLabel, '1e3');
    fireEvent.click(screen.getByRole('button', { name: en.diary.card.saveAttendance }));
    await waitFor(() => expect(errorOf(input)).toBe('Type digits only, like 12'));
    expect(posts('/api/people/5')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: en.diary.card.morePeople }));
    expect(input.value).toBe('70');
    fireEvent.click(screen.getByRole('button', { name: en.diary.card.saveAttendance }));
    expect(await screen.findByText('Attendance saved: 70 people.')).toBeTruthy();
    expect(posts('/api/people/5')[0]!.body).toEqual({ count: 70, version: event.version });
    expect(screen.queryByLabelText(en.diary.card.attendanceLabel)).toBeNull();
  });

  it('refuses a temperature typed as no number beside the field, and sends nothing', async () => {
    setup([makeTask({ id: 't1', task: 'Pit check', isTemperature: true, temperatureCheck: 'general' })]);
    const card = await taskCard('Pit check');
    const value = within(card).getByLabelText(en.tasks.reading.label) as HTMLInputElement;
    for (const [typed, refusal] of [
      ['1e3', 'Type digits only, like 12 or 2.5'],
      ['180.55', 'At most 1 digit(s) after the point'],
      ['99999999999999999999', i18n.t('kitchenRules.limits.temperature', { min: '-50', max: '600' })],
    ] as const) {
      fireEvent.change(value, { target: { value: typed } });
      fireEvent.click(within(card).getByRole('button', { name: en.tasks.reading.record }));
      await waitFor(() => expect(errorOf(value), typed).toBe(refusal));
      expect(value.value).toBe(typed);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(value, { target: { value: '-12.5' } });
    fireEvent.click(within(card).getByRole('button', { name: en.tasks.reading.record }));
    expect(await screen.findByRole('dialog', { name: en.tasks.who.title })).toBeTruthy();
  });

  it('offers the storefront bookings as the people count', async () => {
    setup([], {
      'GET /api/people/:eventId/booked': () => ok({ data: 84 }),
      'POST /api/people/:eventId': () => ok({ data: 84 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: en.tasks.people.useBooked }));
    expect(screen.getByText('Booked on the storefront: 84 people')).toBeTruthy();
    await waitFor(() => expect(posts('/api/people/5')[0]!.body).toEqual({ count: 84 }));
  });
});

describe('task panel in Malayalam', () => {
  it('shows its headings and buttons in Malayalam', async () => {
    await switchLanguage('ml');
    setup([makeTask({ id: 'a', task: 'Soak rice' })]);
    const rice = await taskCard('Soak rice');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(
      fillText(ml.tasks.heading, { title: 'Wedding' }),
    );
    expect(screen.getByRole('heading', { level: 4 }).textContent).toMatch(new RegExp(`^${ml.tasks.due.event} · `));
    expect(within(rice).getByRole('button', { name: ml.tasks.actions.start })).toBeTruthy();
    expect(within(rice).getByRole('button', { name: ml.tasks.actions.noVideo })).toBeTruthy();
    for (const label of [ml.tasks.actions.schedule, ml.tasks.actions.recipe, ml.tasks.actions.reviews]) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    }
  });

  it('names the tasks in Malayalam where they have it, and the default cook in Malayalam', async () => {
    await switchLanguage('ml');
    setup([
      makeTask({
        id: 'a',
        task: 'Soak the rice',
        taskMl: 'അരി കുതിർക്കുക',
        description: 'Soak for 30 minutes.',
        descriptionMl: '30 മിനിറ്റ് കുതിർക്കുക.',
        completed: true,
        completedBy: 'User',
      }),
      makeTask({ id: 'b', task: 'Wash the racks', startedAt: new Date().toISOString(), startedBy: 'Ravi' }),
    ]);
    const rice = await taskCard('അരി കുതിർക്കുക');
    expect(within(rice).getByText('30 മിനിറ്റ് കുതിർക്കുക.')).toBeTruthy();
    expect(within(rice).queryByText('Soak the rice')).toBeNull();
    expect(stateOf(rice)).toBe(fillText(ml.tasks.state.completed, { name: ml.tasks.defaultCook }));
    // A task the owner gave no Malayalam keeps its English name.
    expect(stateOf(await taskCard('Wash the racks'))).toMatch(/^Ravi /);
  });

  it('says the list is empty in Malayalam', async () => {
    await switchLanguage('ml');
    setup([]);
    expect(await screen.findByText(ml.tasks.empty)).toBeTruthy();
    expect(screen.getByRole('button', { name: ml.tasks.actions.reset })).toBeTruthy();
  });
});

describe('task panel tools', () => {
  beforeEach(() => localStorage.clear());

  it('hides and shows the list', async () => {
    setup([makeTask({ id: 'a', task: 'Soak rice' })]);
    await taskCard('Soak rice');
    const toggle = screen.getByRole('button', { name: en.tasks.actions.hideTasks });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.queryByRole('heading', { level: 5, name: 'Soak rice' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en.tasks.actions.showTasks }));
    expect(screen.getByRole('heading', { level: 5, name: 'Soak rice' })).toBeTruthy();
  });

  it('plays a task’s video in a modal, or says none is available', async () => {
    setup([
      makeTask({ id: 'a', task: 'Light the pit', hasVideo: true, videoUrl: '/videos/pit.mp4' }),
      makeTask({ id: 'b', task: 'Load the meat', hasVideo: true, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
      makeTask({ id: 'c', task: 'Soak rice' }),
      makeTask({ id: 'd', task: 'Flagged without a link', hasVideo: true, videoUrl: '' }),
    ]);
    for (const name of ['Soak rice', 'Flagged without a link']) {
      const none = within(await taskCard(name)).getByRole('button', { name: en.tasks.actions.noVideo });
      expect((none as HTMLButtonElement).disabled).toBe(true);
    }

    fireEvent.click(within(await taskCard('Light the pit')).getByRole('button', { name: en.tasks.actions.watchVideo }));
    const dialog = screen.getByRole('dialog', { name: 'Light the pit' });
    const video = dialog.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/videos/pit.mp4');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.textContent).toBe('Your browser does not support the video tag.');
    fireEvent.click(within(dialog).getByRole('button', { name: appEn.common.close }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(await taskCard('Load the meat')).getByRole('button', { name: en.tasks.actions.watchVideo }));
    const frame = screen.getByRole('dialog', { name: 'Load the meat' }).querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('plays the video an admin uploaded for the guide step a task links to', async () => {
    setup(
      [
        makeTask({ id: 'a', task: 'Light the fire', sopLink: '/soplocked/pitlighting?eventId=5&startTimer=1-2' }),
        makeTask({ id: 'b', task: 'Check stock', sopLink: '/soplocked/setup?eventId=5' }),
      ],
      { 'GET /api/step-videos': () => ok({ data: [{ stepId: '1-2', url: '/step-videos/1-2.mp4?v=1' }] }) },
    );
    const fire = within(await taskCard('Light the fire'));
    fireEvent.click(await fire.findByRole('button', { name: en.tasks.actions.watchVideo }));
    const video = screen.getByRole('dialog', { name: 'Light the fire' }).querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/step-videos/1-2.mp4?v=1');
    const stock = within(await taskCard('Check stock')).getByRole('button', { name: en.tasks.actions.noVideo });
    expect((stock as HTMLButtonElement).disabled).toBe(true);
  });

  it('edits a task; the task text may not be empty', async () => {
    setup([makeTask({ id: 'a', task: 'Soak rice', dueDate: 'Event day', estimatedDuration: '30' })], {
      'PUT /api/todos/:eventId/:taskId': ({ params, body }) => {
        const changes = taskChangesSchema.parse(body);
        const task = { ...tasks.find((candidate) => candidate.id === params.taskId)!, ...changes };
        tasks = tasks.map((candidate) => (candidate.id === task.id ? task : candidate));
        return ok({ task, version: ++version });
      },
    });
    const card = await taskCard('Soak rice');
    fireEvent.click(within(card).getByRole('button', { name: en.tasks.actions.edit }));
    const form = within(card).getByRole('form', { name: en.tasks.edit.heading });
    expect(field(en.tasks.custom.task).value).toBe('Soak rice');
    type(en.tasks.custom.task, '   ');
    fireEvent.click(within(form).getByRole('button', { name: en.tasks.edit.save }));
    await waitFor(() => expect(errorOf(field(en.tasks.custom.task))).toBe(rules.tasks.taskRequired));
    type(en.tasks.custom.duration, '-5');
    fireEvent.click(within(form).getByRole('button', { name: en.tasks.edit.save }));
    await waitFor(() => expect(errorOf(field(en.tasks.custom.duration))).toBe('Type digits only, like 12'));
    type(en.tasks.custom.duration, '0');
    fireEvent.click(within(form).getByRole('button', { name: en.tasks.edit.save }));
    await waitFor(() =>
      expect(errorOf(field(en.tasks.custom.duration))).toBe('Enter a duration of 1 to 1,440 minutes'),
    );
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    type(en.tasks.custom.task, 'Soak basmati rice');
    fireEvent.change(within(form).getByLabelText(en.tasks.custom.dueDate), { target: { value: 'custom' } });
    type(en.tasks.custom.customDays, '5');
    type(en.tasks.custom.startTime, '7:30 AM');
    type(en.tasks.custom.duration, '45');
    type(en.tasks.custom.assignedTo, 'Anu');
    type(en.tasks.custom.description, 'Wash twice first.');
    type(en.tasks.custom.taskMl, 'ബസ്മതി അരി കുതിർക്കുക');
    fireEvent.click(within(form).getByRole('button', { name: en.tasks.edit.save }));

    await taskCard('Soak basmati rice');
    expect(calls.find((call) => call.method === 'PUT')!).toMatchObject({
      path: '/api/todos/5/a',
      body: {
        task: 'Soak basmati rice',
        dueDate: '5 days before event',
        startTime: '7:30 AM',
        estimatedDuration: '45',
        assignedTo: 'Anu',
        description: 'Wash twice first.',
        taskMl: 'ബസ്മതി അരി കുതിർക്കുക',
      },
    });
    // Only what the cook changed is sent: the Malayalam description was left as it was.
    expect(calls.find((call) => call.method === 'PUT')!.body).not.toHaveProperty('descriptionMl');
    expect(screen.queryByRole('form', { name: en.tasks.edit.heading })).toBeNull();
    expect(await screen.findByText(en.tasks.edit.saved)).toBeTruthy();
  });

  it('applying the same delivery time twice changes nothing the second time; every day moves', async () => {
    const defaults = [
      makeTask({ id: 'a', task: 'Light the pit', startTime: '6:00 AM', sortOrder: 1 }),
      makeTask({ id: 'b', task: 'Delivery to customers', startTime: '12:00 PM', isDelivery: true, sortOrder: 2 }),
      makeTask({ id: 'c', task: 'Buy mutton', dueDate: 'Day before event', startTime: '9:00 AM', sortOrder: 3 }),
    ];
    setup(defaults, {
      // The server moves the list by the shared rule.
      'POST /api/todos/:eventId/schedule': ({ body }) => {
        const shift = shiftSchedule(tasks, (body as { deliveryTime: string }).deliveryTime);
        if (shift.ok) tasks = shift.tasks;
        return ok({ data: tasks, version: ++version });
      },
    });
    const sent = () =>
      posts('/api/todos/5/schedule').map((call) => (call.body as { deliveryTime: string }).deliveryTime);
    const startTimes = () => tasks.map((task) => task.startTime);
    await taskCard('Light the pit');
    fireEvent.click(screen.getByRole('button', { name: en.tasks.actions.schedule }));
    expect(screen.getByRole('button', { name: '12 PM' }).getAttribute('aria-pressed')).toBe('true');

    const apply = async (quick: string) => {
      fireEvent.click(screen.getByRole('button', { name: quick }));
      const count = sent().length;
      fireEvent.click(screen.getByRole('button', { name: en.tasks.schedule.apply }));
      await waitFor(() => expect(sent()).toHaveLength(count + 1));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: quick }).getAttribute('aria-pressed')).toBe('true'),
      );
      await screen.findByText(new RegExp(`Starts ${startTimes()[1]}`));
    };
    await apply('2 PM');
    expect(startTimes()).toEqual(['8:00 AM', '2:00 PM', '11:00 AM']);
    // The current delivery time is shown as selected.
    expect(field(en.tasks.schedule.deliveryTime).value).toBe('2:00 PM');
    await apply('2 PM');
    expect(startTimes()).toEqual(['8:00 AM', '2:00 PM', '11:00 AM']);
    await apply('4 PM');
    expect(startTimes()).toEqual(['10:00 AM', '4:00 PM', '1:00 PM']);
  });

  it('refuses a delivery time that would move a task off its day, worded, and sends nothing', async () => {
    setup([
      makeTask({ id: 'a', task: 'Prepare the meat masala', startTime: '6:00 AM', sortOrder: 1 }),
      makeTask({ id: 'b', task: 'Delivery to customers', startTime: '12:00 PM', isDelivery: true, sortOrder: 2 }),
      makeTask({
        id: 'c',
        task: 'Light the pit fire',
        dueDate: 'Day before event',
        startTime: '7:00 PM',
        sortOrder: 3,
      }),
    ]);
    await taskCard('Prepare the meat masala');
    fireEvent.click(screen.getByRole('button', { name: en.tasks.actions.schedule }));
    type(en.tasks.schedule.deliveryTime, '4:00 AM');
    const words = fillText(rules.schedule.beforeDay, {
      time: '4:00 AM',
      task: 'Prepare the meat masala',
      earliest: '6:00 AM',
      latest: '4:59 PM',
    });
    expect(screen.getByTestId('schedule-refusal').textContent).toBe(words);
    // The times the list can take are said before any is refused.
    expect(
      screen.getByText(fillText(en.tasks.schedule.window, { earliest: '6:00 AM', latest: '4:59 PM' })),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.tasks.schedule.apply }));
    await waitFor(() => expect(document.activeElement).toBe(field(en.tasks.schedule.deliveryTime)));
    expect(posts('/api/todos/5/schedule')).toHaveLength(0);
    // 10 AM is taken, with the panel's warning: the masala starts at 4:00 AM.
    fireEvent.click(screen.getByRole('button', { name: '10 AM' }));
    expect(screen.queryByTestId('schedule-refusal')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(en.tasks.schedule.tooEarly);
  });

  it('places the server’s refusal of the time beside the field, in Malayalam', async () => {
    setup(
      [
        makeTask({ id: 'a', task: 'Masala', startTime: '6:00 AM', sortOrder: 1 }),
        makeTask({ id: 'b', task: 'Delivery', startTime: '12:00 PM', isDelivery: true, sortOrder: 2 }),
      ],
      {
        'POST /api/todos/:eventId/schedule': () =>
          fail(400, 'The pit fire would burn only…', 'kitchenRules.schedule.fireTooShort', {
            field: 'deliveryTime',
            params: { time: '1:00 PM', hours: 9, minutes: 30, needed: 12 },
          }),
      },
    );
    await taskCard('Masala');
    await switchLanguage('ml');
    fireEvent.click(screen.getByRole('button', { name: ml.tasks.actions.schedule }));
    type(ml.tasks.schedule.deliveryTime, '1:00 PM');
    fireEvent.click(screen.getByRole('button', { name: ml.tasks.schedule.apply }));
    const words = fillText(mlRules.schedule.fireTooShort, { hours: 9, minutes: 30, needed: 12 });
    await waitFor(() => expect(errorOf(field(ml.tasks.schedule.deliveryTime))).toBe(words));
  });
});

describe('customer reviews', () => {
  beforeEach(() => localStorage.clear());

  let reviews: Review[];
  const reviewRoutes = (overrides: Routes = {}): Routes => ({
    'GET /api/reviews/:eventId': () => ok({ data: reviews, page: 1, pageSize: 50, total: reviews.length }),
    // Merged by id as the server does: a new review goes first (newest first), the others stay.
    'POST /api/reviews/:eventId': ({ body }) => {
      for (const input of reviewInputSchema.array().parse(body)) {
        const saved = makeReview({
          ...input,
          id: input.id ?? `new-${reviews.length}`,
          date: input.date ?? '2026-11-23T10:00:00.000Z',
          tags: input.tags as Review['tags'],
          verified: input.bookingReference === 'MND-7K3Q9',
        });
        const known = reviews.some((review) => review.id === saved.id);
        reviews = known ? reviews.map((review) => (review.id === saved.id ? saved : review)) : [saved, ...reviews];
      }
      return ok({ data: reviews, page: 1, pageSize: 50, total: reviews.length });
    },
    ...overrides,
  });

  async function openReviews(list: Review[], overrides: Routes = {}) {
    reviews = list;
    setup([makeTask({ id: 'a', task: 'Soak rice' })], reviewRoutes(overrides));
    await taskCard('Soak rice');
    fireEvent.click(screen.getByRole('button', { name: en.tasks.actions.reviews }));
    await screen.findByRole('heading', { level: 4, name: en.tasks.reviews.heading });
    await waitFor(() => expect(screen.queryByText(en.tasks.reviews.loading)).toBeNull());
  }

  const submit = () => fireEvent.click(screen.getByRole('button', { name: en.tasks.reviews.form.submit }));
  const reviewCard = (name: string) => screen.getByRole('heading', { level: 6, name }).closest('article')!;

  it('lists the reviews with stars, tags, the YouTube link and the verified mark', async () => {
    await openReviews([
      makeReview({
        reviewerName: 'Meera',
        rating: 4,
        verified: true,
        tags: ['Tasty', 'Great aroma'],
        youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      }),
      makeReview({ reviewerName: 'Joseph', comment: 'Came late.' }),
    ]);
    const meera = await screen.findByRole('heading', { level: 6, name: 'Meera' });
    const card = meera.closest('article')!;
    expect(within(card).getByText(en.tasks.reviews.verified)).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(card).getByText('Tasty')).toBeTruthy();
    expect(within(card).getByText('Great aroma')).toBeTruthy();
    expect(within(card).getByRole('link', { name: en.tasks.reviews.youtube }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(within(card).getByText('Sunday, 22 November 2026')).toBeTruthy();
    expect(within(reviewCard('Joseph')).queryByText(en.tasks.reviews.verified)).toBeNull();
  });

  it('checks the form beside its fields, then saves the new review alone (the others stay)', async () => {
    const old = makeReview({ id: 'r1', reviewerName: 'Meera', rating: 4, tags: ['Tasty'] });
    await openReviews([old]);
    const form = en.tasks.reviews.form;
    submit();
    await waitFor(() => expect(errorOf(field(form.name))).toBe(rules.reviews.nameRequired));
    expect(document.activeElement).toBe(field(form.name));
    type(form.name, 'Anil');
    submit();
    await waitFor(() => expect(errorOf(field(form.comment))).toBe(rules.reviews.commentRequired));
    expect(errorOf(field(form.name))).toBeNull();
    type(form.comment, 'Lovely smoky rice.');
    type(form.youtube, 'https://vimeo.com/123');
    submit();
    await waitFor(() => expect(errorOf(field(form.youtube))).toBe(rules.reviews.youtubeInvalid));
    expect(posts('/api/reviews/5')).toHaveLength(0);

    type(form.youtube, 'https://youtu.be/dQw4w9WgXcQ');
    type(form.reference, '9847012345');
    submit();
    await waitFor(() => expect(errorOf(field(form.reference))).toBe(rules.reviews.referenceInvalid));
    expect(posts('/api/reviews/5')).toHaveLength(0);
    type(form.reference, ' MND-7K3Q9 ');
    await waitFor(() => expect(errorOf(field(form.reference))).toBe(form.referenceHint));
    const tags = within(screen.getByRole('group', { name: /^Tags/ }));
    for (const tag of ['Authentic', 'On time', 'Large portions'])
      fireEvent.click(tags.getByRole('button', { name: tag }));
    expect((tags.getByRole('button', { name: 'Tasty' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('3 of 3 chosen')).toBeTruthy();
    const five = screen.getByRole('button', { name: '5 out of 5 stars' });
    expect(five.getAttribute('aria-pressed')).toBe('true');
    expect(five.className).toContain('min-h-12');
    fireEvent.click(screen.getByRole('button', { name: '4 out of 5 stars' }));
    submit();

    await screen.findByRole('heading', { level: 6, name: 'Anil' });
    expect(posts('/api/reviews/5')[0]!.body).toEqual([
      {
        reviewerName: 'Anil',
        comment: 'Lovely smoky rice.',
        youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
        bookingReference: 'MND-7K3Q9',
        tags: ['Authentic', 'On time', 'Large portions'],
        rating: 4,
      },
    ]);
    expect(within(reviewCard('Anil')).getByText(en.tasks.reviews.verified)).toBeTruthy();
    expect(screen.getByText(en.tasks.reviews.saved)).toBeTruthy();
    expect(field(form.name).value).toBe('');
  });

  it("shows the server's refusal beside the field it names", async () => {
    await openReviews([makeReview({ id: 'r1' })], {
      'POST /api/reviews/:eventId': () =>
        fail(400, rules.reviews.youtubeInvalid, 'kitchenRules.reviews.youtubeInvalid', {
          field: 'youtubeLink',
          params: { index: 1 },
        }),
    });
    const form = en.tasks.reviews.form;
    type(form.name, 'Anil');
    type(form.comment, 'Good.');
    type(form.youtube, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    submit();
    await waitFor(() => expect(errorOf(field(form.youtube))).toBe(rules.reviews.youtubeInvalid));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a review added on another tablet when the kitchen topic changes', async () => {
    FakeEventSource.install();
    await openReviews([makeReview({ reviewerName: 'Meera' })]);
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
    FakeEventSource.latest().open();
    reviews = [...reviews, makeReview({ reviewerName: 'Joseph' })];
    FakeEventSource.latest().push('kitchen:5');
    expect(await screen.findByRole('heading', { level: 6, name: 'Joseph' })).toBeTruthy();
  });

  it('says when the reviews cannot be loaded', async () => {
    await openReviews([], { 'GET /api/reviews/:eventId': () => fail(500, 'Server error') });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load reviews. Please try again later.');
  });

  it('says when a save fails', async () => {
    await openReviews([], { 'POST /api/reviews/:eventId': () => fail(500, 'Server error') });
    type(en.tasks.reviews.form.name, 'Anil');
    type(en.tasks.reviews.form.comment, 'Good.');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save review. Please try again.');
  });
});
