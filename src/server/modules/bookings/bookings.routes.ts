import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingConfirmationSchema,
  bookingRequestSchema,
  createOrderRequestSchema,
  createOrderResponseSchema,
} from '#shared/schemas/booking.ts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { createOrder, recordPayment, toConfirmation } from './bookings.service.ts';

/**
 * The revenue path: a hold with a gateway order, then the booking once the payment is proven.
 * No per-address rate limit here: customers share carrier addresses; holds expire and items are capped.
 */
export const bookingsRoutes: FastifyPluginAsyncZod<{ db: Db; gateway: PaymentGateway }> = async (
  app,
  { db, gateway },
) => {
  app.post(
    '/api/razorpay/create-order',
    {
      config: { access: 'public' },
      schema: { body: createOrderRequestSchema, response: { 200: createOrderResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await createOrder(db, gateway, request.body)) }),
  );

  app.post(
    '/api/bookings',
    {
      config: { access: 'public' },
      schema: {
        body: bookingRequestSchema,
        response: { 200: z.object({ success: z.literal(true), booking: bookingConfirmationSchema }) },
      },
    },
    async (request) => {
      const { id: paymentId, orderId, signature } = request.body.payment;
      if (!gateway.verifyPayment({ orderId, paymentId, signature })) {
        throw badRequest('Payment verification failed');
      }
      const booking = await recordPayment(db, { orderId, paymentId, source: 'browser' });
      return { success: true as const, booking: toConfirmation(booking) };
    },
  );
};
