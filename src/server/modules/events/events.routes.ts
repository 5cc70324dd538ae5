import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParamsSchema, okReply } from '#shared/schemas/common.ts';
import {
  catalogueItemReply,
  catalogueReply,
  eventInputSchema,
  eventListQuerySchema,
  eventQuerySchema,
  eventReply,
  menuItemParamsSchema,
  menuItemTextsInputSchema,
  menuReply,
} from '#shared/schemas/events.ts';
import type { Db } from '#server/db/database.ts';
import type { EarlyAnswers } from '#server/lib/early-answers.ts';
import { readBusinessSettings } from '#server/modules/settings/settings.service.ts';
import { listCatalogue } from './events.repo.ts';
import {
  createEvent,
  deleteEvent,
  listPublicEvents,
  publicEventsJson,
  publicEventsJsonNow,
  resolveActiveEvent,
  sellableItems,
  toCatalogueItem,
  toMenuResponse,
  updateCatalogueItemTexts,
  updateEvent,
  type EventHasOrders,
} from './events.service.ts';

const toReference = (query: z.infer<typeof eventQuerySchema>) => ({
  eventId: query.eventId,
  event: query.event === undefined ? undefined : { title: query.event },
});

const JSON_TYPE = 'application/json; charset=utf-8';

/** The storefront's read calls: events, menu and catalogue (slots left: the bookings module). */
export const eventsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  eventHasOrders: EventHasOrders;
  early: EarlyAnswers;
}> = async (app, { db, eventHasOrders, early }) => {
  // A visitor without a session asking for the list read already gets it before Fastify's routing.
  early.get('/api/events', JSON_TYPE, () => publicEventsJsonNow(db));
  app.get(
    '/api/events',
    {
      config: { access: 'public', readsSession: true },
      // No response schema: the storefront's list is sent as JSON bytes made once per change (publicEventsJson).
      schema: { querystring: eventListQuerySchema },
    },
    // Not async: the list already read is sent in the same turn as the request arrived (publicEventsJsonNow).
    (request, reply) => {
      // Inactive events are the admin's business: anyone else asking for them gets the active ones.
      if (request.query.includeInactive === 'true' && request.user?.role === 'admin') {
        return listPublicEvents(db, true).then((data) => ({ success: true as const, data }));
      }
      const send = (bytes: Buffer) => reply.type(JSON_TYPE).send(bytes);
      const ready = publicEventsJsonNow(db);
      if (ready) {
        send(ready);
        return;
      }
      return publicEventsJson(db).then(send);
    },
  );

  app.get(
    '/api/menu-items',
    {
      config: { access: 'public' },
      schema: {
        response: { 200: catalogueReply },
      },
    },
    async () => ({ success: true as const, data: (await listCatalogue(db)).map(toCatalogueItem) }),
  );

  app.put(
    '/api/menu-items/:key',
    {
      config: { access: 'admin' },
      schema: { params: menuItemParamsSchema, body: menuItemTextsInputSchema, response: { 200: catalogueItemReply } },
    },
    async (request) => ({
      success: true as const,
      data: await updateCatalogueItemTexts(db, request.params.key, request.body),
    }),
  );

  app.get(
    '/api/menu',
    {
      config: { access: 'public' },
      schema: {
        querystring: eventQuerySchema,
        response: { 200: menuReply },
      },
    },
    async (request) => {
      const event = await resolveActiveEvent(db, toReference(request.query));
      const [items, settings] = await Promise.all([sellableItems(db, event.id), readBusinessSettings(db)]);
      return { success: true as const, data: toMenuResponse(items, settings) };
    },
  );

  app.post(
    '/api/events',
    { config: { access: 'admin' }, schema: { body: eventInputSchema, response: { 201: eventReply } } },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, event: await createEvent(db, request.body) }),
  );

  app.put(
    '/api/events/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, body: eventInputSchema, response: { 200: eventReply } },
    },
    async (request) => ({ success: true as const, event: await updateEvent(db, request.params.id, request.body) }),
  );

  app.delete(
    '/api/events/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, response: { 200: okReply } },
    },
    async (request) => {
      await deleteEvent(db, request.params.id, eventHasOrders);
      return { success: true as const };
    },
  );
};
