import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/schemas/common.ts';
import {
  eventCostsSchema,
  eventMarginReply,
  gatewayFeeSchema,
  marginSettingsReply,
  marginsReply,
} from '#shared/schemas/margins.ts';
import type { Db } from '#server/db/database.ts';
import type { SaleOrders } from '#server/modules/diary/diary.service.ts';
import {
  listEventMargins,
  readEventMargin,
  readMarginSettings,
  saveEventCosts,
  saveGatewayFee,
} from './margins.service.ts';

/** The owner's margins (issue 46): per event, the overview's list, the costs and the gateway fee. */
export const marginsRoutes: FastifyPluginAsyncZod<{ db: Db; saleOrders: SaleOrders }> = async (
  app,
  { db, saleOrders },
) => {
  const admin = { access: 'admin' } as const;

  app.get(
    '/api/events/:id/margin',
    { config: admin, schema: { params: idParamsSchema, response: { 200: eventMarginReply } } },
    async (request) => ({ success: true as const, data: await readEventMargin(db, request.params.id, saleOrders) }),
  );

  app.put(
    '/api/events/:id/costs',
    { config: admin, schema: { params: idParamsSchema, body: eventCostsSchema, response: { 200: eventMarginReply } } },
    async (request) => {
      await saveEventCosts(db, request.params.id, request.body, request.user!.username);
      return { success: true as const, data: await readEventMargin(db, request.params.id, saleOrders) };
    },
  );

  app.get('/api/margins', { config: admin, schema: { response: { 200: marginsReply } } }, async () => ({
    success: true as const,
    data: await listEventMargins(db, saleOrders),
  }));

  app.get('/api/margins/settings', { config: admin, schema: { response: { 200: marginSettingsReply } } }, async () => ({
    success: true as const,
    data: await readMarginSettings(db),
  }));

  app.put(
    '/api/margins/gateway-fee',
    { config: admin, schema: { body: gatewayFeeSchema, response: { 200: marginSettingsReply } } },
    async (request) => ({
      success: true as const,
      data: await saveGatewayFee(db, request.body, request.user!.username),
    }),
  );
};
