import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reverseGeocodeQuerySchema, reverseGeocodeReply } from '#shared/schemas/geocode.ts';
import type { Db } from '#server/db/database.ts';
import { clientGroup } from '#server/lib/client-group.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { createRateLimiter } from '#server/lib/rate-limit.ts';
import { createGeocoder } from './geocode.service.ts';

/** Lookups one client (an IPv4 address, an IPv6 /64) may make: plenty for a customer moving a pin, little for a script. */
export const LOOKUPS_PER_MINUTE = 30;

export const geocodeRoutes: FastifyPluginAsyncZod<{ db: Db; geocoderUrl: string; userAgent: string }> = async (
  app,
  { db, geocoderUrl, userAgent },
) => {
  const reverseGeocode = createGeocoder(db, { geocoderUrl, userAgent });
  const perAddress = createRateLimiter({ limit: LOOKUPS_PER_MINUTE, windowMs: 60_000 });

  app.get(
    '/api/geocode/reverse',
    {
      config: { access: 'public' },
      schema: {
        querystring: reverseGeocodeQuerySchema,
        response: { 200: reverseGeocodeReply },
      },
    },
    async (request) => {
      const waitMs = perAddress.take(clientGroup(request.ip));
      if (waitMs > 0) {
        throw textRefusal(429, 'refusals.geocode.limited').retryAfter(waitMs / 1000);
      }
      return { success: true as const, data: await reverseGeocode(request.query.lat, request.query.lng) };
    },
  );
};
