import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserReply, loginRequestSchema, signedInReply } from '#shared/schemas/auth.ts';
import { errorReply, okReply } from '#shared/schemas/common.ts';
import type { Db } from '#server/db/database.ts';
import { endSession, startSession, toSessionUser, type SessionCookieOptions } from '#server/plugins/sessions.ts';
import { findUserByUsername } from '#server/modules/users/users.repo.ts';
import { comesFromKnownDevice, rememberDevice } from './known-device.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { passwordsBusy, verifyAgainstDecoy, verifyPassword } from './password.ts';
import { HttpError, tooManyRequests } from '#server/lib/http-error.ts';
import type { User } from '#server/db/schema.ts';

interface AuthRoutesOptions {
  db: Db;
  cookie: SessionCookieOptions;
  limiter: LoginLimiter;
}

function tooManyFailures(waitMs: number) {
  const minutes = Math.ceil(waitMs / 60_000);
  return tooManyRequests(
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    'sign-in-limited',
  );
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, cookie, limiter }) => {
  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: { body: loginRequestSchema, response: { 200: signedInReply, 401: errorReply, 429: errorReply } },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const attempt = limiter.attempt(username, request.ip);
      if (!attempt.allowed) {
        reply.header('retry-after', Math.ceil(attempt.retryAfterMs / 1000));
        throw attempt.reason === 'busy' ? passwordsBusy() : tooManyFailures(attempt.retryAfterMs);
      }
      let valid: boolean;
      let user: User | undefined;
      try {
        user = await findUserByUsername(db, username);
        valid = user?.active
          ? await verifyPassword(password, user.password_hash, comesFromKnownDevice(request, user) ? 'known' : 'open')
          : await verifyAgainstDecoy(password);
      } catch (error) {
        attempt.settle('unchecked');
        if (error instanceof HttpError && error.statusCode === 429) reply.header('retry-after', 1);
        throw error;
      }
      attempt.settle(valid ? 'succeeded' : 'failed');
      if (!user || !valid) return reply.status(401).send({ success: false, error: 'Invalid credentials' });
      await startSession(db, reply, user, cookie);
      rememberDevice(request, reply, user, cookie.secure);
      request.log.info({ userId: user.id }, 'signed in');
      return { success: true as const, user: toSessionUser(user) };
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { response: { 200: okReply } } },
    async (request, reply) => {
      await endSession(db, request, reply);
      return { success: true as const };
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { access: 'public', readsSession: true },
      schema: { response: { 200: currentUserReply } },
    },
    async (request) => ({ success: true as const, user: request.user }),
  );
};
