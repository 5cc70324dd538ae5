import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KITCHEN_TOOL_TOPIC } from '#shared/domain/live-topics.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { errorReply, idParamsSchema, successReply } from '#shared/schemas/common.ts';
import {
  deliveryReply,
  deliverySchema,
  purchaseDetailsListReply,
  purchaseDetailsReply,
  purchaseDetailsSchema,
  purchaseListMailSchema,
  purchaseListPdfQuerySchema,
  purchaseListQuerySchema,
  purchaseListReply,
} from '#shared/schemas/purchasing.ts';
import type { Db } from '#server/db/database.ts';
import { HttpError } from '#server/lib/http-error.ts';
import type { LiveTopics } from '#server/lib/live-topics.ts';
import type { SaleOrders } from '#server/modules/diary/diary.service.ts';
import { listPurchaseDetails, setPurchaseDetails } from '#server/modules/inventory/inventory.service.ts';
import { createPdfRenderer } from '#server/modules/reports/reports.service.ts';
import { mailPurchaseList, purchaseListPdf, readPurchaseList, receivePurchase } from './purchasing.service.ts';

const refusals = { 400: errorReply, 404: errorReply, 409: errorReply };
/** How long a client should wait before asking for the PDF again after a 503. */
const RETRY_AFTER_SECONDS = 5;
const actorOf = (user: SessionUser) => user.displayName.trim() || user.username;

/**
 * The week's purchase list (staff and admins): the list per supplier, its PDF, its mail, each item's
 * supplier and pack, and a delivery received. The PDF is printed by a Chromium this module keeps, as
 * the reports do (launched on the first PDF only).
 */
export const purchasingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  live: LiveTopics;
  orders: SaleOrders;
  chromiumPath: string;
}> = async (app, { db, live, orders, chromiumPath }) => {
  const staff = { access: 'staff' as const };
  const renderer = createPdfRenderer({ executablePath: chromiumPath, log: app.log });
  app.addHook('onClose', () => renderer.close());
  const inventoryChanged = () => live.publish(KITCHEN_TOOL_TOPIC.inventory, { type: 'inventory' });

  app.get(
    '/api/purchase-list',
    {
      config: staff,
      schema: { querystring: purchaseListQuerySchema, response: { 200: purchaseListReply, ...refusals } },
    },
    async (request) => readPurchaseList(db, request.query.days, orders),
  );

  app.get(
    '/api/purchase-list.pdf',
    { config: staff, schema: { querystring: purchaseListPdfQuerySchema } },
    async (request, reply) => {
      try {
        const pdf = await purchaseListPdf(db, renderer, request.query.days, request.query.supplier, orders);
        return await reply
          .type('application/pdf')
          .header('content-disposition', 'attachment; filename="purchase-list.pdf"')
          .header('cache-control', 'no-store')
          .send(pdf);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 503) reply.header('retry-after', RETRY_AFTER_SECONDS);
        throw error;
      }
    },
  );

  app.post(
    '/api/purchase-list/mail',
    {
      config: staff,
      schema: {
        body: purchaseListMailSchema,
        response: { 200: successReply({ data: z.object({ to: z.string(), name: z.string() }) }), ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await mailPurchaseList(db, request.body.days, request.body.supplier, orders),
    }),
  );

  app.get(
    '/api/purchase-details',
    { config: staff, schema: { response: { 200: purchaseDetailsListReply } } },
    async () => ({ success: true as const, data: await listPurchaseDetails(db) }),
  );

  app.put(
    '/api/purchase-details/:id',
    {
      config: staff,
      schema: {
        params: idParamsSchema,
        body: purchaseDetailsSchema,
        response: { 200: purchaseDetailsReply, ...refusals },
      },
    },
    async (request) => {
      const data = await setPurchaseDetails(db, request.params.id, request.body);
      inventoryChanged();
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/purchase-deliveries',
    { config: staff, schema: { body: deliverySchema, response: { 200: deliveryReply, ...refusals } } },
    async (request) => {
      const data = await receivePurchase(db, request.body, actorOf(request.user!));
      inventoryChanged();
      return { success: true as const, data };
    },
  );
};
