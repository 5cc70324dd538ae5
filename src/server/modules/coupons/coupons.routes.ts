import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponCheckReply, couponCheckSchema } from '#shared/schemas/coupons.ts';
import type { Db } from '#server/db/database.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { createRateLimiter } from '#server/lib/rate-limit.ts';
import { clientGroup } from '#server/lib/client-group.ts';
import { checkCoupon } from './coupons.service.ts';

/** Codes one network may check a minute: plenty for a customer fixing a typo, too few to guess codes. */
export const COUPON_CHECKS_PER_MINUTE = 10;

/** The booking form's Apply: the server says whether a typed code applies, never what the code is. */
export const couponsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const perNetwork = createRateLimiter({ limit: COUPON_CHECKS_PER_MINUTE, windowMs: 60_000 });

  app.post(
    '/api/coupons/check',
    {
      config: { access: 'public' },
      schema: { body: couponCheckSchema, response: { 200: couponCheckReply } },
    },
    async (request, reply) => {
      const waitMs = perNetwork.take(clientGroup(request.ip));
      if (waitMs > 0) {
        reply.header('retry-after', Math.ceil(waitMs / 1000));
        throw textRefusal(429, 'booking.couponCheck.tooMany');
      }
      const verdict = await checkCoupon(db, request.body.eventId, request.body.code);
      return { success: true as const, ...verdict };
    },
  );
};
