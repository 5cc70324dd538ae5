import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailOutboxReply } from '#shared/schemas/mail.ts';
import type { Db } from '#server/db/database.ts';
import { outboxForAdmin } from './mail.service.ts';

interface MailRoutesOptions {
  db: Db;
  /** Whether this server sends mail; why not, or what is missing from it. */
  sending: { on: boolean; reason: string | null };
}

/** The admin's view of the outbox: whether mail goes out at all, and each mail's state. */
export const mailRoutes: FastifyPluginAsyncZod<MailRoutesOptions> = async (app, { db, sending }) => {
  app.get(
    '/api/mail-outbox',
    { config: { access: 'admin' }, schema: { response: { 200: mailOutboxReply } } },
    async () => ({ success: true as const, sending, ...(await outboxForAdmin(db)) }),
  );
};
