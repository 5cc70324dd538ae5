import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reverseGeocodeSchema } from '#shared/schemas/booking.ts';
import type { Db } from '../../db/database.ts';
import { reverseGeocode } from './geocode.service.ts';

export const geocodeRoutes: FastifyPluginAsyncZod<{ db: Db; geocoderUrl: string; userAgent: string }> = async (
  app,
  { db, geocoderUrl, userAgent },
) => {
  app.get(
    '/api/geocode/reverse',
    {
      config: { access: 'public' },
      schema: {
        querystring: z.object({ lat: z.coerce.number().min(-90).max(90), lng: z.coerce.number().min(-180).max(180) }),
        response: { 200: z.object({ success: z.literal(true), data: reverseGeocodeSchema }) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reverseGeocode(db, { geocoderUrl, userAgent }, request.query.lat, request.query.lng),
    }),
  );
};
