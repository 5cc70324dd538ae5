import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/schemas/common.ts';
import { eventInputSchema, eventQuerySchema, menuResponseSchema, publicEventSchema } from '#shared/schemas/events.ts';
import type { Db } from '#server/db/database.ts';
import { eventAvailability } from '#server/modules/bookings/bookings.service.ts';
import { readBusinessSettings } from '#server/modules/settings/settings.repo.ts';
import { listCatalogue } from './events.repo.ts';
import {
  createEvent,
  deleteEvent,
  listPublicEvents,
  publicEventsJson,
  resolveActiveEvent,
  sellableItems,
  toMenuResponse,
  updateEvent,
} from './events.service.ts';
import { paiseToRupees } from '#shared/domain/money.ts';

const toReference = (query: z.infer<typeof eventQuerySchema>) => ({
  eventId: query.eventId,
  event: query.event === undefined ? undefined : { title: query.event },
});

/** The storefront's read calls: events, menu, catalogue and slots left. */
export const eventsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/events',
    {
      config: { access: 'public', readsSession: true },
      // No response schema: the storefront's list is sent as JSON text made once per change (publicEventsJson).
      schema: { querystring: z.object({ includeInactive: z.enum(['true', 'false']).optional() }) },
    },
    async (request, reply) => {
      // Inactive events are the admin's business: anyone else asking for them gets the active ones.
      if (request.query.includeInactive === 'true' && request.user?.role === 'admin') {
        return { success: true as const, data: await listPublicEvents(db, true) };
      }
      return reply.type('application/json; charset=utf-8').send(await publicEventsJson(db));
    },
  );

  app.get(
    '/api/menu-items',
    {
      config: { access: 'public' },
      schema: {
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(
              z.object({
                key: z.string(),
                name: z.string(),
                description: z.string(),
                price: z.number(),
                pricePaise: z.number(),
              }),
            ),
          }),
        },
      },
    },
    async () => ({
      success: true as const,
      data: (await listCatalogue(db)).map((item) => ({
        key: item.key,
        name: item.name,
        description: item.description,
        price: paiseToRupees(item.price_paise),
        pricePaise: item.price_paise,
      })),
    }),
  );

  app.get(
    '/api/menu',
    {
      config: { access: 'public' },
      schema: {
        querystring: eventQuerySchema,
        response: { 200: z.object({ success: z.literal(true), data: menuResponseSchema }) },
      },
    },
    async (request) => {
      const event = await resolveActiveEvent(db, toReference(request.query));
      const [items, settings] = await Promise.all([sellableItems(db, event.id), readBusinessSettings(db)]);
      return { success: true as const, data: toMenuResponse(items, settings) };
    },
  );

  app.get(
    '/api/available-slots',
    {
      config: { access: 'public' },
      schema: {
        querystring: eventQuerySchema,
        response: { 200: z.object({ success: z.literal(true), availableSlots: z.number() }) },
      },
    },
    async (request) => {
      const event = await resolveActiveEvent(db, toReference(request.query));
      return { success: true as const, availableSlots: await eventAvailability(db, event) };
    },
  );

  const oneEvent = z.object({ success: z.literal(true), event: publicEventSchema });

  app.post(
    '/api/events',
    { config: { access: 'admin' }, schema: { body: eventInputSchema, response: { 201: oneEvent } } },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, event: await createEvent(db, request.body) }),
  );

  app.put(
    '/api/events/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, body: eventInputSchema, response: { 200: oneEvent } },
    },
    async (request) => ({ success: true as const, event: await updateEvent(db, request.params.id, request.body) }),
  );

  app.delete(
    '/api/events/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, response: { 200: z.object({ success: z.literal(true) }) } },
    },
    async (request) => {
      await deleteEvent(db, request.params.id);
      return { success: true as const };
    },
  );
};
