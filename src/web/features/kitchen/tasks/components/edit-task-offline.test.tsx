import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { kitchenEn as en } from '#shared/content/locales/kitchen.en.ts';
import { kitchenRulesEn as rules } from '#shared/content/locales/kitchen-rules.en.ts';
import { offlineEn } from '#shared/content/locales/offline.en.ts';
import { offlineMl } from '#shared/content/locales/offline.ml.ts';
import { fillText } from '#shared/content/text-store.ts';
import { CHANGE_MADE_AT_HEADER } from '#shared/domain/change-times.ts';
import { CHANGE_ID_HEADER } from '#shared/domain/offline-changes.ts';
import { taskChangesSchema, type Task } from '#shared/schemas/tasks.ts';
import { OfflineStatusBar } from '#web/app/offline-status-bar.tsx';
import { offlineChanges, QUEUE_STORAGE_KEY } from '#web/lib/offline/offline-changes.ts';
import { type } from '#web/test/form.ts';
import { fail, ok, serveApi, type Call, type Reply } from '#web/test/fake-api.ts';
import { makeDiaryEvent, makeTask } from '#web/test/factories.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { TaskPanel } from './task-panel.tsx';

const event = makeDiaryEvent({ id: 5, title: 'Wedding', date: '2026-12-20' });
const cook = { id: 3, username: 'ravi', role: 'staff' as const, displayName: '', email: '' };

let tasks: Task[];
let version: number;
let calls: Call[];
/** How the server answers a task edit: 'network' while the Wi-Fi is down. */
let answerEdit: (body: unknown, taskId: string) => Reply;

/** The edit as the server applies it (from the version it was read at). */
function applyEdit(body: unknown, taskId: string): Reply {
  const { version: from, ...changes } = taskChangesSchema.parse(body);
  const before = tasks.find((task) => task.id === taskId)!;
  if (from !== before.version) return fail(409, rules.records.stale, 'kitchenRules.records.stale', { current: before });
  const task = { ...before, ...changes, version: before.version + 1 };
  tasks = tasks.map((candidate) => (candidate.id === taskId ? task : candidate));
  return ok({ task, version: ++version });
}

function setup(list: Task[]) {
  tasks = list;
  version = 1;
  ({ calls } = serveApi({
    'GET /api/auth/me': () => ok({ user: cook }),
    'GET /api/todos/:eventId': () => ok({ data: tasks, version }),
    'GET /api/todos/:eventId/temperatures': () => ok({ data: [] }),
    'GET /api/people/:eventId': () => ok({ data: 60 }),
    'GET /api/people/:eventId/booked': () => ok({ data: null }),
    'GET /api/step-videos': () => ok({ data: [] }),
    'PUT /api/todos/:eventId/:taskId': ({ body, params }) => answerEdit(body, params.taskId!),
  }));
  renderWithProviders(
    <>
      <OfflineStatusBar />
      <TaskPanel event={event} onClose={vi.fn()} />
    </>,
  );
}

const taskCard = async (name: string) =>
  (await screen.findByRole('heading', { level: 5, name })).closest('article') as HTMLElement;
const puts = () => calls.filter((call) => call.method === 'PUT');

/** Renames the task in its edit form and saves. */
async function rename(from: string, to: string) {
  const card = await taskCard(from);
  fireEvent.click(within(card).getByRole('button', { name: en.tasks.actions.edit }));
  const form = within(card).getByRole('form', { name: en.tasks.edit.heading });
  type(en.tasks.custom.task, to);
  fireEvent.click(within(form).getByRole('button', { name: en.tasks.edit.save }));
  await waitFor(() => expect(screen.queryByRole('form', { name: en.tasks.edit.heading })).toBeNull());
}

/** The Wi-Fi is back: the queue sends what waits. */
const backOnline = () =>
  act(async () => {
    window.dispatchEvent(new Event('online'));
    await offlineChanges.sendWaiting();
  });

describe('a task edit made offline', () => {
  beforeEach(() => {
    localStorage.removeItem(QUEUE_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: QUEUE_STORAGE_KEY }));
    window.dispatchEvent(new Event('online'));
    answerEdit = () => 'network';
  });

  it('waits on the device, shown on the task, and is sent once the network is back, with the time it was made', async () => {
    setup([makeTask({ id: 'a', task: 'Soak rice', dueDate: 'Event day', version: 4 })]);
    await rename('Soak rice', 'Soak basmati rice');

    // Not lost: the task shows the edit, marked waiting; nothing says it was saved.
    const card = await taskCard('Soak basmati rice');
    expect(within(card).getByText(offlineEn.pending)).toBeTruthy();
    expect(screen.queryByText(en.tasks.edit.saved)).toBeNull();
    expect(within(screen.getByTestId('offline-status')).getByRole('status').textContent).toBe(
      fillText(offlineEn.waiting_one, { count: '1' }),
    );
    const [tried] = puts();
    expect(tried).toMatchObject({ path: '/api/todos/5/a', body: { version: 4, task: 'Soak basmati rice' } });
    const madeAt = Number(tried!.headers[CHANGE_MADE_AT_HEADER]);
    expect(Math.abs(madeAt - Date.now())).toBeLessThan(60_000);

    answerEdit = applyEdit;
    await backOnline();
    await waitFor(() => expect(offlineChanges.getSnapshot().waiting).toEqual([]));
    // Sent again as the same change, made at the same time; the server has it now.
    const sent = puts().at(-1)!;
    expect(sent.headers[CHANGE_ID_HEADER]).toBe(tried!.headers[CHANGE_ID_HEADER]);
    expect(sent.headers[CHANGE_MADE_AT_HEADER]).toBe(String(madeAt));
    expect(tasks[0]).toMatchObject({ task: 'Soak basmati rice', version: 5 });
    await waitFor(async () =>
      expect(within(await taskCard('Soak basmati rice')).queryByText(offlineEn.pending)).toBeNull(),
    );
    expect(screen.queryByTestId('offline-status')).toBeNull();
  });

  it('refused when sent (someone else changed the task meanwhile): listed with the other refused changes, in both languages', async () => {
    setup([makeTask({ id: 'a', task: 'Soak rice', version: 2 })]);
    await rename('Soak rice', 'Soak basmati rice');
    expect(await taskCard('Soak basmati rice')).toBeTruthy();

    // Meanwhile another tablet saved the task: the waiting edit is from an older version.
    tasks = tasks.map((task) => ({ ...task, assignedTo: 'Anu', version: 3 }));
    answerEdit = applyEdit;
    await backOnline();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(offlineEn.refusedTitle);
    expect(alert.textContent).toContain(fillText(offlineEn.changes.task.edit, { task: 'Soak rice' }));
    expect(alert.textContent).toContain(rules.records.stale);
    expect(tasks[0]!.task).toBe('Soak rice');
    await switchLanguage('ml');
    expect(screen.getByRole('alert').textContent).toContain(
      fillText(offlineMl.changes.task.edit, { task: 'Soak rice' }),
    );
    await switchLanguage('en');
  });

  it('saved at once while online: the form says so, and nothing waits', async () => {
    answerEdit = applyEdit;
    setup([makeTask({ id: 'a', task: 'Soak rice', version: 1 })]);
    await rename('Soak rice', 'Soak basmati rice');
    expect(await screen.findByText(en.tasks.edit.saved)).toBeTruthy();
    expect(offlineChanges.getSnapshot()).toMatchObject({ waiting: [], refused: [] });
    expect(tasks[0]).toMatchObject({ task: 'Soak basmati rice', version: 2 });
  });
});
