import { z } from 'zod';
import { successReply } from './common.ts';
import { MAIL_NEEDS } from '../domain/mail-readiness.ts';

export const MAIL_STATUSES = ['waiting', 'sent', 'failed'] as const;

/** One mail of the outbox, as the admin sees it. */
export const outboxMailSchema = z.object({
  id: z.number(),
  kind: z.string(),
  bookingId: z.string(),
  to: z.string(),
  language: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const mailOutboxReply = successReply({
  /** Whether this server sends mail; why not, or what is missing from what it sends. */
  sending: z.object({ on: z.boolean(), reason: z.string().nullable() }),
  counts: z.object({ waiting: z.number(), sent: z.number(), failed: z.number() }),
  /** The newest first, at most 100. */
  mails: z.array(outboxMailSchema),
});
export type MailOutboxReply = z.infer<typeof mailOutboxReply>;

/** What customer mail still needs before it is sent (none: it is sent), for the admin's overview. */
export const mailReadinessReply = successReply({ missing: z.array(z.enum(MAIL_NEEDS)) });
export type MailReadinessReply = z.infer<typeof mailReadinessReply>;
