import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { listUsers } from './users.repo.ts';
import { confirmCurrentPassword, createAccount, updateAccount } from './users.service.ts';

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

export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
      const user = await createAccount(db, request.body);
      return reply.status(201).send({ success: true as const, user: toAccount(user) });
    },
  );

  app.put(
    '/api/users/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, body: updateAccountSchema, response: { 200: accountReply } },
    },
    async (request) => {
      const { currentPassword, ...changes } = request.body;
      // A session left open on a shared screen must not be enough to take the account over.
      if (request.params.id === request.user!.id && changes.password !== undefined) {
        await confirmCurrentPassword(db, request.user!.id, currentPassword);
      }
      return { success: true as const, user: toAccount(await updateAccount(db, request.params.id, changes)) };
    },
  );
};
