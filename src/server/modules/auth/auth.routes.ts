import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserReply, loginRequestSchema, signedInReply } from '#shared/schemas/auth.ts';
import { errorReply, okReply } from '#shared/schemas/common.ts';
import type { Db } from '#server/db/database.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { endSession, startSession, toSessionUser, type SessionCookieOptions } from '#server/plugins/sessions.ts';
import { checkSignIn } from './auth.service.ts';
import { comesFromKnownDevice, rememberDevice } from './known-device.ts';
import type { LoginLimiter } from '#server/lib/login-limiter.ts';

interface AuthRoutesOptions {
  db: Db;
  cookie: SessionCookieOptions;
  limiter: LoginLimiter;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, cookie, limiter }) => {
  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: { body: loginRequestSchema, response: { 200: signedInReply, 401: errorReply, 429: errorReply } },
    },
    async (request, reply) => {
      const user = await checkSignIn(db, limiter, {
        ...request.body,
        ip: request.ip,
        fromKnownDevice: (account) => comesFromKnownDevice(request, account),
      });
      if (!user) throw textRefusal(401, 'refusals.auth.invalidCredentials');
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
