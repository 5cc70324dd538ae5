import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { isRefusal, textRefusal } from '#server/lib/http-error.ts';
import type { LiveTopics } from '#server/lib/live-topics.ts';
import type { PaymentGateway } from '#server/lib/payment-gateway.ts';
import {
  announceBookingChange,
  applyRefundEvent,
  recordPayment,
  UNKNOWN_ORDER,
} from '#server/modules/bookings/bookings.service.ts';
import { isDuplicateWebhook, rememberWebhook } from './webhook-events.repo.ts';

const webhookSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: z.object({ id: z.string(), order_id: z.string().nullish() }) }).optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    refund: z.object({ entity: z.object({ id: z.string(), notes: z.unknown().optional() }) }).optional(),
  }),
});

export interface WebhookDelivery {
  /** The exact bytes the gateway sent (its signature covers them). */
  body: unknown;
  signature: unknown;
  /** The gateway's id of this delivery: a repeat of it is acknowledged without being applied again. */
  eventId: unknown;
}

interface WebhookContext {
  db: Db;
  gateway: PaymentGateway;
  live: LiveTopics;
  log: FastifyBaseLogger;
}

/**
 * A gateway's webhook: checked against its signature, applied once per delivery id. A captured payment
 * becomes a booking (as the browser's proof would); a refund's news ends our refund; an order or a
 * refund this server never made is acknowledged.
 */
export async function handleWebhook(
  { db, gateway, live, log }: WebhookContext,
  delivery: WebhookDelivery,
): Promise<{ success: true; duplicate?: true; bookingId?: string | null }> {
  const { body, signature, eventId } = delivery;
  if (typeof signature !== 'string' || !Buffer.isBuffer(body) || !gateway.verifyWebhook(body, signature)) {
    throw textRefusal(400, 'refusals.payments.badSignature');
  }
  let parsed: z.infer<typeof webhookSchema>;
  try {
    parsed = webhookSchema.parse(JSON.parse(body.toString('utf8')));
  } catch {
    throw textRefusal(400, 'refusals.payments.badPayload');
  }
  if (typeof eventId === 'string' && (await isDuplicateWebhook(db, eventId))) return { success: true, duplicate: true };
  const payment = parsed.payload.payment?.entity;
  const orderId = parsed.payload.order?.entity.id ?? payment?.order_id;
  let bookingId: string | null = null;
  if ((parsed.event === 'payment.captured' || parsed.event === 'order.paid') && payment && orderId) {
    try {
      const booking = await recordPayment(db, { orderId, paymentId: payment.id, source: 'webhook' });
      announceBookingChange(db, live, log, booking.event_id);
      bookingId = booking.reference;
    } catch (error) {
      // An order this server never made (another integration on the same account): acknowledge it.
      if (!isRefusal(error, UNKNOWN_ORDER)) throw error;
      log.warn({ orderId }, 'webhook for an unknown order');
    }
  }
  const refund = parsed.payload.refund?.entity;
  if (parsed.event.startsWith('refund.') && refund && !(await applyRefundEvent(db, { event: parsed.event, refund }))) {
    log.warn({ refundId: refund.id }, 'webhook for an unknown refund');
  }
  if (typeof eventId === 'string') await rememberWebhook(db, eventId);
  return { success: true, bookingId };
}
