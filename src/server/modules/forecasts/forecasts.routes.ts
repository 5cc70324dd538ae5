import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/schemas/common.ts';
import { forecastReply } from '#shared/schemas/forecasts.ts';
import type { Db } from '#server/db/database.ts';
import { eventForecast } from './forecasts.service.ts';

/** The sell-out forecast of an event, for the owner (admin). */
export const forecastsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/events/:id/forecast',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, response: { 200: forecastReply } } },
    async (request) => ({ success: true as const, data: await eventForecast(db, request.params.id) }),
  );
};
