import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { pruneExpiredSessions } from './session-pruning.ts';

describe('session pruning', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('deletes expired sessions and keeps live ones', async () => {
    const live = await t.signIn('staff', 'cook-live');
    const { id } = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'cook-live')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('sessions')
      .values({
        token_hash: 'expired-one',
        user_id: id,
        created_at: '2026-01-01T00:00:00.000Z',
        expires_at: '2026-01-31T00:00:00.000Z',
      })
      .execute();
    await pruneExpiredSessions(t.database.db);
    const left = await t.database.db.selectFrom('sessions').select('token_hash').where('user_id', '=', id).execute();
    expect(left.map((row) => row.token_hash)).not.toContain('expired-one');
    expect(left).toHaveLength(1);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: live } });
    expect(me.json().user.username).toBe('cook-live');
  });
});
