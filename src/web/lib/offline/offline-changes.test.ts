import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHANGE_ID_PATTERN } from '#shared/domain/offline-changes.ts';
import type { Task } from '#shared/schemas/tasks.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { parseQueue, type QueuedChange } from './change-queue.ts';
import { createOfflineChanges, QUEUE_STORAGE_KEY, type ChangeRequest } from './offline-changes.ts';
import { startRealServer, type RealServer } from '#web/test/real-server.ts';

/** A device's storage of its own, so each test's queue is only its own (every store hears the window's events). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** A task change as the kitchen screens queue it (see features/kitchen/api/task-changes.ts). */
function taskChange(
  eventId: number,
  task: Task,
  action: 'start' | 'complete' | 'undo-start' | 'temperatures',
  body: Record<string, unknown> = {},
): ChangeRequest {
  const kind = action === 'temperatures' ? 'task.reading' : `task.${action}`;
  return {
    kind,
    method: 'POST',
    path: `/api/todos/${eventId}/${encodeURIComponent(task.id)}/${action}`,
    body,
    subject: { eventId, taskId: task.id },
    label: { key: `offline.changes.${kind}`, params: { task: task.task } },
    refresh: [['kitchen', 'event', eventId]],
  };
}

const plainTasks = (tasks: Task[]) => tasks.filter((task) => !task.isTemperature && !task.isFinalTask);
const temperatureTask = (tasks: Task[]) => tasks.find((task) => task.temperatureCheck === 'before-loading')!;
const backOnline = () => window.dispatchEvent(new Event('online'));

describe("the device's change queue, against the real server", () => {
  let server: RealServer;
  let eventId: number;
  let tasks: Task[];

  beforeAll(async () => {
    server = await startRealServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    server.connectDevice();
    eventId = await server.newEvent();
    tasks = await server.tasks(eventId);
  });

  /** The calls this device made for these changes. */
  const callsFor = (changes: readonly { id: string }[]) => {
    const wanted = new Set(changes.map((change) => change.id));
    return server.calls.filter((call) => call.changeId !== null && wanted.has(call.changeId));
  };
  const taskNamed = async (id: string) => (await server.tasks(eventId)).find((task) => task.id === id)!;

  it("saves a change at once when the server answers, with the server's answer", async () => {
    const storage = new MemoryStorage();
    const store = createOfflineChanges(storage);
    const task = plainTasks(tasks)[0]!;

    const result = await store.submit(taskChange(eventId, task, 'start', { name: 'Ravi' }));

    expect(result).toMatchObject({
      status: 'saved',
      reply: { success: true, task: { id: task.id, startedBy: 'Ravi' } },
    });
    expect(await taskNamed(task.id)).toMatchObject({ startedBy: 'Ravi' });
    const [call] = server.calls.slice(-1);
    expect(call).toMatchObject({ method: 'POST', status: 200, replayed: false });
    expect(call!.changeId).toMatch(CHANGE_ID_PATTERN);
    expect(store.getSnapshot()).toMatchObject({ waiting: [], refused: [], online: true, sending: false });
    expect(storage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
  });

  it('throws a refusal as the ApiError the screen would have had online, and keeps nothing', async () => {
    const storage = new MemoryStorage();
    const store = createOfflineChanges(storage);
    const task = plainTasks(tasks)[0]!;
    expect((await server.asOtherCook('POST', `/api/todos/${eventId}/${task.id}/start`, { name: 'Anu' })).status).toBe(
      200,
    );

    const refused = await store.submit(taskChange(eventId, task, 'start', { name: 'Ravi' })).catch((error) => error);

    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 409,
      code: 'kitchenRules.tasks.alreadyStarted',
      params: { name: 'Anu', time: (await taskNamed(task.id)).startedAt },
    });
    expect(store.getSnapshot()).toMatchObject({ waiting: [], refused: [], online: true });
    expect(storage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
    expect(await taskNamed(task.id)).toMatchObject({ startedBy: 'Anu' });
  });

  it('keeps a change on the device when the server cannot be reached, through a reload, and sends it later', async () => {
    const store = createOfflineChanges(localStorage);
    const task = temperatureTask(tasks);
    server.network.mode = 'down';

    const result = await store.submit(taskChange(eventId, task, 'temperatures', { name: 'Ravi', value: 210 }));

    expect(result).toEqual({ status: 'queued' });
    const { waiting, online } = store.getSnapshot();
    expect(online).toBe(false);
    expect(waiting).toMatchObject([{ kind: 'task.reading', body: { value: 210 }, subject: { taskId: task.id } }]);
    expect(parseQueue(localStorage.getItem(QUEUE_STORAGE_KEY)).waiting).toEqual(waiting);
    expect(callsFor(waiting)).toMatchObject([{ mode: 'down', status: null }]);
    expect(await server.readings(eventId)).toEqual([]);

    // The page is reloaded, still without a network: the new store has the change, and tries it again.
    const reloaded = createOfflineChanges(localStorage);
    expect(reloaded.getSnapshot().waiting).toEqual(waiting);
    await reloaded.sendWaiting();
    expect(reloaded.getSnapshot().waiting).toEqual(waiting);
    expect(callsFor(waiting)).toHaveLength(2);

    server.network.mode = 'up';
    await reloaded.sendWaiting();
    expect(reloaded.getSnapshot()).toMatchObject({ waiting: [], refused: [], online: true });
    expect(localStorage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
    expect(await server.readings(eventId)).toMatchObject([{ taskId: task.id, valueC: 210, takenBy: 'Ravi' }]);
  });

  it('sends a change with the time it was made, on the server clock as the device knows it; the server records it then', async () => {
    // This device's clock is 3 minutes ahead of the server's, as it measured before the network went.
    localStorage.setItem('mandi.clockOffset', String(-3 * 60_000));
    const store = createOfflineChanges(new MemoryStorage());
    const task = temperatureTask(tasks);
    server.network.mode = 'down';
    const before = Date.now() - 3 * 60_000;
    expect(await store.submit(taskChange(eventId, task, 'temperatures', { name: 'Ravi', value: 215 }))).toEqual({
      status: 'queued',
    });
    await store.sendWaiting();
    const [change] = store.getSnapshot().waiting;
    expect(change!.madeAt).toBeGreaterThanOrEqual(before);
    expect(change!.madeAt).toBeLessThanOrEqual(Date.now() - 3 * 60_000);

    server.network.mode = 'up';
    await store.sendWaiting();
    localStorage.removeItem('mandi.clockOffset');
    expect(store.getSnapshot()).toMatchObject({ waiting: [], refused: [] });
    const [reading] = await server.readings(eventId);
    expect(reading).toMatchObject({ valueC: 215, takenAt: new Date(change!.madeAt).toISOString() });
    expect(Date.parse(reading!.arrivedAt!) - change!.madeAt).toBeGreaterThanOrEqual(3 * 60_000 - 1_000);
  });

  it('keeps a change in the tab when the device refuses to store it (storage full), and sends it later', async () => {
    class FullStorage extends MemoryStorage {
      override setItem(): void {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
    }
    const store = createOfflineChanges(new FullStorage());
    const task = temperatureTask(tasks);
    server.network.mode = 'down';

    expect(await store.submit(taskChange(eventId, task, 'temperatures', { name: 'Ravi', value: 205 }))).toEqual({
      status: 'queued',
    });
    await store.sendWaiting();
    expect(store.getSnapshot().waiting).toMatchObject([{ kind: 'task.reading', body: { value: 205 } }]);

    server.network.mode = 'up';
    await store.sendWaiting();
    expect(store.getSnapshot().waiting).toEqual([]);
    expect(await server.readings(eventId)).toMatchObject([{ taskId: task.id, valueC: 205 }]);
  });

  it('sends what waited, oldest first, when the device is back online; the screens hear what was saved', async () => {
    const storage = new MemoryStorage();
    const store = createOfflineChanges(storage);
    const saved: QueuedChange[][] = [];
    store.onSaved((changes) => saved.push(changes));
    const [task] = plainTasks(tasks);
    const pit = temperatureTask(tasks);
    server.network.mode = 'down';

    // Only in this order does the task end up started by Anu: a start, its undo, another cook's start.
    for (const request of [
      taskChange(eventId, task!, 'start', { name: 'Ravi' }),
      taskChange(eventId, task!, 'undo-start', { name: 'Ravi', reason: 'Ticked by mistake' }),
      taskChange(eventId, task!, 'start', { name: 'Anu' }),
      taskChange(eventId, pit, 'temperatures', { name: 'Anu', value: 250 }),
    ]) {
      expect(await store.submit(request)).toEqual({ status: 'queued' });
    }
    const { waiting } = store.getSnapshot();
    expect(waiting.map((change) => change.kind)).toEqual([
      'task.start',
      'task.undo-start',
      'task.start',
      'task.reading',
    ]);
    expect(saved).toEqual([]);

    server.network.mode = 'up';
    backOnline();
    await expect.poll(() => store.getSnapshot().waiting).toEqual([]);
    await store.sendWaiting();

    const sentUp = callsFor(waiting).filter((call) => call.mode === 'up');
    expect(sentUp.map((call) => call.changeId)).toEqual(waiting.map((change) => change.id));
    expect(sentUp.every((call) => call.status === 200)).toBe(true);
    expect(saved.flat().map((change) => change.id)).toEqual(waiting.map((change) => change.id));
    expect(await taskNamed(task!.id)).toMatchObject({ startedBy: 'Anu' });
    expect(await server.readings(eventId)).toMatchObject([{ taskId: pit.id, valueC: 250 }]);
    expect(store.getSnapshot()).toMatchObject({ waiting: [], refused: [], online: true, sending: false });
    expect(storage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
  });

  it('sends a change whose answer was lost again with the same id, and the server applies it once', async () => {
    const storage = new MemoryStorage();
    const store = createOfflineChanges(storage);
    const pit = temperatureTask(tasks);
    server.network.mode = 'lose-answers';

    const result = await store.submit(taskChange(eventId, pit, 'temperatures', { name: 'Ravi', value: 230 }));

    expect(result).toEqual({ status: 'queued' });
    const { waiting } = store.getSnapshot();
    expect(waiting).toHaveLength(1);
    // The server has it already, though the device does not know.
    expect(await server.readings(eventId)).toHaveLength(1);

    server.network.mode = 'up';
    await store.sendWaiting();

    const sent = callsFor(waiting);
    expect(sent.map((call) => [call.mode, call.status, call.replayed])).toEqual([
      ['lose-answers', null, false],
      ['up', 200, true],
    ]);
    expect(store.getSnapshot()).toMatchObject({ waiting: [], refused: [] });
    expect(await server.readings(eventId)).toMatchObject([{ taskId: pit.id, valueC: 230, takenBy: 'Ravi' }]);
    expect(await taskNamed(pit.id)).toMatchObject({ temperatureValue: 230 });
    const applied = await server.app.database.db
      .selectFrom('applied_changes')
      .select('change_id')
      .where('change_id', '=', waiting[0]!.id)
      .execute();
    expect(applied).toHaveLength(1);
  });

  it('keeps a start refused because another cook started the task meanwhile, with the reason, and sends the rest', async () => {
    const storage = new MemoryStorage();
    const store = createOfflineChanges(storage);
    const [task, other] = plainTasks(tasks);
    server.network.mode = 'down';
    expect(await store.submit(taskChange(eventId, task!, 'start', { name: 'Ravi' }))).toEqual({ status: 'queued' });
    expect(await store.submit(taskChange(eventId, other!, 'start', { name: 'Ravi' }))).toEqual({ status: 'queued' });
    const [start, otherStart] = store.getSnapshot().waiting;

    // Meanwhile another cook, on a tablet with a network, starts the same task.
    expect((await server.asOtherCook('POST', `/api/todos/${eventId}/${task!.id}/start`, { name: 'Anu' })).status).toBe(
      200,
    );
    const startedAt = (await taskNamed(task!.id)).startedAt;

    server.network.mode = 'up';
    await store.sendWaiting();

    const { waiting, refused } = store.getSnapshot();
    expect(waiting).toEqual([]);
    expect(refused).toEqual([
      {
        ...start,
        refusal: {
          status: 409,
          error: expect.any(String),
          code: 'kitchenRules.tasks.alreadyStarted',
          params: { name: 'Anu', time: startedAt },
        },
      },
    ]);
    expect(parseQueue(storage.getItem(QUEUE_STORAGE_KEY)).refused).toEqual(refused);
    expect(await taskNamed(task!.id)).toMatchObject({ startedBy: 'Anu' });
    expect(await taskNamed(other!.id)).toMatchObject({ startedBy: 'Ravi' });
    expect(callsFor([otherStart!]).at(-1)).toMatchObject({ status: 200 });

    // The cook has read why: it goes.
    store.dismiss(start!.id);
    expect(store.getSnapshot().refused).toEqual([]);
    expect(storage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
  });
});
