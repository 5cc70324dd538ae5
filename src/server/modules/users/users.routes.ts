import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { asksForActorPassword, newAccountAsksForActorPassword } from '#shared/domain/re-authentication.ts';
import { idParamsSchema } from '#shared/schemas/common.ts';
import {
  accountReply,
  accountsReply,
  createAccountSchema,
  updateAccountSchema,
  type Account,
} from '#shared/schemas/users.ts';
import type { Db } from '#server/db/database.ts';
import type { User } from '#server/db/schema.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import type { LoginLimiter } from '#server/lib/login-limiter.ts';
import { confirmActorPassword } from './re-authentication.ts';
import { findUserById, listUsers } from './users.repo.ts';
import { createAccount, updateAccount } from './users.service.ts';

function toAccount(user: User): Account {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    displayName: user.display_name,
    email: user.email,
    active: user.active === 1,
    createdAt: user.created_at,
  };
}

export const usersRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: LoginLimiter }> = async (app, { db, limiter }) => {
  /**
   * The acting admin's own password, asked again (a session left open on a shared screen must not be
   * enough to take the business over); counted with the sign-in attempts of that account.
   */
  async function reauthenticate(request: FastifyRequest, reply: FastifyReply, currentPassword: string | undefined) {
    const { id, username } = request.user!;
    await confirmActorPassword(db, limiter, { id, username, ip: request.ip }, currentPassword);
  }

  app.get(
    '/api/users',
    {
      config: { access: 'admin' },
      schema: { response: { 200: accountsReply } },
    },
    async () => ({ success: true as const, data: (await listUsers(db)).map(toAccount) }),
  );

  app.post(
    '/api/users',
    { config: { access: 'admin' }, schema: { body: createAccountSchema, response: { 201: accountReply } } },
    async (request, reply) => {
      const { currentPassword, ...account } = request.body;
      if (newAccountAsksForActorPassword(account.role)) await reauthenticate(request, reply, currentPassword);
      const user = await createAccount(db, account);
      return reply.status(201).send({ success: true as const, user: toAccount(user) });
    },
  );

  app.put(
    '/api/users/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, body: updateAccountSchema, response: { 200: accountReply } },
    },
    async (request, reply) => {
      const { currentPassword, ...changes } = request.body;
      const target = await findUserById(db, request.params.id);
      if (!target) throw textRefusal(404, 'refusals.users.notFound');
      if (asksForActorPassword(request.user!.id, target, changes))
        await reauthenticate(request, reply, currentPassword);
      return { success: true as const, user: toAccount(await updateAccount(db, request.params.id, changes)) };
    },
  );
};
