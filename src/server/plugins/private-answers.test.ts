import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/**
 * An answer that needs a session is never kept by a browser or a proxy
 * (`Cache-Control: no-store`), while the storefront's public answers keep their caching.
 */
describe('private answers are not cached', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const urlFor = (route: string) => route.replace(/:(\w+)/g, '999999');
  const privateReads = () => t.app.registeredRoutes.filter((r) => r.method === 'GET' && r.access !== 'public');

  it('answers no-store on every GET that needs a session, signed in or not', async () => {
    expect(privateReads().map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/bookings', '/api/bookings/export', '/api/users', '/api/diary-events']),
    );
    for (const route of privateReads()) {
      const url = urlFor(route.url);
      const signedIn = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(signedIn.headers['cache-control'], `GET ${url} → ${signedIn.statusCode}`).toBe('no-store');
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, `GET ${url}`).toBe(401);
      expect(anonymous.headers['cache-control'], `GET ${url} without a session`).toBe('no-store');
    }
  });

  it('answers the bookings, their CSV and the accounts with no-store', async () => {
    for (const url of ['/api/bookings', '/api/bookings/export', '/api/users']) {
      const answer = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answers a public read made with a session (the admin’s view) with no-store', async () => {
    const adminView = await t.app.inject({
      method: 'GET',
      url: '/api/events?includeInactive=true',
      headers: { cookie: admin },
    });
    expect(adminView.statusCode).toBe(200);
    expect(adminView.headers['cache-control']).toBe('no-store');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: admin } });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('leaves the storefront’s public answers cacheable', async () => {
    for (const url of ['/api/events', '/api/settings', '/api/health']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'] ?? '', url).not.toContain('no-store');
    }
  });
});
