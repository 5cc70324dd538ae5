import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database.ts';
import { LIVE_TOPIC } from '#shared/domain/live-topics.ts';
import type { LiveTopics } from '#server/lib/live-topics.ts';
import type { PaymentGateway } from '#server/lib/payment-gateway.ts';
import { runReconciliationPass, SCHEDULED_LOOK_AHEAD_MS } from './payment-reconciliation.service.ts';
import { settleDueRefunds } from './refunds.service.ts';
import { runWaitingListRound } from './waiting-list.service.ts';

const EVERY_MS = 60_000;

/**
 * At start and every minute, settles holds lapsing unconfirmed and payments without booking (see
 * runReconciliationPass), asks the gateway
 * about refunds it has not ended (see settleDueRefunds), and offers freed slots to the waiting lists
 * (see runWaitingListRound).
 */
export function startReconciliation(app: FastifyInstance, db: Db, gateway: PaymentGateway, live: LiveTopics): void {
  let running = false;
  const round = () => {
    if (running) return;
    running = true;
    runReconciliationPass(db, gateway, {
      lookAheadMs: SCHEDULED_LOOK_AHEAD_MS,
      onBooked: () => live.publish(LIVE_TOPIC.bookings),
    })
      .catch((error: unknown) => app.log.error({ err: error }, 'payment reconciliation failed'))
      .then(() => settleDueRefunds(db, gateway))
      .catch((error: unknown) => app.log.error({ err: error }, 'refund round failed'))
      .then(() => runWaitingListRound(db))
      .then((events) => {
        if (events && events.length > 0) live.publish(LIVE_TOPIC.bookings);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'waiting-list round failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(round, EVERY_MS);
  app.addHook('onReady', async () => round());
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
