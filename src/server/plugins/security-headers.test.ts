import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TEST_DIALECT } from '../test/test-database.ts';
import { contentSecurityPolicy } from './security-headers.ts';

const razorpay = {
  provider: 'razorpay' as const,
  keyId: 'rzp_test_headers',
  keySecret: 'key-secret',
  webhookSecret: 'webhook-secret',
  apiUrl: undefined,
};

/** Reads an event stream until `done`; resolves true once the server ends it. */
async function streamEnds(response: Response, withinMs: number): Promise<boolean> {
  const reader = response.body!.getReader();
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), withinMs));
  const ended = (async () => {
    for (;;) if ((await reader.read()).done) return true as const;
  })();
  return Promise.race([ended, timeout]);
}

describe.skipIf(TEST_DIALECT !== 'sqlite')('security headers', () => {
  let t: TestApp;
  let address: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({
      config: { publicUrl: 'https://mandi.example', chatWidgetSrc: 'https://embed.chat.example/widget.js' },
      sessionRecheckMs: 50,
    });
    admin = await t.signIn('admin');
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('sends CSP, HSTS (the public address is https), Permissions-Policy and the rest on every answer', async () => {
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/api/events' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-call' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
    ]) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' https://embed.chat.example;");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['permissions-policy']).toContain('geolocation=(self)');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('allows Razorpay’s checkout only when Razorpay takes the payments, and map tiles from the tile server', () => {
    const base = { mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', chatWidgetSrc: undefined };
    const test = contentSecurityPolicy({ ...base, payment: { ...razorpay, provider: 'test' } });
    const live = contentSecurityPolicy({ ...base, payment: razorpay });
    expect(test).not.toContain('razorpay');
    expect(live).toContain("script-src 'self' https://checkout.razorpay.com;");
    expect(live).toContain('frame-src https://api.razorpay.com https://checkout.razorpay.com;');
    expect(live).toContain("img-src 'self' data: blob: https://*.tile.example.org;");
  });

  it('sends them on the bookings event stream too', async () => {
    const controller = new AbortController();
    const response = await fetch(`${address}/api/bookings/stream`, {
      headers: { cookie: admin },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('strict-transport-security')).toBeTruthy();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    controller.abort();
  });

  it('closes an open bookings stream when its account is deactivated, and when it signs out', async () => {
    const manager = await t.signIn('admin', 'manager');
    const managerId = (
      await t.database.db.selectFrom('users').select('id').where('username', '=', 'manager').executeTakeFirstOrThrow()
    ).id;
    const open = () => fetch(`${address}/api/bookings/stream`, { headers: { cookie: manager } });

    const deactivated = await open();
    expect(deactivated.status).toBe(200);
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${managerId}`,
      headers: { cookie: admin },
      payload: { active: false },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await streamEnds(deactivated, 3000)).toBe(true);
    expect((await open()).status).toBe(401);

    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${managerId}`,
      headers: { cookie: admin },
      payload: { active: true },
    });
    const again = await t.signIn('admin', 'manager2');
    const signedIn = await fetch(`${address}/api/bookings/stream`, { headers: { cookie: again } });
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: again } });
    expect(await streamEnds(signedIn, 3000)).toBe(true);
  });
});
