import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { offlineEn } from '#shared/content/locales/offline.en.ts';
import { offlineMl } from '#shared/content/locales/offline.ml.ts';
import { fillText } from '#shared/content/text-store.ts';
import { makeTask } from '#web/test/factories.ts';
import { fail, ok, serveApi, type Reply } from '#web/test/fake-api.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { offlineChanges, QUEUE_STORAGE_KEY } from '#web/lib/offline/offline-changes.ts';
import { taskChangeRequest } from '#web/features/kitchen/tasks/api/task-changes.ts';
import { OfflineStatusBar } from './offline-status-bar.tsx';

const EVENT = 5;
const rice = makeTask({ id: 'soak-rice', task: 'Soak rice' });
const pit = makeTask({ id: 'pit-1', task: 'Pit temperature', isTemperature: true, temperatureCheck: 'general' });
const STARTED_AT = '2026-11-23T04:05:00.000Z'; // 09:35 in Kerala

/** The server's answer to every task change; 'network' while the Wi-Fi is down. */
let answer: () => Reply;

function show() {
  serveApi({ 'POST /api/todos/:eventId/:taskId/:action': () => answer() });
  return renderWithProviders(<OfflineStatusBar />, { url: '/roadmap' });
}

const submit = (task: typeof rice, change: Parameters<typeof taskChangeRequest>[2]) =>
  act(() => offlineChanges.submit(taskChangeRequest(EVENT, task, change)));
/** The Wi-Fi is back: the queue sends what waits (the send it starts is awaited here). */
const backOnline = () =>
  act(async () => {
    window.dispatchEvent(new Event('online'));
    await offlineChanges.sendWaiting();
  });
const status = () => screen.getByRole('status').textContent;

describe('the kitchen status bar', () => {
  beforeEach(() => {
    // The device's one queue outlives each test: start from an empty one, as another tab emptying it would.
    localStorage.removeItem(QUEUE_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: QUEUE_STORAGE_KEY }));
    window.dispatchEvent(new Event('online'));
    answer = () => ok();
  });

  it('shows nothing while the device is online and nothing waits', async () => {
    show();
    await submit(rice, { kind: 'task.start', name: 'Ravi' });
    expect(screen.queryByTestId('offline-status')).toBeNull();
    expect(offlineChanges.getSnapshot()).toMatchObject({ online: true, waiting: [], refused: [] });
  });

  it('says the device is offline and how many changes wait, in the language chosen', async () => {
    show();
    answer = () => 'network';
    await submit(rice, { kind: 'task.start', name: 'Ravi' });
    expect(status()).toBe('Offline — 1 change waiting');
    await submit(pit, { kind: 'task.reading', name: 'Ravi', value: 210 });
    await submit(rice, { kind: 'task.complete', name: 'Ravi' });
    expect(status()).toBe('Offline — 3 changes waiting');
    expect(offlineChanges.getSnapshot().waiting).toHaveLength(3);

    await switchLanguage('ml');
    expect(status()).toBe(fillText(offlineMl.waiting_other, { count: '3' }));
    expect(status()).toBe('ഓഫ്‌ലൈൻ — 3 മാറ്റങ്ങൾ അയയ്ക്കാൻ കാത്തിരിക്കുന്നു');

    // Back online: all three are sent and the bar goes.
    answer = () => ok();
    await backOnline();
    expect(screen.queryByTestId('offline-status')).toBeNull();
    expect(offlineChanges.getSnapshot()).toMatchObject({ online: true, waiting: [], refused: [] });
  });

  it("shows a change the server refused, worded by the server's code, until the cook presses OK", async () => {
    show();
    answer = () => 'network';
    await submit(rice, { kind: 'task.start', name: 'Ravi' });
    expect(status()).toBe('Offline — 1 change waiting');

    // Meanwhile Anu started the task on another tablet.
    answer = () =>
      fail(409, `Already started by Anu at ${STARTED_AT}`, 'kitchenRules.tasks.alreadyStarted', {
        params: { name: 'Anu', time: STARTED_AT },
      });
    await backOnline();

    const alert = screen.getByRole('alert');
    expect(screen.queryByRole('status')).toBeNull();
    expect(within(alert).getByText(offlineEn.refusedTitle)).toBeTruthy();
    const [item] = within(alert).getAllByRole('listitem');
    expect(item!.querySelector('p')!.textContent).toBe('Start “Soak rice” — Already started by Anu at 09:35');

    await switchLanguage('ml');
    expect(item!.querySelector('p')!.textContent).toBe('“Soak rice” തുടങ്ങുക — ഇത് Anu 09:35-ന് തുടങ്ങിക്കഴിഞ്ഞു');
    await switchLanguage('en');

    fireEvent.click(within(item!).getByRole('button', { name: offlineEn.dismiss }));
    expect(screen.queryByTestId('offline-status')).toBeNull();
    expect(offlineChanges.getSnapshot().refused).toEqual([]);
    expect(localStorage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
  });

  it('says why a change sent too late (or with a clock far ahead) was not saved, in both languages', async () => {
    show();
    answer = () => 'network';
    await submit(pit, { kind: 'task.reading', name: 'Ravi', value: 210 });
    answer = () => fail(400, 'Too old', 'offline.refusals.madeAtTooOld');
    await backOnline();
    const item = () => within(screen.getByRole('alert')).getAllByRole('listitem')[0]!.querySelector('p')!.textContent;
    expect(item()).toBe(`Reading 210 °C for “Pit temperature” — ${offlineEn.refusals.madeAtTooOld}`);
    await switchLanguage('ml');
    expect(item()).toBe(`“Pit temperature”-ന് 210 °C റീഡിംഗ് — ${offlineMl.refusals.madeAtTooOld}`);
    await switchLanguage('en');
  });

  it('lists each refused change with its own reason; OK removes only that one', async () => {
    show();
    answer = () => 'network';
    await submit(rice, { kind: 'task.start', name: 'Ravi' });
    await submit(pit, { kind: 'task.reading', name: 'Ravi', value: 210 });
    let sent = 0;
    answer = () =>
      ++sent === 1
        ? fail(409, 'Already started', 'kitchenRules.tasks.alreadyStarted', {
            params: { name: 'Anu', time: STARTED_AT },
          })
        : fail(404, 'This task was not found. It may have been deleted.', 'kitchenRules.tasks.notFound');
    await backOnline();

    const alert = screen.getByRole('alert');
    const texts = () =>
      within(screen.getByRole('alert'))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')!.textContent);
    expect(texts()).toEqual([
      'Start “Soak rice” — Already started by Anu at 09:35',
      'Reading 210 °C for “Pit temperature” — This task was not found. It may have been deleted.',
    ]);

    fireEvent.click(within(alert).getAllByRole('button', { name: offlineEn.dismiss })[0]!);
    expect(texts()).toEqual([
      'Reading 210 °C for “Pit temperature” — This task was not found. It may have been deleted.',
    ]);
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: offlineEn.dismiss }));
    expect(screen.queryByTestId('offline-status')).toBeNull();
  });
});
