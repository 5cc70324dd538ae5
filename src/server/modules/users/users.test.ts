import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginCookie, TEST_PASSWORD, type TestApp } from '#server/test/test-app.ts';

describe('staff accounts API', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin', 'boss');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin }, payload });

  it('adds a staff account that can sign in', async () => {
    const created = await call('POST', '/api/users', { username: 'Cook.One', password: TEST_PASSWORD, role: 'staff' });
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({ username: 'cook.one', role: 'staff', active: true });
    expect(created.body).not.toContain('password');
    await expect(loginCookie(t.app, 'cook.one', TEST_PASSWORD)).resolves.toMatch(/^mandi_session=/);
    const list = await call('GET', '/api/users');
    expect(list.json().data.map((u: { username: string }) => u.username)).toContain('cook.one');
  });

  it('refuses a taken name, a common password and a short one, writing nothing', async () => {
    const before = (await call('GET', '/api/users')).json().data.length;
    const taken = await call('POST', '/api/users', { username: 'boss', password: TEST_PASSWORD, role: 'staff' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('The username “boss” is already taken');
    const common = await call('POST', '/api/users', { username: 'cook2', password: 'password123', role: 'staff' });
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toBe('Password is too common; choose another');
    const short = await call('POST', '/api/users', { username: 'cook3', password: 'short', role: 'staff' });
    expect(short.json().error).toBe('Password must be at least 8 characters');
    expect((await call('GET', '/api/users')).json().data.length).toBe(before);
  });

  it('never leaves the business without an active admin', async () => {
    const users = (await call('GET', '/api/users')).json().data as { id: number; username: string; role: string }[];
    // The seeded owner and "boss" (signed in here): once the owner is demoted, boss is the last admin.
    const first = users.find((u) => u.username === 'owner');
    const last = users.find((u) => u.username === 'boss');
    const confirmed = { currentPassword: TEST_PASSWORD };
    expect((await call('PUT', `/api/users/${first!.id}`, { role: 'staff', ...confirmed })).statusCode).toBe(200);
    const demote = await call('PUT', `/api/users/${last!.id}`, { role: 'staff', ...confirmed });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toBe('The last active admin cannot be demoted or deactivated');
    expect((await call('PUT', `/api/users/${last!.id}`, { active: false, ...confirmed })).statusCode).toBe(409);
    expect((await call('PUT', `/api/users/${first!.id}`, { role: 'admin', ...confirmed })).statusCode).toBe(200);
  });

  it('resets a password: old sessions end and the new password works', async () => {
    const created = await call('POST', '/api/users', { username: 'cook4', password: TEST_PASSWORD, role: 'staff' });
    const { id } = created.json().user;
    const session = await loginCookie(t.app, 'cook4', TEST_PASSWORD);
    const reset = await call('PUT', `/api/users/${id}`, { password: 'a brand new password' });
    expect(reset.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session } });
    expect(me.json().user).toBeNull();
    await expect(loginCookie(t.app, 'cook4', 'a brand new password')).resolves.toMatch(/^mandi_session=/);
  });

  it('asks for the current password before a user changes their own', async () => {
    const own = await t.signIn('admin', 'owner-self');
    const { id } = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: own } })).json().user;
    const change = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: { cookie: own }, payload });

    const missing = await change({ password: 'a brand new password' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      error: 'Enter your current password',
      code: 'adminSettings.password.currentMissing',
      field: 'currentPassword',
    });
    const wrong = await change({ password: 'a brand new password', currentPassword: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'adminSettings.password.currentWrong', field: 'currentPassword' });
    await expect(loginCookie(t.app, 'owner-self', TEST_PASSWORD)).resolves.toMatch(/^mandi_session=/);

    const right = await change({ password: 'a brand new password', currentPassword: TEST_PASSWORD });
    expect(right.statusCode).toBe(200);
    await expect(loginCookie(t.app, 'owner-self', 'a brand new password')).resolves.toMatch(/^mandi_session=/);
  });
});
