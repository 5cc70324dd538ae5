import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testPaymentReply, testPaymentRequestSchema } from '#shared/schemas/payments.ts';
import type { Db } from '#server/db/database.ts';
import { notFound } from '#server/lib/http-error.ts';
import { findHoldByOrderId } from '#server/modules/bookings/bookings.service.ts';
import type { LiveTopics } from '#server/lib/live-topics.ts';
import type { PaymentGateway } from '#server/lib/payment-gateway.ts';
import type { createTestGateway } from './test-gateway.ts';
import { handleWebhook } from './payments.service.ts';

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
    raw.post('/api/razorpay/webhook', { config: { access: 'public' } }, async (request) =>
      handleWebhook(
        { db, gateway, live, log: request.log },
        {
          body: request.body,
          signature: request.headers['x-razorpay-signature'],
          eventId: request.headers['x-razorpay-event-id'],
        },
      ),
    );
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
