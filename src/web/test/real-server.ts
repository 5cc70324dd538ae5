import net from 'node:net';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { CHANGE_ID_HEADER, CHANGE_REPLAYED_HEADER } from '#shared/domain/offline-changes.ts';
import { taskListReply, temperatureReadingsReply, type Task } from '#shared/schemas/tasks.ts';
// A test helper, never in the browser's bundle: the device's queue is tested against the real server.
// eslint-disable-next-line import-x/no-restricted-paths
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/**
 * The real server (Fastify on a fresh SQLite database) listening on a local port, and a tablet's
 * network to it: the browser's `fetch` is pointed at the server (a relative path goes to its origin,
 * with the signed-in cook's cookie, as the browser would send it) and can be cut or made to lose
 * answers. For the tests of the device's change queue only.
 */

/**
 * 'up': calls reach the server. 'down': they go to a closed port (connection refused, as with the
 * Wi-Fi off). 'lose-answers': they reach the server, which applies them, but the answer never comes back.
 */
export type NetworkMode = 'up' | 'down' | 'lose-answers';

/** One call the device made, as it went out and as the server answered (status null: no answer reached it). */
export interface DeviceCall {
  method: string;
  path: string;
  changeId: string | null;
  mode: NetworkMode;
  status: number | null;
  /** The server answered with the first answer to this change id, without applying it again. */
  replayed: boolean;
}

export interface RealServer {
  app: TestApp;
  origin: string;
  network: { mode: NetworkMode };
  /** Every call the device made, in order. */
  calls: DeviceCall[];
  /** Points the browser's fetch at the server, signed in as the tablet's cook (call before each test: setup.ts unstubs it). */
  connectDevice(): void;
  /** A call made from another tablet, signed in as another cook: never through the device's network. */
  asOtherCook(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  newEvent(): Promise<number>;
  tasks(eventId: number): Promise<Task[]>;
  readings(eventId: number): Promise<ReturnType<typeof temperatureReadingsReply.parse>['data']>;
  close(): Promise<void>;
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startRealServer(): Promise<RealServer> {
  const app = await createTestApp();
  const origin = await app.app.listen({ port: 0, host: '127.0.0.1' });
  const nowhere = `http://127.0.0.1:${await closedPort()}`;
  const cookie = await app.signIn('staff', 'tablet-cook');
  const otherCookie = await app.signIn('staff', 'other-cook');
  const realFetch = globalThis.fetch;
  const network = { mode: 'up' as NetworkMode };
  const calls: DeviceCall[] = [];

  const deviceFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init.headers);
    headers.set('cookie', cookie);
    const { mode } = network;
    const call: DeviceCall = {
      method: init.method ?? 'GET',
      path,
      changeId: headers.get(CHANGE_ID_HEADER),
      mode,
      status: null,
      replayed: false,
    };
    calls.push(call);
    const response = await realFetch(new URL(path, mode === 'down' ? nowhere : origin), { ...init, headers });
    if (mode === 'lose-answers') {
      // The server answered (and kept the change); the answer is lost on the way back.
      await response.body?.cancel();
      throw new TypeError('fetch failed');
    }
    call.status = response.status;
    call.replayed = response.headers.get(CHANGE_REPLAYED_HEADER) === '1';
    return response;
  };

  const asCook = async (asCookie: string, method: string, path: string, body?: unknown) => {
    const response = await realFetch(new URL(path, origin), {
      method,
      headers: { cookie: asCookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  return {
    app,
    origin,
    network,
    calls,
    connectDevice() {
      network.mode = 'up';
      vi.stubGlobal('fetch', deviceFetch);
    },
    asOtherCook: (method, path, body) => asCook(otherCookie, method, path, body),
    async newEvent() {
      const { status, body } = await asCook(cookie, 'POST', '/api/diary-events/create', {
        title: 'Offline kitchen',
        date: '2027-05-01',
      });
      if (status !== 200) throw new Error(`event not created: ${status} ${JSON.stringify(body)}`);
      return (body as { event: { id: number } }).event.id;
    },
    async tasks(eventId) {
      return taskListReply.parse((await asCook(cookie, 'GET', `/api/todos/${eventId}`)).body).data;
    },
    async readings(eventId) {
      return temperatureReadingsReply.parse((await asCook(cookie, 'GET', `/api/todos/${eventId}/temperatures`)).body)
        .data;
    },
    close: () => app.close(),
  };
}

/**
 * One real server for the tests of a describe block: started before them, the device connected to it
 * before each, closed after. The object is filled in when the server starts; use it inside the tests.
 */
export function useRealServer(): RealServer {
  const server = {} as RealServer;
  beforeAll(async () => {
    Object.assign(server, await startRealServer());
  });
  afterAll(() => server.close());
  beforeEach(() => server.connectDevice());
  return server;
}
