import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** Walks every registered route: each declares who may call it, and the server enforces it. */
describe('route access', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('staff');
  });
  afterAll(() => t.close());

  const urlFor = (route: string) => route.replace(/:(\w+)/g, '999999');

  it('every route declares its access', () => {
    expect(t.app.registeredRoutes.length).toBeGreaterThan(5);
    const undeclared = t.app.registeredRoutes.filter((route) => !route.access);
    expect(undeclared).toEqual([]);
  });

  it('answers 401 without a session on every non-public route', async () => {
    for (const route of t.app.registeredRoutes.filter((r) => r.access !== 'public')) {
      const response = await t.app.inject({ method: route.method as 'GET', url: urlFor(route.url), payload: {} });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        error: 'Please sign in first',
        code: 'refusals.access.signIn',
      });
    }
  });

  it('answers 403 to a staff session on every admin route', async () => {
    const adminRoutes = t.app.registeredRoutes.filter((r) => r.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const route of adminRoutes) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: urlFor(route.url),
        headers: { cookie: staff },
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});
