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
import type { CouponGuesses } from './coupon-guesses.ts';
import { changeCoupon, checkCoupon, createCoupon, listCoupons, type CouponUses } from './coupons.service.ts';

/**
 * The booking form's Apply: the server says whether a typed code applies (and why not), never what
 * the codes are. The admin's list, new codes and changes (answers never cached: plugins/access.ts).
 */
export const couponsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  couponGuesses: CouponGuesses;
  couponUses: CouponUses;
}> = async (app, { db, couponGuesses, couponUses }) => {
  app.post(
    '/api/coupons/check',
    {
      config: { access: 'public' },
      schema: { body: couponCheckSchema, response: { 200: couponCheckReply } },
    },
    async (request) => {
      couponGuesses.take(request.ip);
      const verdict = await checkCoupon(db, request.body.eventId, request.body.code, couponUses);
      return { success: true as const, ...verdict };
    },
  );

  app.get('/api/coupons', { config: { access: 'admin' }, schema: { response: { 200: couponsReply } } }, async () => ({
    success: true as const,
    data: await listCoupons(db, couponUses),
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
      coupon: await changeCoupon(db, request.params.id, request.body, couponUses),
    }),
  );
};
