import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database.ts';
import { mailNeedsSentence, missingForMail, type MailSetup } from '#shared/domain/mail-readiness.ts';
import { readBusinessSettings } from '#server/modules/settings/settings.service.ts';
import { missingForSender, sendDueMail, type Sender } from './mail.service.ts';

const EVERY_MS = 5_000;

/** Says in the log, at start, whether customer mail is sent, and if not exactly what to set. */
export async function reportMailReadiness(app: FastifyInstance, db: Db, setup: MailSetup): Promise<void> {
  const missing = missingForMail(setup, await readBusinessSettings(db));
  if (missing.length > 0) app.log.warn({ missing }, mailNeedsSentence(missing));
  else app.log.info('Customer mail is sent: the mail server, PUBLIC_URL and the business contact are set.');
}

/**
 * Every few seconds, sends the outbox's due mail (see sendDueMail); one round at a time. While the
 * business's contact is missing nothing is sent, and the log says so each time that changes.
 */
export function startMailDelivery(app: FastifyInstance, db: Db, sender: Sender): void {
  let running = false;
  // What was missing at the last round; null before the first (reportMailReadiness said it at start).
  let lastMissing: string | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    readBusinessSettings(db)
      .then((settings) => {
        const missing = missingForSender(sender, settings);
        if (lastMissing !== null && missing.join() !== lastMissing) {
          if (missing.length > 0) app.log.warn({ missing }, mailNeedsSentence(missing));
          else if (lastMissing) app.log.info('Customer mail is sent again: everything it needs is set.');
          lastMissing = missing.join();
        }
        return sendDueMail(db, sender);
      })
      .then(({ failed }) => {
        if (failed) app.log.warn({ failed }, 'some mail could not be sent; it will be tried again');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'mail delivery failed'))
      .finally(() => {
        running = false;
      });
  }, EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    sender.mailer.close();
  });
}
