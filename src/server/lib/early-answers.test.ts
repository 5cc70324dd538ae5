import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEvent } from '#server/test/booking-helpers.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createEarlyAnswers } from './early-answers.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** An answer as a client sees it, but for the Date header, which says when it was sent. */
async function seen(response: Response) {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers, body: await response.text() };
}

describe("the storefront's list answered before Fastify's routing", () => {
  const early = createEarlyAnswers();
  let t: TestApp;
  let origin: string;
  const get = (path: string, init: RequestInit = {}) => fetch(`${origin}${path}`, init);

  beforeAll(async () => {
    t = await createTestApp({ early, config: { metricsToken: TOKEN } });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  it('answers a visitor without a session exactly as the route does, once the route has read the list', async () => {
    const before = early.answered();
    const first = await seen(await get('/api/events'));
    // The route read the list (nothing was ready yet); the same read is now answered early.
    expect(early.answered()).toBe(before);
    const again = await seen(await get('/api/events'));
    expect(early.answered()).toBe(before + 1);
    // A visitor who chose a language sends its cookie, and no session: answered early too.
    const chosen = await seen(await get('/api/events', { headers: { cookie: 'mandi.language=ml' } }));
    expect(early.answered()).toBe(before + 2);
    // A session cookie (here one of no session) takes the request through Fastify and the route.
    const routed = await seen(await get('/api/events', { headers: { cookie: 'mandi_session=not-a-session' } }));
    expect(early.answered()).toBe(before + 2);

    expect(again).toEqual(first);
    expect(chosen).toEqual(first);
    expect(again).toEqual(routed);
    expect(again.status).toBe(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(again.body)).toMatchObject({ success: true });
  });

  it('reads a session in any of several Cookie headers, as the route does', async () => {
    await get('/api/events');
    const admin = await t.signIn('admin');
    const before = early.answered();
    const { port } = new URL(origin);
    const answer = await new Promise<{ status: number; cacheControl: string | undefined }>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: '/api/events', headers: { cookie: ['mandi.language=ml', admin] } },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode!, cacheControl: response.headers['cache-control'] }),
          );
        },
      );
      request.on('error', reject);
    });
    expect(answer).toEqual({ status: 200, cacheControl: 'no-store' });
    expect(early.answered()).toBe(before);
  });

  it('leaves a query, another method, another path and a session to the routes', async () => {
    await get('/api/events');
    const before = early.answered();
    for (const [path, init] of [
      ['/api/events?includeInactive=true', {}],
      ['/api/events/', {}],
      ['/api/events', { method: 'HEAD' }],
      ['/api/menu-items', {}],
    ] as const) {
      const response = await get(path, init);
      expect(response.status, path).toBeLessThan(500);
    }
    const admin = await t.signIn('admin');
    const asAdmin = await get('/api/events', { headers: { cookie: admin } });
    expect(asAdmin.status).toBe(200);
    // A session's answer is kept from caches, which only the route knows to do.
    expect(asAdmin.headers.get('cache-control')).toBe('no-store');
    expect(early.answered()).toBe(before);
  });

  it('never answers with a list older than the route would send', async () => {
    await get('/api/events');
    const title = 'Sale added while the list was ready';
    await createTestEvent(t.database.db, { maxOrders: 10, title });
    const list = (await (await get('/api/events')).json()) as { data: { title: string }[] };
    expect(list.data.map((event) => event.title)).toContain(title);
  });

  it('counts every early answer in the request durations, as the route counts its own', async () => {
    const count = async () => {
      const text = await (await get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      const line = text
        .split('\n')
        .find((row) => row.startsWith('http_request_duration_seconds_count{') && row.includes('route="/api/events"'));
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    await get('/api/events');
    const [counted, answered] = [await count(), early.answered()];
    await get('/api/events');
    await get('/api/events');
    expect(early.answered()).toBe(answered + 2);
    expect(await count()).toBe(counted + 2);
  });
});
