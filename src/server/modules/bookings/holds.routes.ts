import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, noBodySchema } from '#shared/schemas/common.ts';
import { holdReleaseReply, openHoldsReply } from '#shared/schemas/holds.ts';
import type { Db } from '#server/db/database.ts';
import type { LiveTopics } from '#server/lib/live-topics.ts';
import type { PaymentGateway } from '#server/lib/payment-gateway.ts';
import { announceBookingChange } from './booking-announcements.ts';
import { listOpenHolds, releaseHoldNow } from './holds.service.ts';

/** The admin's view of customers paying now, and releasing one of their holds. */
export const holdsRoutes: FastifyPluginAsyncZod<{ db: Db; gateway: PaymentGateway; live: LiveTopics }> = async (
  app,
  { db, gateway, live },
) => {
  app.get(
    '/api/events/:id/holds',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, response: { 200: openHoldsReply } },
    },
    async (request) => ({ success: true as const, data: await listOpenHolds(db, request.params.id) }),
  );

  app.post(
    '/api/holds/:id/release',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, body: noBodySchema, response: { 200: holdReleaseReply } },
    },
    async (request) => {
      const { eventId, release } = await releaseHoldNow(db, gateway, request.params.id);
      request.log.info(
        { holdId: request.params.id, eventId, by: request.user!.username, ...release },
        'an admin released a payment hold',
      );
      announceBookingChange(db, live, request.log, eventId);
      return { success: true as const, ...release };
    },
  );
};
