import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessDetailsMissing, withoutPlaceholders } from '#shared/domain/business-details.ts';
import {
  adminSettingsReply,
  businessSettingsSchema,
  clientConfigReply,
  settingsReply,
  type ClientConfig,
} from '#shared/schemas/settings.ts';
import type { Db } from '#server/db/database.ts';
import { businessSavedByOwner, readBusinessSettings, writeBusinessSettings } from './settings.service.ts';

/** The admin sees the stored settings; everyone else sees them without the details still missing. */
async function settingsFor(db: Db, isAdmin: boolean) {
  const [settings, ownerSaved] = await Promise.all([readBusinessSettings(db), businessSavedByOwner(db)]);
  const placeholders = businessDetailsMissing(settings, ownerSaved);
  return {
    success: true as const,
    data: isAdmin ? settings : withoutPlaceholders(settings, placeholders),
    placeholders,
  };
}

export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db; clientConfig: ClientConfig }> = async (
  app,
  { db, clientConfig },
) => {
  app.get(
    '/api/client-config',
    {
      config: { access: 'public' },
      schema: { response: { 200: clientConfigReply } },
    },
    async () => ({ success: true as const, data: clientConfig }),
  );

  app.get(
    '/api/settings',
    { config: { access: 'public', readsSession: true }, schema: { response: { 200: settingsReply } } },
    async (request) => settingsFor(db, request.user?.role === 'admin'),
  );

  // The admin's own read and save: the details as stored, kept by no cache along the way.
  app.get(
    '/api/settings/admin',
    { config: { access: 'admin' }, schema: { response: { 200: adminSettingsReply } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return settingsFor(db, true);
    },
  );

  app.put(
    '/api/settings',
    {
      config: { access: 'admin' },
      schema: { body: businessSettingsSchema, response: { 200: adminSettingsReply } },
    },
    async (request, reply) => {
      await writeBusinessSettings(db, request.body);
      reply.header('cache-control', 'no-store');
      return settingsFor(db, true);
    },
  );
};
