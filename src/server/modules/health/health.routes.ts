import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '#server/db/database.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; version: string }> = async (
  app,
  { database, version },
) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        response: {
          200: z.object({ success: z.literal(true), db: z.enum(['sqlite', 'postgres']), version: z.string() }),
        },
      },
    },
    async () => {
      await sql`select 1`.execute(database.db);
      return { success: true as const, db: database.dialect, version };
    },
  );

  // The proxy's check: this instance answers, whatever the database does. While the database fails over
  // every instance answers each call with a worded 503; taking them all out would leave callers a bare
  // one from the proxy.
  app.get(
    '/api/health/instance',
    {
      config: { access: 'public' },
      schema: { response: { 200: z.object({ success: z.literal(true), version: z.string() }) } },
    },
    async () => ({ success: true as const, version }),
  );
};
