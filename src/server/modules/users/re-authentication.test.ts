import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASHES_AT_ONCE, HASHES_WAITING, verifyPassword } from '#server/lib/password.ts';
import { createTestApp, loginCookie, TEST_PASSWORD, type TestApp } from '#server/test/test-app.ts';

/**
 * A current-password check is a sign-in attempt (same limiter), and an admin session
 * cannot make another admin, nor change another admin's password, role or active state, without
 * giving its own password again.
 */
// Each test hashes a dozen passwords at full cost (128 MiB of scrypt each): on a machine running a second
// suite beside this one that takes longer than the default 30 s, without anything being wrong.
describe('re-authentication of the acting admin', { timeout: 120_000 }, () => {
  let t: TestApp;
  let addresses = 0;
  /** Each test acts from its own address, so that one test's wrong guesses do not limit another. */
  const newAddress = () => `198.51.100.${++addresses}`;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function adminAt(remoteAddress: string, username: string) {
    const cookie = await t.signIn('admin', username);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    const id = me.json().user.id as number;
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie }, payload, remoteAddress });
    return { id, cookie, call };
  }

  async function accountsNamed(call: Awaited<ReturnType<typeof adminAt>>['call'], username: string) {
    const list = (await call('GET', '/api/users')).json().data as { id: number; username: string; role: string }[];
    return list.filter((account) => account.username === username);
  }

  it('answers 429 once wrong current passwords reach the sign-in limit, and the right one waits too', async () => {
    const address = newAddress();
    const { id, call } = await adminAt(address, 'guessed');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const answer = await call('PUT', `/api/users/${id}`, {
        password: 'a brand new password',
        currentPassword: `guess ${i}`,
      });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(answer.json()).toMatchObject({ code: 'adminSettings.messages.tooManyPasswordTries' });
        expect(answer.json().error).toMatch(/^Too many wrong passwords/);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const right = await call('PUT', `/api/users/${id}`, {
      password: 'a brand new password',
      currentPassword: TEST_PASSWORD,
    });
    expect(right.statusCode).toBe(429);
    // The same count as the sign-in screen's: signing in as that name from that address waits as well.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'guessed', password: TEST_PASSWORD },
      remoteAddress: address,
    });
    expect(signIn.statusCode).toBe(429);
    // Nothing changed: the old password still signs in (from elsewhere).
    await expect(loginCookie(t.app, 'guessed', TEST_PASSWORD)).resolves.toMatch(/^mandi_session=/);
  });

  it('counts wrong sign-ins and wrong confirmations together', async () => {
    const address = newAddress();
    const { call } = await adminAt(address, 'mixed');
    for (let i = 0; i < 4; i += 1) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'mixed', password: `guess ${i}` },
        remoteAddress: address,
      });
      expect(wrong.statusCode).toBe(401);
    }
    const create = (currentPassword: string) =>
      call('POST', '/api/users', {
        username: `made-${currentPassword.length}`,
        password: TEST_PASSWORD,
        role: 'admin',
        currentPassword,
      });
    expect((await create('fifth guess')).statusCode).toBe(400);
    expect((await create(TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('creates an admin only with the acting admin’s own password, and a staff account without it', async () => {
    const { call } = await adminAt(newAddress(), 'creator');
    const newAdmin = { username: 'second-boss', password: 'another long password', role: 'admin' };

    const missing = await call('POST', '/api/users', newAdmin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      error: 'Enter your current password',
      code: 'adminSettings.password.currentMissing',
      field: 'currentPassword',
    });
    const wrong = await call('POST', '/api/users', { ...newAdmin, currentPassword: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'adminSettings.password.currentWrong', field: 'currentPassword' });
    expect(await accountsNamed(call, 'second-boss')).toEqual([]);

    const right = await call('POST', '/api/users', { ...newAdmin, currentPassword: TEST_PASSWORD });
    expect(right.statusCode).toBe(201);
    expect(right.json().user).toMatchObject({ username: 'second-boss', role: 'admin' });

    const cook = await call('POST', '/api/users', {
      username: 'cook-no-confirm',
      password: TEST_PASSWORD,
      role: 'staff',
    });
    expect(cook.statusCode).toBe(201);
  });

  it('changes another admin’s password, role or active state, or promotes staff, only with the acting admin’s password', async () => {
    const { call } = await adminAt(newAddress(), 'acting');
    await t.signIn('admin', 'victim');
    await t.signIn('staff', 'climber');
    const [victim] = await accountsNamed(call, 'victim');
    const [climber] = await accountsNamed(call, 'climber');
    const attempts = [
      { id: victim!.id, changes: { password: 'taken over password' } },
      { id: victim!.id, changes: { role: 'staff' } },
      { id: victim!.id, changes: { active: false } },
      { id: climber!.id, changes: { role: 'admin' } },
    ];
    for (const { id, changes } of attempts) {
      const bare = await call('PUT', `/api/users/${id}`, changes);
      expect(bare.statusCode, JSON.stringify(changes)).toBe(400);
      expect(bare.json().code).toBe('adminSettings.password.currentMissing');
      const wrong = await call('PUT', `/api/users/${id}`, { ...changes, currentPassword: 'not my password' });
      expect(wrong.statusCode, JSON.stringify(changes)).toBe(400);
      expect(wrong.json().code).toBe('adminSettings.password.currentWrong');
    }
    // Nothing changed: the victim still signs in with the old password, the climber is still staff.
    await expect(loginCookie(t.app, 'victim', TEST_PASSWORD)).resolves.toMatch(/^mandi_session=/);
    expect((await accountsNamed(call, 'victim'))[0]).toMatchObject({ role: 'admin', active: true });
    expect((await accountsNamed(call, 'climber'))[0]).toMatchObject({ role: 'staff' });

    const confirmed = await call('PUT', `/api/users/${victim!.id}`, {
      password: 'a fresh password here',
      currentPassword: TEST_PASSWORD,
    });
    expect(confirmed.statusCode).toBe(200);
    await expect(loginCookie(t.app, 'victim', 'a fresh password here')).resolves.toMatch(/^mandi_session=/);
    const promoted = await call('PUT', `/api/users/${climber!.id}`, { role: 'admin', currentPassword: TEST_PASSWORD });
    expect(promoted.json().user.role).toBe('admin');
  });

  it('resets a staff password and changes names without asking again', async () => {
    const { call } = await adminAt(newAddress(), 'keeper');
    await t.signIn('staff', 'forgetful');
    const [cook] = await accountsNamed(call, 'forgetful');
    expect((await call('PUT', `/api/users/${cook!.id}`, { password: 'a new cook password' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/users/${cook!.id}`, { active: false })).statusCode).toBe(200);
    const [other] = await accountsNamed(call, 'victim');
    expect((await call('PUT', `/api/users/${other!.id}`, { displayName: 'Renamed' })).statusCode).toBe(200);
  });

  it('answers 404 for an account that does not exist, before asking for anything', async () => {
    const { call } = await adminAt(newAddress(), 'seeker');
    const missing = await call('PUT', '/api/users/999999', { role: 'admin' });
    expect(missing.statusCode).toBe(404);
  });

  it('confirms a signed-in admin’s password and sets new ones while a flood of guesses fills the open lane', async () => {
    const { call } = await adminAt(newAddress(), 'flooded-admin');
    const other = await adminAt(newAddress(), 'other-admin');
    const stored = (
      await t.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('username', '=', 'other-admin')
        .executeTakeFirstOrThrow()
    ).password_hash;
    const flood = Array.from({ length: HASHES_AT_ONCE + HASHES_WAITING }, (_, i) =>
      verifyPassword(`guess ${i}`, stored),
    );
    // The open lane is full: an anonymous sign-in would be told the server is busy.
    await expect(verifyPassword('one more guess', stored)).rejects.toMatchObject({
      code: 'refusals.auth.passwordsBusy',
    });

    const demoted = await call('PUT', `/api/users/${other.id}`, { role: 'staff', currentPassword: TEST_PASSWORD });
    expect(demoted.statusCode).toBe(200);
    const created = await call('POST', '/api/users', {
      username: 'made-in-a-flood',
      password: 'a long enough new password',
      role: 'admin',
      currentPassword: TEST_PASSWORD,
    });
    expect(created.statusCode).toBe(201);
    expect(await Promise.all(flood)).toEqual(flood.map(() => false));
  }, 60_000);
});
