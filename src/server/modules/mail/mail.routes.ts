import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailOutboxReply, MAIL_STATUSES } from '#shared/schemas/mail.ts';
import type { Db } from '#server/db/database.ts';

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
    async () => {
      const rows = await db
        .selectFrom('mail_outbox')
        .innerJoin('bookings', 'bookings.id', 'mail_outbox.booking_id')
        .select([
          'mail_outbox.id',
          'mail_outbox.kind',
          'bookings.reference',
          'mail_outbox.to_address',
          'mail_outbox.language',
          'mail_outbox.status',
          'mail_outbox.attempts',
          'mail_outbox.next_attempt_at',
          'mail_outbox.last_error',
          'mail_outbox.created_at',
          'mail_outbox.sent_at',
        ])
        .orderBy('mail_outbox.id', 'desc')
        .limit(100)
        .execute();
      const counted = await db
        .selectFrom('mail_outbox')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      const counts = Object.fromEntries(
        MAIL_STATUSES.map((status) => [status, Number(counted.find((row) => row.status === status)?.n ?? 0)]),
      ) as Record<(typeof MAIL_STATUSES)[number], number>;
      return {
        success: true as const,
        sending,
        counts,
        mails: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          bookingId: row.reference,
          to: row.to_address,
          language: row.language,
          status: row.status,
          attempts: row.attempts,
          nextAttemptAt: row.status === 'waiting' ? row.next_attempt_at : null,
          lastError: row.last_error,
          createdAt: row.created_at,
          sentAt: row.sent_at,
        })),
      };
    },
  );
};
