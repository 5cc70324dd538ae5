import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paymentsCheckReply,
  reconcileReply,
  testPaymentReply,
  testPaymentRequestSchema,
  unbookedRefundReply,
} from '#shared/schemas/payments.ts';
import { idParamsSchema, noBodySchema } from '#shared/schemas/common.ts';
import type { Db } from '#server/db/database.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import {
  announceBookingChange,
  EVERY_OPEN_HOLD_MS,
  findHoldByOrderId,
  paymentsCheck,
  refundUnbookedPayment,
  runReconciliationPass,
} from '#server/modules/bookings/bookings.service.ts';
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

  // The reconciliation pass now, over every open hold: what it booked, and every payment still without one.
  app.post(
    '/api/payments/reconcile',
    { config: { access: 'admin' }, schema: { body: noBodySchema, response: { 200: reconcileReply } } },
    async (request) => {
      const { ranAt, booked, unmatched } = await runReconciliationPass(db, gateway, {
        lookAheadMs: EVERY_OPEN_HOLD_MS,
        onBooked: (booking) => announceBookingChange(db, live, request.log, booking.event_id),
      });
      return { success: true as const, ranAt, booked, unmatched };
    },
  );

  app.get(
    '/api/payments/reconciliation',
    { config: { access: 'admin' }, schema: { response: { 200: paymentsCheckReply } } },
    async () => ({ success: true as const, ...(await paymentsCheck(db)) }),
  );

  // The whole of a payment without booking goes back to the payer, once however often it is asked.
  app.post(
    '/api/payments/unbooked/:id/refund',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, body: noBodySchema, response: { 200: unbookedRefundReply } },
    },
    async (request) => ({
      success: true as const,
      payment: await refundUnbookedPayment(db, gateway, request.params.id, request.user!.username),
    }),
  );

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
        const { orderId, amount } = request.body;
        const hold = await findHoldByOrderId(db, orderId);
        if (!hold) throw textRefusal(404, 'refusals.payments.unknownOrder');
        const { paymentId, signature } = testGateway.pay({
          orderId,
          amountPaise: amount ?? hold.amount_paise,
          phone: hold.phone,
        });
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
