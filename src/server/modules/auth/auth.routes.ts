import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequestSchema, sessionUserSchema } from '#shared/schemas/auth.ts';
import type { Db } from '../../db/database.ts';
import { endSession, startSession, toSessionUser, type SessionCookieOptions } from '../../plugins/sessions.ts';
import { findUserByUsername } from '../users/users.repo.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { verifyAgainstDecoy, verifyPassword } from './password.ts';

interface AuthRoutesOptions {
  db: Db;
  cookie: SessionCookieOptions;
  limiter: LoginLimiter;
}

const userReply = z.object({ success: z.literal(true), user: sessionUserSchema });
const errorReply = z.object({ success: z.literal(false), error: z.string() });

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, cookie, limiter }) => {
  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: { body: loginRequestSchema, response: { 200: userReply, 401: errorReply, 429: errorReply } },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const waitMs = limiter.retryAfterMs(username, request.ip);
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / 60_000);
        reply.header('retry-after', Math.ceil(waitMs / 1000));
        return reply.status(429).send({
          success: false,
          error: `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        });
      }
      const user = await findUserByUsername(db, username);
      const valid = user?.active
        ? await verifyPassword(password, user.password_hash)
        : await verifyAgainstDecoy(password);
      if (!user || !valid) {
        limiter.recordFailure(username, request.ip);
        return reply.status(401).send({ success: false, error: 'Invalid credentials' });
      }
      limiter.recordSuccess(username);
      await startSession(db, reply, user, cookie);
      request.log.info({ userId: user.id }, 'signed in');
      return { success: true as const, user: toSessionUser(user) };
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { response: { 200: z.object({ success: z.literal(true) }) } } },
    async (request, reply) => {
      await endSession(db, request, reply);
      return { success: true as const };
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { access: 'public', readsSession: true },
      schema: { response: { 200: z.object({ success: z.literal(true), user: sessionUserSchema.nullable() }) } },
    },
    async (request) => ({ success: true as const, user: request.user }),
  );
};
