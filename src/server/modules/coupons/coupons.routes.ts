import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/schemas/common.ts';
import {
  couponChangeSchema,
  couponCheckReply,
  couponCheckSchema,
  couponReply,
  couponsReply,
  newCouponSchema,
} from '#shared/schemas/coupons.ts';
import type { Db } from '#server/db/database.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { createRateLimiter } from '#server/lib/rate-limit.ts';
import { clientGroup } from '#server/lib/client-group.ts';
import { changeCoupon, checkCoupon, createCoupon, listCoupons } from './coupons.service.ts';

/** Codes one network may check a minute: plenty for a customer fixing a typo, too few to guess codes. */
export const COUPON_CHECKS_PER_MINUTE = 10;

/**
 * The booking form's Apply: the server says whether a typed code applies (and why not), never what
 * the codes are. The admin's list, new codes and changes (answers never cached: plugins/access.ts).
 */
export const couponsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const perNetwork = createRateLimiter({ limit: COUPON_CHECKS_PER_MINUTE, windowMs: 60_000 });

  app.post(
    '/api/coupons/check',
    {
      config: { access: 'public' },
      schema: { body: couponCheckSchema, response: { 200: couponCheckReply } },
    },
    async (request) => {
      const waitMs = perNetwork.take(clientGroup(request.ip));
      if (waitMs > 0) {
        throw textRefusal(429, 'booking.couponCheck.tooMany').retryAfter(waitMs / 1000);
      }
      const verdict = await checkCoupon(db, request.body.eventId, request.body.code);
      return { success: true as const, ...verdict };
    },
  );

  app.get('/api/coupons', { config: { access: 'admin' }, schema: { response: { 200: couponsReply } } }, async () => ({
    success: true as const,
    data: await listCoupons(db),
  }));

  app.post(
    '/api/coupons',
    { config: { access: 'admin' }, schema: { body: newCouponSchema, response: { 201: couponReply } } },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, coupon: await createCoupon(db, request.body) }),
  );

  app.put(
    '/api/coupons/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, body: couponChangeSchema, response: { 200: couponReply } },
    },
    async (request) => ({
      success: true as const,
      coupon: await changeCoupon(db, request.params.id, request.body),
    }),
  );
};
