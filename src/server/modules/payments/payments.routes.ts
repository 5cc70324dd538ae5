import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { testPaymentReply, testPaymentRequestSchema } from '#shared/schemas/payments.ts';
import type { Db } from '#server/db/database.ts';
import { badRequest, notFound } from '#server/lib/http-error.ts';
import { findHoldByOrderId } from '#server/modules/bookings/bookings.repo.ts';
import { announceBookingChange } from '#server/modules/bookings/booking-announcements.ts';
import { recordPayment, UnknownOrderError } from '#server/modules/bookings/bookings.service.ts';
import type { LiveTopics } from '#server/lib/live-topics.ts';
import type { PaymentGateway } from './gateway.ts';
import type { createTestGateway } from './test-gateway.ts';
import { isDuplicateWebhook, rememberWebhook } from './webhook-events.repo.ts';

const webhookSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: z.object({ id: z.string(), order_id: z.string().nullish() }) }).optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
  }),
});

export const paymentsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  gateway: PaymentGateway;
  testGateway: ReturnType<typeof createTestGateway> | null;
  live: LiveTopics;
}> = async (app, { db, gateway, testGateway, live }) => {
  // The webhook's signature covers the exact bytes Razorpay sent, so this route keeps the raw body.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post('/api/razorpay/webhook', { config: { access: 'public' } }, async (request, reply) => {
      const body = request.body as Buffer;
      const signature = request.headers['x-razorpay-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(body) || !gateway.verifyWebhook(body, signature)) {
        throw badRequest('Invalid webhook signature');
      }
      let parsed: z.infer<typeof webhookSchema>;
      try {
        parsed = webhookSchema.parse(JSON.parse(body.toString('utf8')));
      } catch {
        throw badRequest('Invalid webhook payload');
      }
      const eventId = request.headers['x-razorpay-event-id'];
      if (typeof eventId === 'string' && (await isDuplicateWebhook(db, eventId))) {
        return reply.send({ success: true, duplicate: true });
      }
      const payment = parsed.payload.payment?.entity;
      const orderId = parsed.payload.order?.entity.id ?? payment?.order_id;
      let bookingId: string | null = null;
      if ((parsed.event === 'payment.captured' || parsed.event === 'order.paid') && payment && orderId) {
        try {
          const booking = await recordPayment(db, { orderId, paymentId: payment.id, source: 'webhook' });
          announceBookingChange(db, live, request.log, booking.event_id);
          bookingId = booking.reference;
        } catch (error) {
          // An order this server never made (another integration on the same account): acknowledge it.
          if (!(error instanceof UnknownOrderError)) throw error;
          request.log.warn({ orderId }, 'webhook for an unknown order');
        }
      }
      if (typeof eventId === 'string') await rememberWebhook(db, eventId);
      return reply.send({ success: true, bookingId });
    });
  });

  if (testGateway) {
    app.post(
      '/api/test-gateway/pay',
      {
        config: { access: 'public' },
        schema: {
          body: testPaymentRequestSchema,
          response: { 200: testPaymentReply },
        },
      },
      async (request) => {
        const { orderId } = request.body;
        if (!(await findHoldByOrderId(db, orderId))) throw notFound('Unknown order');
        const { paymentId, signature } = testGateway.pay(orderId);
        return {
          success: true as const,
          razorpay_payment_id: paymentId,
          razorpay_order_id: orderId,
          razorpay_signature: signature,
        };
      },
    );
  }
};
