import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Sends broken input to every registered route, signed in as an admin so that the checks are reached:
 * never a 500, always `{success:false, error}`, and nothing written.
 */
describe('bad input on every route', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const bodyRoutes = () =>
    t.app.registeredRoutes.filter((r) => WITH_BODY.has(r.method) && r.url !== '/api/auth/logout');
  const urlFor = (route: string) => route.replace(/:(\w+)/g, '1');
  /**
   * Routes whose every field has a default, so `{}` is a valid body: the kitchen's start, complete and
   * reset (the actor's name defaults to 'User'; an undo needs its reason, an edit its version), diary events (a missing title or date is refused by
   * the service with its own code, kitchenRules.diary.titleDateRequired; see diary.test.ts), and an
   * admin's archive and unarchive of a diary event, release of a payment hold, a reconciliation pass, a
   * refund of a payment without booking and a customer's cancellation, which take no body.
   */
  const EMPTY_BODY_ALLOWED = new Set([
    'POST /api/diary-events/create',
    'POST /api/diary-events/:id/archive',
    'POST /api/diary-events/:id/unarchive',
    'POST /api/todos/:eventId/reset',
    'POST /api/todos/:eventId/:taskId/start',
    'POST /api/todos/:eventId/:taskId/complete',
    'POST /api/holds/:id/release',
    'POST /api/payments/reconcile',
    'POST /api/payments/unbooked/:id/refund',
    'POST /api/my-booking/:token/cancel',
  ]);

  async function snapshot() {
    const db = t.database.db;
    const [users, settings, sessions] = await Promise.all([
      db.selectFrom('users').selectAll().orderBy('id').execute(),
      db.selectFrom('settings').selectAll().orderBy('key').execute(),
      db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { users, settings, sessions: Number(sessions.n) };
  }

  function send(method: string, url: string, payload: string, contentType = 'application/json') {
    return t.app.inject({
      method: method as Method,
      url,
      headers: { cookie: admin, 'content-type': contentType },
      payload,
    });
  }

  function expectRefused(response: { statusCode: number; json(): unknown }, status: number, label: string) {
    expect(response.statusCode, label).toBe(status);
    expect(response.json(), label).toMatchObject({ success: false, error: expect.any(String) });
    expect(
      Object.keys(response.json() as object).every((key) =>
        ['success', 'error', 'code', 'field', 'params'].includes(key),
      ),
    ).toBe(true);
  }

  it('refuses malformed JSON with 400', async () => {
    const before = await snapshot();
    for (const route of bodyRoutes()) {
      for (const payload of ['{"username": ', '{bad json}', 'null', '[1,2', '"unterminated']) {
        const response = await send(route.method, urlFor(route.url), payload);
        expectRefused(response, 400, `${route.method} ${route.url} ${payload}`);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  /**
   * The inventory's whole-list saves and imports take up to 5 MB (2,000 items with their price histories);
   * an event's whole task list up to 2 MB (300 tasks with long descriptions).
   */
  const LARGER_LIMITS = new Map([
    ['POST /api/inventory', 5],
    ['POST /api/inventory/import', 5],
    ['POST /api/todos/:eventId', 2],
  ]);

  it('refuses bodies over 100 KB (2 MB for a task list, 5 MB for inventory imports) with 413', async () => {
    const before = await snapshot();
    const huge = JSON.stringify({ username: 'x'.repeat(200 * 1024), password: 'y' });
    const past = (megabytes: number) => JSON.stringify({ items: 'x'.repeat((megabytes + 1) * 1024 * 1024) });
    for (const route of bodyRoutes()) {
      const limit = LARGER_LIMITS.get(`${route.method} ${route.url}`);
      const body = limit ? past(limit) : huge;
      const response = await send(route.method, urlFor(route.url), body);
      expectRefused(response, 413, `${route.method} ${route.url}`);
      expect(response.json()).toEqual({
        success: false,
        error: 'Request body is too large',
        code: 'refusals.request.tooLarge',
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses missing fields and wrong types with 400 and a message naming the field', async () => {
    const before = await snapshot();
    for (const route of bodyRoutes().filter((r) => !EMPTY_BODY_ALLOWED.has(`${r.method} ${r.url}`))) {
      const response = await send(route.method, urlFor(route.url), JSON.stringify({}));
      expectRefused(response, 400, `${route.method} ${route.url} {}`);
      expect((response.json() as { error: string }).error).toMatch(/^Invalid /);
    }
    const wrongTypes = await send('POST', '/api/auth/login', JSON.stringify({ username: 42, password: ['x'] }));
    expect(wrongTypes.json()).toMatchObject({
      success: false,
      error: expect.stringMatching(/^Invalid username: /),
      field: 'username',
    });
    const unsupported = await send('POST', '/api/users', 'username=a', 'application/x-www-form-urlencoded');
    expectRefused(unsupported, 415, 'form-encoded body');
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for unknown ids', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/987654',
      headers: { cookie: admin },
      payload: { displayName: 'Ghost' },
    });
    expectRefused(response, 404, 'unknown user');
    const notANumber = await t.app.inject({
      method: 'PUT',
      url: '/api/users/abc',
      headers: { cookie: admin },
      payload: { displayName: 'Ghost' },
    });
    expectRefused(notANumber, 400, 'id that is not a number');
  });

  it('never answers 500 to any JSON value on any route', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bodyRoutes()), fc.jsonValue(), async (route, value) => {
        const response = await send(route.method, urlFor(route.url), JSON.stringify(value));
        expect(response.statusCode, `${route.method} ${route.url} ${JSON.stringify(value)}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json()).toMatchObject({ success: false });
      }),
      // Seeded: every run tries the same bodies, so a pass or a failure is the same on every machine.
      { numRuns: 150, seed: 240_001 },
    );
    expect(await snapshot()).toEqual(before);
  });
});
