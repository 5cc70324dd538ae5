import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database.ts';
import { sendDueMail, type Sender } from './mail.service.ts';

const EVERY_MS = 5_000;

/** Every few seconds, sends the outbox's due mail (see sendDueMail); one round at a time. */
export function startMailDelivery(app: FastifyInstance, db: Db, sender: Sender): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDueMail(db, sender)
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
