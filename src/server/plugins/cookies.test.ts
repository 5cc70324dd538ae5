import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cookiesPlugin } from './cookies.ts';

describe('cookiesPlugin', () => {
  it('reads the Cookie header when asked, and writes each cookie set as its own Set-Cookie header', async () => {
    const app = Fastify();
    await app.register(cookiesPlugin);
    app.get('/', (request, reply) => {
      reply.setCookie('kept', `was ${request.cookies.kept ?? 'none'}`, { path: '/', httpOnly: true, maxAge: 60 });
      reply.clearCookie('gone', { path: '/api' });
      return { kept: request.cookies.kept ?? null, other: request.cookies.other ?? null };
    });
    app.get('/none', () => ({ fine: true }));
    try {
      const answer = await app.inject({ url: '/', headers: { cookie: 'kept=a%20b; other=2' } });
      expect(answer.json()).toEqual({ kept: 'a b', other: '2' });
      expect(answer.headers['set-cookie']).toEqual([
        'kept=was%20a%20b; Max-Age=60; Path=/; HttpOnly; SameSite=Lax',
        'gone=; Max-Age=0; Path=/api; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
      ]);
      const fresh = await app.inject({ url: '/' });
      expect(fresh.json()).toEqual({ kept: null, other: null });
      expect((await app.inject({ url: '/none' })).headers['set-cookie']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
