import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientConfigSchema, type ClientConfig } from '#shared/schemas/booking.ts';
import { businessSettingsSchema } from '#shared/schemas/settings.ts';
import type { Db } from '../../db/database.ts';
import { readBusinessSettings, writeBusinessSettings } from './settings.repo.ts';

const settingsReply = z.object({ success: z.literal(true), data: businessSettingsSchema });

export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db; clientConfig: ClientConfig }> = async (
  app,
  { db, clientConfig },
) => {
  app.get(
    '/api/client-config',
    {
      config: { access: 'public' },
      schema: { response: { 200: z.object({ success: z.literal(true), data: clientConfigSchema }) } },
    },
    async () => ({ success: true as const, data: clientConfig }),
  );

  app.get(
    '/api/settings',
    { config: { access: 'public' }, schema: { response: { 200: settingsReply } } },
    async () => ({ success: true as const, data: await readBusinessSettings(db) }),
  );

  app.put(
    '/api/settings',
    { config: { access: 'admin' }, schema: { body: businessSettingsSchema, response: { 200: settingsReply } } },
    async (request) => {
      await writeBusinessSettings(db, request.body);
      return { success: true as const, data: await readBusinessSettings(db) };
    },
  );
};
