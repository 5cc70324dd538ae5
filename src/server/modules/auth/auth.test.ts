import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginCookie, TEST_ADMIN, TEST_PASSWORD, type TestApp } from '#server/test/test-app.ts';
import { createLoginLimiter, DEFAULT_LOGIN_LIMITS } from '#server/lib/login-limiter.ts';

describe('accounts and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      loginLimiter: createLoginLimiter({ ...DEFAULT_LOGIN_LIMITS, perNameAndAddress: 3, perAddress: 10 }),
    });
  });
  afterAll(() => t.close());

  const me = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} }).then((r) => r.json());

  it('creates the first admin from ADMIN_USERNAME and ADMIN_PASSWORD, who can sign in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user: { username: 'owner', role: 'admin' } });
    const cookie = response.cookies.find((c) => c.name === 'mandi_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(new Date(cookie.expires!).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    expect(await me(`mandi_session=${cookie.value}`)).toMatchObject({ user: { username: 'owner' } });
  });

  it('stores only a hash of the session token', async () => {
    const cookie = await loginCookie(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const token = cookie.split('=')[1]!;
    const rows = await t.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
  });

  it('answers a wrong password and an unknown user alike, with 401', async () => {
    for (const payload of [
      { username: 'owner', password: 'wrong password' },
      { username: 'nobody', password: 'wrong password' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        error: 'Invalid credentials',
        code: 'refusals.auth.invalidCredentials',
      });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('refuses further attempts for a name after repeated failures, even with the right password', async () => {
    await t.signIn('staff', 'guessed');
    const attempt = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'guessed', password } });
    for (let i = 0; i < 3; i++) expect((await attempt(`wrong-${i}-password`)).statusCode).toBe(401);
    const refused = await attempt(TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an address that tries many names', async () => {
    const address = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: address,
        payload: { username: `user${i}`, password: 'not-a-password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('signs out: the cookie is cleared and the session no longer works', async () => {
    const cookie = await loginCookie(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'mandi_session')?.value).toBe('');
    expect(await me(cookie)).toEqual({ success: true, user: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie } })).statusCode).toBe(401);
  });

  it('does not accept an expired session', async () => {
    const cookie = await t.signIn('admin');
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await me(cookie)).toEqual({ success: true, user: null });
  });

  it('ends the sessions of a deactivated account', async () => {
    const admin = await t.signIn('admin');
    const staff = await t.signIn('staff', 'leaving');
    expect((await me(staff)).user).toMatchObject({ username: 'leaving' });
    const { id } = (await me(staff)).user;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: { cookie: admin },
      payload: { active: false },
    });
    expect(response.statusCode).toBe(200);
    expect(await me(staff)).toEqual({ success: true, user: null });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'leaving', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses state-changing requests from another site', async () => {
    const cookie = await t.signIn('admin');
    const payload = { username: 'from-evil', password: 'a fine long password', role: 'staff' };
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie, origin: 'https://evil.example', host: 'mandi.example' },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      success: false,
      error: 'Requests from another site are not allowed',
      code: 'refusals.access.otherSite',
    });
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await me(cookie)).toMatchObject({ user: { role: 'admin' } });
    const users = await t.database.db
      .selectFrom('users')
      .select('username')
      .where('username', '=', 'from-evil')
      .execute();
    expect(users).toEqual([]);

    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie, origin: 'https://mandi.example', host: 'mandi.example' },
      payload,
    });
    expect(sameOrigin.statusCode).toBe(201);
  });
});
