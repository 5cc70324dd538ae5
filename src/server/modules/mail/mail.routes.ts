import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { missingForMail, type MailSetup } from '#shared/domain/mail-readiness.ts';
import { mailOutboxReply, mailReadinessReply } from '#shared/schemas/mail.ts';
import type { Db } from '#server/db/database.ts';
import { readBusinessSettings } from '#server/modules/settings/settings.service.ts';
import { outboxForAdmin, type MailSubjects } from './mail.service.ts';

interface MailRoutesOptions {
  db: Db;
  /** Whether this server sends mail; why not, or what is missing from it. */
  sending: { on: boolean; reason: string | null };
  /** This server's mail configuration, to say what customer mail still needs. */
  setup: MailSetup;
  /** Where the bookings the mails tell of are read. */
  subjects: MailSubjects;
}

/** The admin's view of the outbox: whether mail goes out at all, and each mail's state. */
export const mailRoutes: FastifyPluginAsyncZod<MailRoutesOptions> = async (app, { db, sending, setup, subjects }) => {
  app.get(
    '/api/mail-outbox',
    { config: { access: 'admin' }, schema: { response: { 200: mailOutboxReply } } },
    async () => ({ success: true as const, sending, ...(await outboxForAdmin(db, subjects)) }),
  );

  app.get(
    '/api/mail-readiness',
    { config: { access: 'admin' }, schema: { response: { 200: mailReadinessReply } } },
    async () => ({ success: true as const, missing: missingForMail(setup, await readBusinessSettings(db)) }),
  );
};
