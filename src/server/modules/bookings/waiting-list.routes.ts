import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/schemas/common.ts';
import {
  joinWaitingListReply,
  joinWaitingListSchema,
  lineSizesReply,
  offerTokenParamsSchema,
  waitingListReply,
  waitingOfferReply,
} from '#shared/schemas/waiting-list.ts';
import type { Db } from '#server/db/database.ts';
import { clientGroup } from '#server/lib/client-group.ts';
import { findOffer, joinWaitingList, lineSizes, waitingListOf } from './waiting-list.service.ts';

/**
 * The waiting list of sold-out events: joining it, an offer's private page, and the admin's view.
 * `maxUnpaidUnitsPerAddress` bounds what a line may wait for: an offer must be orderable.
 */
export const waitingListRoutes: FastifyPluginAsyncZod<{
  db: Db;
  maxUnpaidUnitsPerAddress: number;
  privateLinkDays: number;
}> = async (app, { db, maxUnpaidUnitsPerAddress, privateLinkDays }) => {
  app.post(
    '/api/waiting-list',
    {
      config: { access: 'public' },
      schema: { body: joinWaitingListSchema, response: { 200: joinWaitingListReply } },
    },
    async (request) => ({
      success: true as const,
      ...(await joinWaitingList(db, request.body, clientGroup(request.ip), maxUnpaidUnitsPerAddress)),
    }),
  );

  app.get(
    '/api/waiting-list/offer/:token',
    {
      config: { access: 'public' },
      schema: { params: offerTokenParamsSchema, response: { 200: waitingOfferReply } },
    },
    async (request) => ({
      success: true as const,
      offer: await findOffer(db, request.params.token, { linkDays: privateLinkDays }),
    }),
  );

  app.get(
    '/api/waiting-list/sizes',
    { config: { access: 'admin' }, schema: { response: { 200: lineSizesReply } } },
    async () => ({ success: true as const, data: await lineSizes(db) }),
  );

  app.get(
    '/api/events/:id/waiting-list',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, response: { 200: waitingListReply } },
    },
    async (request) => ({ success: true as const, data: await waitingListOf(db, request.params.id) }),
  );
};
